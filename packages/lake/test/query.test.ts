import type {SanityClient} from '@sanity/client'
import {evaluate, parse} from 'groq-js'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {clientWithoutPerspective, recordingServer} from './helpers/clients.js'
import {startLake, type TestLake} from './helpers/start-lake.js'

let lake: TestLake
let client: SanityClient

const ref = (id: string, weak = false) => ({_type: 'reference', _ref: id, ...(weak ? {_weak: true} : {})})

beforeAll(async () => {
  lake = await startLake()
  client = lake.client
  const transaction = client
    .transaction()
    .create({_id: 'author-ann', _type: 'author', name: 'Ann'})
    .create({_id: 'author-bob', _type: 'author', name: 'Bob'})
    .create({_id: 'author-cy', _type: 'author', name: 'Cy'})
  for (let n = 1; n <= 8; n++) {
    const author = n % 3 === 0 ? 'author-bob' : 'author-ann'
    transaction.create({_id: `post-${n}`, _type: 'post', n, title: `Post ${n}`, author: ref(author, n === 8)})
  }
  await transaction
    .create({_id: 'drafts.post-1', _type: 'post', n: 1, title: 'Post 1 (draft)', author: ref('author-ann')})
    .create({_id: 'drafts.post-new', _type: 'post', n: 99, title: 'New post', author: ref('author-cy')})
    .create({_id: 'versions.r1.post-2', _type: 'post', n: 2, title: 'Post 2 (release)'})
    .commit()
  // An update moves a document within the lake's internal order; queries must not depend on that.
  await client.patch('post-3').set({title: 'Post 3 (edited)'}).commit()
})

afterAll(() => lake.stop())

/** What a query returns when evaluated over every document of the perspective, without any index. */
async function fullScan(
  query: string,
  params: Record<string, unknown>,
  perspective: 'raw' | 'published' | 'drafts',
) {
  const all = await client.fetch<{_id: string}[]>('*', {}, {perspective: 'raw'})
  const published = (doc: {_id: string}) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.')
  const ids = new Set(all.map((doc) => doc._id))
  const dataset =
    perspective === 'raw'
      ? all
      : perspective === 'published'
        ? all.filter(published)
        : // The drafts overlay: a draft under its published id, in the draft's place.
          all.flatMap((doc) =>
            doc._id.startsWith('drafts.')
              ? [{...doc, _id: doc._id.slice('drafts.'.length), _originalId: doc._id}]
              : published(doc) && !ids.has(`drafts.${doc._id}`)
                ? [doc]
                : [],
          )
  const result = await evaluate(parse(query, {params}), {dataset, params})
  return result.get()
}

describe('fetch', () => {
  test('passes parameters', async () => {
    expect(await client.fetch('*[_type == $t] | order(_id asc)._id', {t: 'author'})).toEqual([
      'author-ann',
      'author-bob',
      'author-cy',
    ])
    expect(await client.fetch('*[_id == $id][0].name', {id: 'author-bob'})).toBe('Bob')
    expect(await client.fetch('*[_id == $id][0]', {id: 'nobody'})).toBeNull()
  })

  test('short queries use GET, queries over the client GET limit use POST, with the same result', async () => {
    const recorder = await recordingServer(lake.lake)
    try {
      const recorded = lake.clientFor({perspective: 'published'}).withConfig({apiHost: recorder.url})
      const exclude = Array.from({length: 800}, (_, i) => `not-a-document-${i}`)
      const query = '*[_type == "post" && !(_id in $exclude)] | order(n asc).n'
      const short = await recorded.fetch(query, {exclude: []})
      const long = await recorded.fetch(query, {exclude})
      expect(JSON.stringify(exclude).length).toBeGreaterThan(11_264)
      expect(short).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
      expect(long).toEqual(short)
      expect(recorder.requests.map((r) => r.method)).toEqual(['GET', 'POST'])
      expect(recorder.requests[1].path).toBe('/v2025-02-19/data/query/test')
    } finally {
      await recorder.close()
    }
  })

  test('filterResponse false gives the {query, result, ms} body; returnQuery false drops the query', async () => {
    const response = await client.fetch('count(*[_type == $t])', {t: 'author'}, {filterResponse: false})
    expect(response).toEqual({query: 'count(*[_type == $t])', result: 3, ms: expect.any(Number)})
    expect(response.ms).toBeGreaterThanOrEqual(0)
    const withoutQuery = await client.fetch(
      'count(*[_type == "author"])',
      {},
      {filterResponse: false, returnQuery: false},
    )
    expect(withoutQuery).toEqual({result: 3, ms: expect.any(Number)})
  })
})

