import {compileSchema} from '@tessera/schema'
import {firstValueFrom} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  buildSearchQuery,
  INVALID_REFERENCE_FILTER,
  REFERENCE_SEARCH_LIMIT,
  ReferenceSearchError,
  searchFieldsOf,
  searchReferences,
  searchTerms,
} from '../../src/index.js'
import {recordingProxy, startLake, type StartedLake} from '../support/lake.js'

const schema = compileSchema({
  name: 'search',
  types: [
    {
      name: 'author',
      type: 'document',
      fields: [
        {name: 'name', type: 'string'},
        {name: 'email', type: 'email'},
        {name: 'role', type: 'string'},
      ],
      preview: {select: {title: 'name', subtitle: 'email'}},
    },
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'slug', type: 'slug'},
        {name: 'author', type: 'reference', to: [{type: 'author'}]},
      ],
      preview: {select: {title: 'title', subtitle: 'author.name', description: 'slug'}},
    },
    {name: 'category', type: 'document', fields: [{name: 'title', type: 'string'}]},
  ],
})

let lake: StartedLake

beforeAll(async () => {
  lake = await startLake()
  const tx = lake.client().transaction()
  tx.create({
    _id: 'author-ada',
    _type: 'author',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'staff',
  })
  tx.create({
    _id: 'author-grace',
    _type: 'author',
    name: 'Grace Hopper',
    email: 'grace@navy.mil',
    role: 'guest',
  })
  tx.create({
    _id: 'author-adam',
    _type: 'author',
    name: 'Adam Smith',
    email: 'adam@example.com',
    role: 'staff',
  })
  // Only a draft: found too, with its status.
  tx.create({_id: 'drafts.author-alan', _type: 'author', name: 'Alan Turing', role: 'staff'})
  // Published, with a draft whose name changed: one hit, both versions.
  tx.create({_id: 'author-linus', _type: 'author', name: 'Linus Torvalds', role: 'staff'})
  tx.create({_id: 'drafts.author-linus', _type: 'author', name: 'Linus B. Torvalds', role: 'staff'})
  // Someone whose email (subtitle) mentions ada, but not the name: ranked below the names.
  tx.create({
    _id: 'author-bob',
    _type: 'author',
    name: 'Bob Jones',
    email: 'ada.fan@example.com',
    role: 'staff',
  })
  tx.create({_id: 'category-news', _type: 'category', title: 'News'})
  await tx.commit()
  // Another dataset of the same lake, for cross-dataset references.
  await lake
    .client()
    .withConfig({dataset: 'shop'})
    .create({_id: 'product-lamp', _type: 'product', label: 'Ada lamp', sku: 'L-1'})
})

afterAll(async () => {
  await lake?.stop()
})

const search = (options: Parameters<typeof searchReferences>[2], client = lake.client()) =>
  firstValueFrom(searchReferences(client, schema, options))

describe('search terms and fields', () => {
  it('makes every word a prefix term, without duplicates or punctuation-only words', () => {
    expect(searchTerms('  Ada  lov ada - ')).toEqual(['ada*', 'lov*'])
    expect(searchTerms('"grace" hop*')).toEqual(['grace*', 'hop*'])
    expect(searchTerms('')).toEqual([])
  })

  it('weighs preview title, subtitle and description fields of the document itself, then the id', () => {
    expect(searchFieldsOf(schema.get('author')!)).toEqual([
      {path: 'name', weight: 10},
      {path: 'email', weight: 5},
      {path: '_id', weight: 1},
    ])
    // The subtitle goes through a reference (left out); a slug is searched by its current value.
    expect(searchFieldsOf(schema.get('post')!)).toEqual([
      {path: 'title', weight: 10},
      {path: 'slug.current', weight: 1.5},
      {path: '_id', weight: 1},
    ])
  })

  it('builds one scored, paged query with literal types and its own parameter names', () => {
    const built = buildSearchQuery({
      types: [
        {
          name: 'author',
          fields: [
            {path: 'name', weight: 10},
            {path: '_id', weight: 1},
          ],
        },
      ],
      text: 'ada lo',
      filter: 'role == $role',
      params: {role: 'staff'},
      offset: 20,
      limit: 10,
    })
    expect(built.query).toBe(
      '*[_type in ["author"] && (name match $__t0 || _id match $__t0) && (name match $__t1 || _id match $__t1) && (role == $role)]' +
        ' | score(boost(name match $__t0, 10), boost(_id match $__t0, 1), boost(name match $__t1, 10), boost(_id match $__t1, 1))' +
        ' | order(_score desc, _updatedAt desc) [20...30] {_id, _type, _score}',
    )
    expect(built.params).toEqual({role: 'staff', __t0: 'ada*', __t1: 'lo*'})
    expect(() =>
      buildSearchQuery({types: [{name: 'a', fields: []}], text: '', params: {__t0: 'x'}, limit: 1}),
    ).toThrow(/may not start with "__"/)
  })
})

