import type {SanityClient} from '@sanity/client'
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest'
import {runQuery} from '../src/query/run-query.js'
import {PENDING_LIMIT} from '../src/search-index/sqlite-search-index.js'
import type {Perspective} from '../src/query/perspective.js'
import {createRandom, randomDocument, randomQuery, VOCABULARY, type Random} from './helpers/search-corpus.js'
import {DATASET, lakeClient, startLake, type TestLake} from './helpers/start-lake.js'

/**
 * The search index narrows `match` and `text::query()` to candidates; the answers must be exactly
 * those of a scan. Queries go through an unmodified @sanity/client; the scan is the same query run
 * by the lake's evaluator without the index.
 */

const ROLES = {
  postReader: {title: 'Post reader', grants: [{filter: '_type == "post"', permissions: ['read']}]},
}

let lake: TestLake
const PERSPECTIVES: Perspective[] = ['raw', 'published', 'drafts']

beforeAll(async () => {
  lake = await startLake({config: {roles: ROLES as never}})
})

afterAll(() => lake.stop())

function scan(query: string, params: Record<string, unknown>, perspective: Perspective): unknown {
  return runQuery(lake.lake.kernel.dataset(DATASET), {query, params, perspective})
}

/** Creates, replaces, patches and deletes random documents (drafts among them) in one transaction. */
async function randomWrites(client: SanityClient, random: Random, ids: string[], count: number) {
  const transaction = client.transaction()
  const existing = new Set(await client.fetch<string[]>('*._id', {}, {perspective: 'raw'}))
  for (let i = 0; i < count; i++) {
    const id = random.pick(ids)
    const kind = random.int(5)
    if (kind === 0) {
      transaction.delete(id)
      existing.delete(id)
    } else if (kind === 1 && existing.has(id)) {
      transaction.patch(id, (patch) => patch.set({title: random.pick(VOCABULARY)}))
    } else {
      transaction.createOrReplace(randomDocument(random, id))
      existing.add(id)
    }
  }
  await transaction.commit({visibility: 'sync'})
}

async function fetchAs(client: SanityClient, query: string, params: Record<string, unknown>) {
  return client.fetch(query, params)
}