describe('perspectives', () => {
  test('raw shows every document, drafts and versions included', async () => {
    expect(
      await client.fetch('*[_type == "post" && n <= 2] | order(_id asc)._id', {}, {perspective: 'raw'}),
    ).toEqual(['drafts.post-1', 'post-1', 'post-2', 'versions.r1.post-2'])
  })

  test('published hides drafts and versions', async () => {
    const ids = await client.fetch<string[]>(
      '*[_type == "post"] | order(n asc)._id',
      {},
      {perspective: 'published'},
    )
    expect(ids).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6', 'post-7', 'post-8'])
    expect(await client.fetch('*[_id == "drafts.post-1"]', {}, {perspective: 'published'})).toEqual([])
  })

  test('drafts overlays drafts over published documents and reports _originalId', async () => {
    const post1 = await client.fetch('*[_id == "post-1"][0]', {}, {perspective: 'drafts'})
    expect(post1).toMatchObject({_id: 'post-1', _originalId: 'drafts.post-1', title: 'Post 1 (draft)'})
    const ids = await client.fetch<string[]>(
      '*[_type == "post"] | order(n asc)._id',
      {},
      {perspective: 'drafts'},
    )
    expect(ids).toEqual([
      'post-1',
      'post-2',
      'post-3',
      'post-4',
      'post-5',
      'post-6',
      'post-7',
      'post-8',
      'post-new',
    ])
    expect(await client.fetch('*[_id == "post-new"][0]._originalId', {}, {perspective: 'drafts'})).toBe(
      'drafts.post-new',
    )
    expect(await client.fetch('*[_id == "post-2"][0].title', {}, {perspective: 'drafts'})).toBe('Post 2')
  })

  test('the default perspective follows the API version', async () => {
    const query = 'count(*[_type == "post"])'
    expect(await clientWithoutPerspective(lake.url, '2021-10-21').fetch(query)).toBe(11)
    expect(await clientWithoutPerspective(lake.url, '1').fetch(query)).toBe(11)
    expect(await clientWithoutPerspective(lake.url, '2025-02-19').fetch(query)).toBe(8)
  })
})

describe('GROQ features', () => {
  test('order() and slices', async () => {
    const published = {perspective: 'published'} as const
    expect(await client.fetch('*[_type == "post"] | order(n desc)[0...3].n', {}, published)).toEqual([
      8, 7, 6,
    ])
    expect(await client.fetch('*[_type == "post"] | order(n desc)[1..2].n', {}, published)).toEqual([7, 6])
    expect(await client.fetch('*[_type == "post"] | order(n asc)[2].title', {}, published)).toBe(
      'Post 3 (edited)',
    )
    expect(await client.fetch('*[_type == "author"] | order(name desc)[0].name', {}, published)).toBe('Cy')
  })

  test('count()', async () => {
    expect(await client.fetch('count(*[_type == "post"])', {}, {perspective: 'published'})).toBe(8)
    expect(await client.fetch('count(*[_type == "post" && n > 4])', {}, {perspective: 'published'})).toBe(4)
    expect(await client.fetch('count(*[_type == "nothing"])')).toBe(0)
  })

  test('references($id) finds strong and weak referrers', async () => {
    const ids = await client.fetch(
      '*[references($id)] | order(_id asc)._id',
      {id: 'author-bob'},
      {perspective: 'published'},
    )
    expect(ids).toEqual(['post-3', 'post-6'])
    const ann = await client.fetch<string[]>(
      '*[references($id)]._id',
      {id: 'author-ann'},
      {perspective: 'raw'},
    )
    expect(ann.sort()).toEqual(['drafts.post-1', 'post-1', 'post-2', 'post-4', 'post-5', 'post-7', 'post-8'])
  })

  test('a subquery using ^ joins each author to their posts', async () => {
    const result = await client.fetch(
      '*[_type == "author"] | order(_id asc){name, "posts": *[_type == "post" && author._ref == ^._id] | order(n asc).n}',
      {},
      {perspective: 'published'},
    )
    expect(result).toEqual([
      {name: 'Ann', posts: [1, 2, 4, 5, 7, 8]},
      {name: 'Bob', posts: [3, 6]},
      {name: 'Cy', posts: []},
    ])
  })

  test('_id in [...] selects each listed document once and skips missing ones', async () => {
    expect(
      await client.fetch('*[_id in ["post-2", "post-1", "post-2", "missing"]] | order(_id asc)._id'),
    ).toEqual(['post-1', 'post-2'])
    expect(await client.fetch('count(*[_id in $ids])', {ids: ['post-1', 'post-1', 'post-1']})).toBe(1)
    expect(
      await client.fetch('*[_id in ["post-1", "drafts.post-1"]]._id', {}, {perspective: 'published'}),
    ).toEqual(['post-1'])
  })
})