describe('reference search against a lake', () => {
  it('finds by prefix in the title and ranks title matches above subtitle matches', async () => {
    const hits = await search({types: ['author'], text: 'ada'})
    expect(hits.map((hit) => hit.id)).toEqual(['author-ada', 'author-adam', 'author-bob'])
  })

  it('requires every word', async () => {
    const hits = await search({types: ['author'], text: 'ada love'})
    expect(hits.map((hit) => hit.id)).toEqual(['author-ada'])
  })

  it('finds documents by their id', async () => {
    const hits = await search({types: ['author'], text: 'grace'})
    expect(hits.map((hit) => hit.id)).toEqual(['author-grace'])
    const byId = await search({types: ['category'], text: 'category-news'})
    expect(byId).toEqual([{id: 'category-news', type: 'category', draft: false, published: true}])
  })

  it('collapses drafts to their published id and reports which versions exist', async () => {
    expect(await search({types: ['author'], text: 'alan'})).toEqual([
      {id: 'author-alan', type: 'author', draft: true, published: false},
    ])
    expect(await search({types: ['author'], text: 'torvalds'})).toEqual([
      {id: 'author-linus', type: 'author', draft: true, published: true},
    ])
  })

  it('honours a filter with parameters', async () => {
    const hits = await search({types: ['author'], text: '', filter: 'role == $role', params: {role: 'guest'}})
    expect(hits.map((hit) => hit.id)).toEqual(['author-grace'])
  })

  it('searches only the allowed types', async () => {
    const hits = await search({types: ['category'], text: 'a'})
    expect(hits).toEqual([])
  })

  it('cuts results at the limit, 100 by default', async () => {
    expect(REFERENCE_SEARCH_LIMIT).toBe(100)
    const hits = await search({types: ['author'], text: '', limit: 2})
    expect(hits).toHaveLength(2)
  })

  it('says the custom filter is invalid when the lake cannot parse it', async () => {
    const error = await search({types: ['author'], text: 'ada', filter: 'role == == ('}).catch((err) => err)
    expect(error).toBeInstanceOf(ReferenceSearchError)
    expect(error.message).toBe(INVALID_REFERENCE_FILTER)
    expect(error.invalidFilter).toBe(true)
  })

  it('brings the asked-for fields of the newest version with each hit, in the same request as the status', async () => {
    const [linus] = await search({types: ['author'], text: 'torvalds', fields: ['name', 'email', 'bad name']})
    expect(linus?.document).toEqual({_id: 'drafts.author-linus', name: 'Linus B. Torvalds', email: null})
    const [ada] = await search({types: ['author'], text: 'lovelace', fields: ['name']})
    expect(ada?.document).toEqual({_id: 'author-ada', name: 'Ada Lovelace'})
  })

  it('searches another dataset by the paths its types preview, tagged as a cross-dataset search', async () => {
    // The other dataset's types are known only by a cross-dataset reference's `to`.
    const product = {
      name: 'product',
      jsonType: 'object' as const,
      fields: [],
      preview: {select: {title: 'label'}},
    }
    const targets = {get: (name: string) => (name === 'product' ? product : undefined)}
    const proxy = await recordingProxy(lake.lake)
    try {
      const client = lake.client({url: proxy.url})
      const hits = await firstValueFrom(
        searchReferences(client, targets, {
          types: ['product'],
          text: 'ada',
          dataset: 'shop',
          fields: ['label'],
        }),
      )
      expect(hits).toEqual([
        {
          id: 'product-lamp',
          type: 'product',
          draft: false,
          published: true,
          document: {_id: 'product-lamp', label: 'Ada lamp'},
        },
      ])
      const queries = proxy.requests.filter((request) => request.path.includes('/data/query/'))
      expect(queries.length).toBe(2)
      for (const request of queries) {
        expect(request.path).toContain('/v2023-11-13/data/query/shop')
        expect(request.query.get('tag')).toBe('search.cross-dataset-reference')
      }
      // The same words find nothing of it in this dataset.
      expect(await search({types: ['author'], text: 'lamp'})).toEqual([])
    } finally {
      await proxy.close()
    }
  })

  it('sends the spec tag and API version', async () => {
    const proxy = await recordingProxy(lake.lake)
    try {
      await search({types: ['author'], text: 'ada'}, lake.client({url: proxy.url}))
      const queries = proxy.requests.filter((request) => request.path.includes('/data/query/'))
      expect(queries.length).toBeGreaterThan(0)
      for (const request of queries) {
        expect(request.path).toContain('/v2021-03-25/')
        expect(request.query.get('tag')).toBe('search.reference')
      }
    } finally {
      await proxy.close()
    }
  })
})
