import {firstValueFrom, type Observable, type Subscription} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  AVAILABILITY_RECHECK_MS,
  createPreviewStore,
  type PreviewStore,
  type PreviewStoreOptions,
} from '../../src/previews/index.js'
import {recordingProxy, startLake, waitFor, type StartedLake} from '../support/lake.js'

let lake: StartedLake
let proxy: Awaited<ReturnType<typeof recordingProxy>>
const cleanups: (() => void | Promise<void>)[] = []

beforeAll(async () => {
  lake = await startLake()
  proxy = await recordingProxy(lake.lake)
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await proxy.close()
  await lake.stop()
})

function store(options: Partial<PreviewStoreOptions> = {}): PreviewStore {
  const created = createPreviewStore({client: lake.client({url: proxy.url}), ...options})
  cleanups.push(() => created.dispose())
  return created
}

/** Subscribes and records every value. */
function record<T>(source: Observable<T>): {values: T[]; subscription: Subscription} {
  const values: T[] = []
  const subscription = source.subscribe((value) => values.push(value))
  cleanups.push(() => subscription.unsubscribe())
  return {values, subscription}
}

const queries = () => proxy.requests.filter((request) => request.path.startsWith('/v2025-02-19/data/query/'))

describe('previews against a real lake', () => {
  it('fetches many documents with one query per set of fields', async () => {
    const client = lake.client()
    const tx = client.transaction()
    for (let i = 0; i < 30; i++)
      tx.createOrReplace({_id: `batch-${i}`, _type: 'book', title: `Book ${i}`, year: 2000 + i})
    await tx.commit()
    const previews = store()
    const before = queries().length
    const titles = Array.from({length: 30}, (_, i) => record(previews.observeFields(`batch-${i}`, ['title'])))
    const both = Array.from({length: 5}, (_, i) =>
      record(previews.observeFields(`batch-${i}`, ['year', 'title'])),
    )
    await waitFor(() => [...titles, ...both].every((r) => r.values.length > 0), 'every preview')
    expect(titles[7].values).toEqual([
      {_id: 'batch-7', _type: 'book', _rev: expect.any(String), title: 'Book 7'},
    ])
    expect(both[3].values[0]).toMatchObject({title: 'Book 3', year: 2003})
    const sent = queries().slice(before)
    expect(sent).toHaveLength(2)
    expect(sent.map((request) => request.query.get('query')).sort()).toEqual([
      '*[_id in $ids]{_id,_type,_rev,title,year}',
      '*[_id in $ids]{_id,_type,_rev,title}',
    ])
    expect(sent.every((request) => request.query.get('tag') === 'preview.document-paths')).toBe(true)
  })

  it('stays live: a change is refetched, changes close together in one query', async () => {
    const client = lake.client()
    await client.createOrReplace({_id: 'live-1', _type: 'book', title: 'One'})
    await client.createOrReplace({_id: 'live-2', _type: 'book', title: 'Two'})
    const previews = store()
    const first = record(previews.observeFields('live-1', ['title']))
    const second = record(previews.observeFields('live-2', ['title']))
    await waitFor(() => first.values.length === 1 && second.values.length === 1, 'first values')
    const before = queries().length
    await client.patch('live-1').set({title: 'One, changed'}).commit()
    await client.patch('live-2').set({title: 'Two, changed'}).commit()
    await client.patch('live-1').set({title: 'One, changed again'}).commit()
    await waitFor(
      () =>
        first.values.at(-1)?.title === 'One, changed again' && second.values.at(-1)?.title === 'Two, changed',
      'the changes',
    )
    expect(queries().length - before).toBe(1)

    await client.delete('live-2')
    await waitFor(() => second.values.at(-1) === null, 'the deletion')
  })

  it('refreshes only while observed, and shares one fetch among observers', async () => {
    await lake.client().createOrReplace({_id: 'refreshed', _type: 'book', title: 'R'})
    const previews = store({refreshInterval: 200})
    const before = queries().length
    const a = record(previews.observeFields('refreshed', ['title']))
    const b = record(previews.observeFields('refreshed', ['title']))
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(a.values).toEqual(b.values)
    const whileObserved = queries().length - before
    expect(whileObserved).toBeGreaterThanOrEqual(3)
    a.subscription.unsubscribe()
    b.subscription.unsubscribe()
    const after = queries().length
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(queries().length).toBe(after)
  })

  it('follows references along paths, live', async () => {
    const client = lake.client()
    await client.createOrReplace({_id: 'author-ada', _type: 'author', name: 'Ada', born: 1815})
    await client.createOrReplace({_id: 'author-bob', _type: 'author', name: 'Bob'})
    await client.createOrReplace({
      _id: 'essay',
      _type: 'essay',
      title: 'On engines',
      author: {_type: 'reference', _ref: 'author-ada'},
      coauthors: [
        {_key: 'a', _type: 'reference', _ref: 'author-bob'},
        {_key: 'b', _type: 'reference', _ref: 'author-gone', _weak: true},
      ],
      meta: {tags: ['x'], note: 'n'},
    })
    const previews = store()
    const essay = record(
      previews.observePaths('essay', ['title', 'author.name', ['coauthors', 'name'], 'meta.note']),
    )
    await waitFor(() => essay.values.length > 0, 'the essay')
    expect(essay.values.at(-1)).toEqual({
      _id: 'essay',
      _type: 'essay',
      _rev: expect.any(String),
      title: 'On engines',
      author: {_id: 'author-ada', _type: 'author', _rev: expect.any(String), name: 'Ada'},
      coauthors: [{_id: 'author-bob', _type: 'author', _rev: expect.any(String), name: 'Bob'}, null],
      meta: {note: 'n'},
    })
    await client.patch('author-ada').set({name: 'Ada Lovelace'}).commit()
    await waitFor(
      () => (essay.values.at(-1)?.author as {name?: string})?.name === 'Ada Lovelace',
      'the new name',
    )
    expect(await firstValueFrom(previews.observePaths('nothing-here', ['title']))).toBeNull()
  })

  it('ends observations when disposed, also those started afterwards', async () => {
    const previews = store()
    let completed = false
    previews.observeFields('essay', ['title']).subscribe({complete: () => (completed = true)})
    previews.dispose()
    expect(completed).toBe(true)
    let late = false
    previews.observePaths('essay', ['title']).subscribe({complete: () => (late = true)})
    expect(late).toBe(true)
  })
})