describe('index narrowing matches a full scan', () => {
  const cases: {query: string; params?: Record<string, unknown>}[] = [
    {query: '*[_type == "post"]'},
    {query: '*["post" == _type && n > 3]'},
    {query: '*[_type == $t && author._ref == $a]', params: {t: 'post', a: 'author-ann'}},
    {query: '*[_id == "post-3"]'},
    {query: '*[_id == "drafts.post-1"]'},
    {query: '*[_id == "missing"]'},
    {query: '*[_id in ["post-1", "post-3", "post-3", "drafts.post-1", "missing"]]'},
    {query: '*[_id in $ids && n > 1]', params: {ids: ['post-1', 'post-2', 'post-3', 'post-2']}},
    {query: '*[references("author-ann")]'},
    {query: '*[references(["author-bob", "author-cy"])]'},
    {query: '*[references($id) && _type == "post" && n < 5]', params: {id: 'author-ann'}},
    {query: '*[_type == "post" && (_id == "post-2" || _id == "post-5")]'},
    {query: '*[_type == "author" || _id == "post-1"]'},
    {query: '*[(_type == "post") && !(_id in ["post-1"])]'},
    {query: '*[_type == "author"]{_id, "posts": *[_type == "post" && references(^._id)] | order(n asc)._id}'},
    {query: '*[_type == "post" && _id in path("drafts.**")]'},
    {query: '*[_type == "post"] | order(n desc)[0...4]'},
    {query: '*[_type == "post"] | order(lower(title) desc, _id)[2...6]{_id, _originalId, title}'},
    {query: 'count(*[_type == "post"])'},
    {query: '*[_id in ["post-1", "drafts.post-1", "post-new", "post-2"]] | order(n desc){_id, _originalId}'},
  ]

  for (const perspective of ['raw', 'published', 'drafts'] as const) {
    for (const {query, params = {}} of cases) {
      test(`${perspective}: ${query}`, async () => {
        // Sorted by id unless the query orders itself: unordered results have no promised order.
        const ordered = /order\(/.test(query.split('{')[0])
        const sortById = (value: unknown) =>
          Array.isArray(value) && !ordered
            ? [...(value as {_id: string}[])].sort((a, b) => a._id.localeCompare(b._id))
            : value
        const actual = await client.fetch(query, params, {perspective})
        expect(sortById(actual)).toEqual(sortById(await fullScan(query, params, perspective)))
      })
    }
  }

  test('results stay right after documents change', async () => {
    // Sorted orders are kept between queries of one dataset version: a write must not reuse them.
    const list = '*[_type == "post"] | order(n desc)[0...20]{_id, n}'
    for (const perspective of ['raw', 'drafts'] as const) await client.fetch(list, {}, {perspective})
    await client.create({_id: 'late-post', _type: 'post', n: 100, author: ref('author-cy')})
    await client
      .patch('post-4')
      .set({author: ref('author-cy')})
      .commit()
    await client.delete('post-7')
    try {
      for (const query of [
        '*[references("author-cy")]',
        '*[_type == "post"]',
        '*[_id in ["post-7", "late-post"]]',
      ]) {
        const actual = await client.fetch<{_id: string}[]>(query)
        const expected = (await fullScan(query, {}, 'raw')) as {_id: string}[]
        expect(actual.map((doc) => doc._id).sort()).toEqual(expected.map((doc) => doc._id).sort())
      }
      for (const perspective of ['raw', 'drafts'] as const) {
        expect(await client.fetch(list, {}, {perspective})).toEqual(await fullScan(list, {}, perspective))
      }
      expect(
        (await client.fetch<{_id: string}[]>('*[references("author-cy")]')).map((doc) => doc._id).sort(),
      ).toEqual(['drafts.post-new', 'late-post', 'post-4'])
    } finally {
      await client
        .transaction()
        .delete('late-post')
        .patch('post-4', (patch) => patch.set({author: ref('author-ann')}))
        .createOrReplace({_id: 'post-7', _type: 'post', n: 7, title: 'Post 7', author: ref('author-ann')})
        .commit()
    }
  })
})
