import {evaluateSync, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import type {SanityDocument} from '@tessera/types'
import {DatasetIndex} from '../src/documents/dataset-index.js'
import {isStableExpression} from '../src/query/filter-results.js'
import {runQuery} from '../src/query/run-query.js'

// A searched document list: the count, then pages of the same filter, within one dataset version.
const SEARCH = '_type == "post" && [title, _id] match $words'

const doc = (_id: string, title: string) =>
  ({_id, _type: 'post', _rev: 'r', _createdAt: '', _updatedAt: '', title}) as SanityDocument

function seeded(): DatasetIndex {
  const index = new DatasetIndex('d')
  for (let i = 0; i < 500; i++) {
    const id = `${i % 7 === 0 ? 'drafts.' : ''}post-${i}`
    index.put(doc(id, `${i % 3 === 0 ? 'Harbour' : 'Field'} note ${i}`))
  }
  return index
}

const run = (index: DatasetIndex, query: string, params: Record<string, unknown> = {}, identity?: string) =>
  runQuery(index, {query, params, perspective: 'raw', identity})

/** What groq-js alone gives over every document. */
const plain = (index: DatasetIndex, query: string, params: Record<string, unknown> = {}, identity?: string) =>
  JSON.parse(
    JSON.stringify(
      (evaluateSync(parse(query, {params}), {dataset: index.all(), params, identity}) as {data: unknown})
        .data,
    ),
  ) as unknown

describe('filter results kept within a dataset version', () => {
  it('answers the count and every page of a filter as groq-js does, and follows writes', () => {
    const index = seeded()
    const params = {words: ['harb*', 'note*']}
    const count = `count(*[${SEARCH}])`
    const page = (from: number) => `*[${SEARCH}] | order(title asc, _id asc) [${from}...${from + 20}] {_id}`
    for (let round = 0; round < 2; round++) {
      expect(run(index, count, params)).toBe(plain(index, count, params))
      for (const from of [0, 20, 160])
        expect(run(index, page(from), params)).toEqual(plain(index, page(from), params))
      // A write makes a new dataset version: the next answers include it.
      index.put(doc(`late-${round}`, 'Harbour note, late'))
    }
    expect(run(index, count, params)).toBe(167 + 2)
  })

  it('never keeps a filter that reads who is asking or the time', () => {
    const index = seeded()
    const mine = `count(*[_type == "post" && identity() == "ada"])`
    expect(run(index, mine, {}, 'ada')).toBe(500)
    expect(run(index, mine, {}, 'grace')).toBe(0)
    expect(isStableExpression(parse('now() > "2020-01-01"'))).toBe(false)
    expect(isStableExpression(parse('dateTime(_updatedAt) < dateTime::now()'))).toBe(false)
    expect(isStableExpression(parse('*[references(^._id)]'))).toBe(false)
    expect(isStableExpression(parse('[title, _id] match ["a*"] && count(*[_type == "x"]) > 0'))).toBe(true)
  })
})