describe('availability against a real lake', () => {
  it('tells readable, permission denied and not found apart, for draft and published separately', async () => {
    await lake.stop()
    lake = await startLake({
      roles: {
        drafter: {
          title: 'Drafter',
          grants: [{filter: '_type == "post" || _id in path("drafts.**")', permissions: ['read']}],
        },
      },
    })
    const admin = lake.client()
    await admin.createOrReplace({_id: 'post-1', _type: 'post', title: 'P'})
    await admin.createOrReplace({_id: 'memo', _type: 'memo', title: 'M'})
    await admin.createOrReplace({_id: 'drafts.memo', _type: 'memo', title: 'M2'})
    const previews = createPreviewStore({client: lake.client({token: lake.robotToken(['drafter'])})})
    cleanups.push(() => previews.dispose())

    expect(await previews.checkAvailability(['post-1', 'memo', 'nope', 'drafts.memo'])).toEqual([
      {available: true, reason: 'READABLE'},
      {available: false, reason: 'PERMISSION_DENIED'},
      {available: false, reason: 'NOT_FOUND'},
      {available: true, reason: 'READABLE'},
    ])
    expect(await firstValueFrom(previews.observeDocumentPairAvailability('memo'))).toEqual({
      draft: {available: true, reason: 'READABLE'},
      published: {available: false, reason: 'PERMISSION_DENIED'},
    })

    // Live: a document that appears becomes readable.
    const later = record(previews.observeDocumentAvailability('post-later'))
    await waitFor(() => later.values.length === 1, 'the first answer')
    expect(later.values).toEqual([{available: false, reason: 'NOT_FOUND'}])
    await admin.createOrReplace({_id: 'post-later', _type: 'post'})
    await waitFor(() => later.values.length === 2, 'the document appearing')
    expect(later.values[1]).toEqual({available: true, reason: 'READABLE'})
  })

  // On the lake of the test before, with its 'drafter' role.
  it('checks an unreadable document again every 30 minutes (here 200 ms): a hidden one sends no event', async () => {
    expect(AVAILABILITY_RECHECK_MS).toBe(1_800_000)
    const admin = lake.client()
    const previews = createPreviewStore({
      client: lake.client({token: lake.robotToken(['drafter'])}),
      availabilityRecheckMs: 200,
    })
    cleanups.push(() => previews.dispose())
    const hidden = record(previews.observeDocumentAvailability('memo-later'))
    await waitFor(() => hidden.values.length === 1, 'the first answer')
    expect(hidden.values).toEqual([{available: false, reason: 'NOT_FOUND'}])
    // A memo the drafter may not read: the listener stays silent, the next check tells.
    await admin.createOrReplace({_id: 'memo-later', _type: 'memo'})
    await waitFor(() => hidden.values.length === 2, 'the next check')
    expect(hidden.values[1]).toEqual({available: false, reason: 'PERMISSION_DENIED'})
  })

  it('keeps each request URL within the limit and combines checks made together', async () => {
    const recording = await recordingProxy(lake.lake)
    cleanups.push(() => recording.close())
    const previews = createPreviewStore({client: lake.client({url: recording.url})})
    cleanups.push(() => previews.dispose())
    const ids = Array.from({length: 400}, (_, i) => `long-id-${String(i).padStart(3, '0')}-${'x'.repeat(50)}`)
    await lake.client().createOrReplace({_id: ids[123], _type: 'post'})

    const [many, few] = await Promise.all([
      previews.checkAvailability(ids),
      previews.checkAvailability(['post-1', ids[5]]),
    ])
    const docRequests = recording.requests.filter((request) => request.path.includes('/data/doc/'))
    expect(docRequests.length).toBe(3)
    for (const request of docRequests) {
      expect((recording.url + request.target).length).toBeLessThanOrEqual(11164)
      expect(request.query.get('excludeContent')).toBe('true')
    }
    const asked = docRequests.flatMap((request) =>
      decodeURIComponent(request.path.split('/').pop()!).split(','),
    )
    expect(asked.sort()).toEqual([...new Set([...ids, 'post-1'])].sort())
    expect(many.filter((result) => result.available)).toHaveLength(1)
    expect(many[123]).toEqual({available: true, reason: 'READABLE'})
    expect(few).toEqual([
      {available: true, reason: 'READABLE'},
      {available: false, reason: 'NOT_FOUND'},
    ])
  })
})
