import {firstValueFrom, forkJoin} from 'rxjs'
import {describe, expect, it} from 'vitest'
import {
  availabilityFromResponse,
  chunkIdsForUrl,
  normalizeFields,
  previewQuery,
  windowedBatch,
} from '../../src/previews/index.js'

describe('availability answers', () => {
  it('maps omissions to reasons', () => {
    expect(
      availabilityFromResponse(['a', 'b', 'c'], {
        omitted: [
          {id: 'b', reason: 'existence'},
          {id: 'c', reason: 'permission'},
        ],
      }),
    ).toEqual([
      {available: true, reason: 'READABLE'},
      {available: false, reason: 'NOT_FOUND'},
      {available: false, reason: 'PERMISSION_DENIED'},
    ])
  })

  it('throws on a reason it does not know', () => {
    expect(() => availabilityFromResponse(['a'], {omitted: [{id: 'a', reason: 'embargo'}]})).toThrow(
      new Error('Unexpected reason for omission of document "a": "embargo"'),
    )
  })
})

describe('splitting ids by URL length', () => {
  it('fills each group up to the budget, counting commas and encoding', () => {
    expect(chunkIdsForUrl(['aaaa', 'bbbb', 'cccc'], 9)).toEqual([['aaaa', 'bbbb'], ['cccc']])
    expect(chunkIdsForUrl(['aaaa', 'bbbb'], 8)).toEqual([['aaaa'], ['bbbb']])
    // "a b" is "a%20b" in a URL: 5 characters.
    expect(chunkIdsForUrl(['a b', 'cd'], 7)).toEqual([['a b'], ['cd']])
    expect(chunkIdsForUrl(['toolong'], 3)).toEqual([['toolong']])
    expect(chunkIdsForUrl([], 10)).toEqual([])
  })
})

describe('preview queries', () => {
  it('asks for the system fields and the sorted, unique fields', () => {
    expect(previewQuery(normalizeFields(['title', '_id', 'author', 'title']))).toBe(
      '*[_id in $ids]{_id,_type,_rev,author,title}',
    )
    expect(() => normalizeFields(['title}, "x": *[0'])).toThrow('Invalid preview field name')
  })
})

describe('windowed batches', () => {
  it('runs the requests of one window together and answers each', async () => {
    const runs: number[][] = []
    const double = windowedBatch(5, (requests: number[]) => {
      runs.push(requests)
      return Promise.resolve(requests.map((n) => n * 2))
    })
    expect(await firstValueFrom(forkJoin([double(1), double(2), double(3)]))).toEqual([2, 4, 6])
    expect(runs).toEqual([[1, 2, 3]])
  })

  it('drops requests unsubscribed before the window closes', async () => {
    const runs: number[][] = []
    const echo = windowedBatch(5, (requests: number[]) => {
      runs.push(requests)
      return Promise.resolve(requests)
    })
    echo(1).subscribe().unsubscribe()
    expect(await firstValueFrom(echo(2))).toBe(2)
    echo(3).subscribe().unsubscribe()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(runs).toEqual([[2]])
  })
})