describe('search index', () => {
  test('match and text::query() give what a scan gives, results and order, over random corpora and writes', async () => {
    const random = createRandom(17)
    const ids = Array.from({length: 150}, (_, n) => (n % 5 === 0 ? `drafts.doc-${n - 1}` : `doc-${n}`))
    const clients = Object.fromEntries(PERSPECTIVES.map((p) => [p, lake.clientFor({perspective: p})]))
    const lookups = vi.spyOn(lake.lake.kernel.search!, 'candidates')
    await randomWrites(clients.raw, random, ids, 300)
    let compared = 0
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 80; i++) {
        const {query, params} = randomQuery(random)
        const perspective = random.pick(PERSPECTIVES)
        const actual = await fetchAs(clients[perspective], query, params)
        expect({query, params, perspective, result: actual}).toEqual({
          query,
          params,
          perspective,
          result: scan(query, params, perspective),
        })
        compared++
      }
      await randomWrites(clients.raw, random, ids, 40)
    }
    expect(compared).toBe(640)
    // The index answered most of them (the rest have nothing it can narrow by: `!`, `pt::text`, `*x`).
    expect(lookups.mock.calls.length).toBeGreaterThan(300)
    lookups.mockRestore()
  })

  test('the candidates it finds: documents with the word in that field, or with a token of that prefix, and those not yet taken in', async () => {
    const client = lake.clientFor({dataset: 'exact'})
    await client
      .transaction()
      .create({_id: 'one', _type: 'post', title: 'Lantern', body: 'stone'})
      .create({_id: 'two', _type: 'post', title: 'stone', body: 'lantern lanterns'})
      .create({_id: 'three', _type: 'post', title: 'LANTERNS of e.g. Straße'})
      .commit()
    const search = lake.lake.kernel.search!
    const find = (token: string, prefix: boolean, fields?: string[]) =>
      search.candidates('exact', {kind: 'token', token, prefix, fields}, 1000)!.sort()
    // Just written, they are pending: candidates for any search until the index takes them in.
    expect(find('NOWHERE', false)).toEqual(['one', 'three', 'two'])
    const fillers = client.transaction()
    for (let n = 0; n < PENDING_LIMIT; n++) fillers.create({_id: `filler-${n}`, _type: 'filler'})
    await fillers.commit()
    expect(find('NOWHERE', false)).toEqual([])
    expect(find('LANTERN', false)).toEqual(['one', 'two'])
    expect(find('LANTERN', false, ['title'])).toEqual(['one'])
    // Prefixes are looked up under any attribute (still a superset: the filter checks the field).
    expect(find('LANTERN', true, ['title'])).toEqual(['one', 'three', 'two'])
    expect(find('LANTERNS', false, ['title'])).toEqual(['three'])
    expect(find('EG', false, ['title'])).toEqual(['three'])
    expect(find('STRASSE', false)).toEqual([])
    expect(find('STRAßE', false)).toEqual(['three'])
    expect(search.candidates('never-written', {kind: 'token', token: 'X', prefix: true}, 10)).toEqual([])
    // More than the caller's limit: no candidates (the query scans instead), with the same answer.
    expect(search.candidates('exact', {kind: 'token', token: 'FILL', prefix: true}, 10)).toBeUndefined()
    expect(await client.fetch('count(*[_id match "fill*"])')).toBe(PENDING_LIMIT)
    expect(await client.fetch('*[title match "lantern*"] | order(_id) ._id')).toEqual(['one', 'three'])
  })

  test('a row number freed by a deletion and taken by a new document finds the new document', async () => {
    // The index numbers documents (FTS5 rows) and the lake keeps the numbers' ids it has read; SQLite
    // gives a new document the highest number again once that number's document is gone.
    const client = lake.clientFor({dataset: 'renumbered'})
    const search = lake.lake.kernel.search!
    const find = (token: string) =>
      search.candidates('renumbered', {kind: 'token', token, prefix: false}, 1000)!.sort()
    const fillers = (from: number, count: number) =>
      Array.from({length: count}, (_, n) => ({_id: `filler-${from + n}`, _type: 'filler', n: from + n}))
    // Taken in as one batch, in id order: `zz-old` gets the highest number.
    const first = client.transaction()
    for (const filler of fillers(0, PENDING_LIMIT)) first.createOrReplace(filler)
    await first.create({_id: 'zz-old', _type: 'post', title: 'alpha'}).commit()
    expect(find('ALPHA')).toEqual(['zz-old'])
    const second = client.transaction()
    for (const filler of fillers(0, PENDING_LIMIT)) second.createOrReplace({...filler, n: -1})
    await second.delete('zz-old').commit()
    expect(find('ALPHA')).toEqual([])
    const third = client.transaction()
    for (const filler of fillers(0, PENDING_LIMIT)) third.createOrReplace(filler)
    await third.create({_id: 'new', _type: 'post', title: 'beta'}).commit()
    expect(find('BETA')).toEqual(['new'])
    expect(find('ALPHA')).toEqual([])
    expect(await client.fetch('*[title match "beta"]._id')).toEqual(['new'])
  })

  test('a type with more documents than the search finds of it: its documents the index found, as a scan answers', async () => {
    const client = lake.clientFor({dataset: 'intersect'})
    const transaction = client.transaction()
    // 70 notes (more than a search narrows by type alone) and 130 documents with `common`: too
    // few of them notes for the type's documents to be the smaller set, few enough for the index.
    for (let n = 0; n < 200; n++)
      transaction.create({_id: `post-${n}`, _type: 'post', title: n < 120 ? `common p${n}` : `other p${n}`})
    for (let n = 0; n < 70; n++)
      transaction.create({
        _id: `note-${n}`,
        _type: 'note',
        title: n % 7 === 0 ? `common n${n}` : `other n${n}`,
      })
    for (let n = 0; n < 70; n += 9)
      transaction.create({
        _id: `drafts.note-${n}`,
        _type: 'note',
        title: n % 2 ? `common draft ${n}` : 'other',
      })
    await transaction.commit()
    const search = lake.lake.kernel.search!
    await search.indexed()
    const lookups = vi.spyOn(search, 'candidates')
    const queries = [
      '*[_type == "note" && title match $q] | order(_id) ._id',
      'count(*[_type == "note" && title match $q])',
      '*[_type in ["note"] && (title match $q || _id match $q)] | score(boost(title match $q, 10), boost(_id match $q, 1)) | order(_score desc, _id) [0...5] {_id, _score}',
    ]
    for (const perspective of PERSPECTIVES) {
      const reader = lake.clientFor({dataset: 'intersect', perspective})
      for (const query of queries) {
        for (const q of ['comm*', 'common', 'draft', 'n3*']) {
          const expected = runQuery(lake.lake.kernel.dataset('intersect'), {query, params: {q}, perspective})
          expect({query, q, perspective, found: await reader.fetch(query, {q})}).toEqual({
            query,
            q,
            perspective,
            found: expected,
          })
        }
      }
    }
    expect(lookups).toHaveBeenCalled()
    lookups.mockRestore()
  })

  test('grants: a caller finds only the documents they may read, ranked as among those alone', async () => {
    const admin = lake.clientFor({dataset: 'granted'})
    await admin
      .transaction()
      .create({_id: 'p1', _type: 'post', title: 'harbor light'})
      .create({_id: 's1', _type: 'secret', title: 'harbor light harbor'})
      .create({_id: 'p2', _type: 'post', title: 'harbor harbor harbor'})
      .create({_id: 'drafts.p1', _type: 'secret', title: 'harbor draft'})
      .commit()
    const {token} = lake.lake.kernel.tokens.createRobotToken({roles: ['postReader'], label: 'reader'})
    const reader = (perspective: Perspective) =>
      lakeClient(lake.url, {token, dataset: 'granted', perspective})
    const ranked =
      '*[[@, _id] match text::query("harbor")] | score([@, _id] match text::query("harbor")) | order(_score desc) {_id, _score}'
    expect(await reader('raw').fetch(ranked)).toEqual([
      {_id: 'p2', _score: 3},
      {_id: 'p1', _score: 1},
    ])
    // The unreadable draft does not stand in for p1 in the drafts perspective.
    expect(await reader('drafts').fetch('*[title match "harb*"] | order(_id) {_id, title}')).toEqual([
      {_id: 'p1', title: 'harbor light'},
      {_id: 'p2', title: 'harbor harbor harbor'},
    ])
    expect(await admin.fetch('*[title match "harbor"] | order(_id) ._id')).toEqual([
      'drafts.p1',
      'p1',
      'p2',
      's1',
    ])
  })
})
