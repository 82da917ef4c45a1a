import {firstValueFrom} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  buildGlobalSearchQueries,
  canSearch,
  deriveSearchFields,
  searchGlobally,
  type GlobalSearchOptions,
  type GlobalSearchTerms,
} from '../../src/index.js'
import {recordingProxy, startLake, type StartedLake} from '../support/lake.js'
import {globalSearchSchema as schema} from './search-schema.fixture.js'

const fields = deriveSearchFields(schema)
const fieldId = (path: string) => fields.find((field) => field.fieldPath === path)!.id
let lake: StartedLake

beforeAll(async () => {
  lake = await startLake()
  const tx = lake.client().transaction()
  tx.create({_id: 'author-ada', _type: 'author', name: 'Ada Lovelace', bio: 'Wrote about the engine'})
  tx.create({_id: 'author-grace', _type: 'author', name: 'Grace Hopper', secret: 'ada', internal: 'ada'})
  tx.create({
    _id: 'post-engine',
    _type: 'post',
    title: 'The analytical engine',
    kicker: 'By Ada',
    rating: 5,
    day: '2026-01-10',
    body: [{_type: 'block', _key: 'b1', children: [{_type: 'span', _key: 's1', text: 'A red lion roars'}]}],
    sections: [{_key: 'x', _type: 'section', heading: 'Punch cards'}],
  })
  tx.create({_id: 'post-lion', _type: 'post', title: 'Lion red', rating: 2, day: '2026-02-10'})
  tx.create({_id: 'drafts.post-lion', _type: 'post', title: 'Lion red (draft)', rating: 2, day: '2026-02-10'})
  await tx.commit()
})

afterAll(async () => {
  await lake?.stop()
})

const search = (
  terms: Partial<GlobalSearchTerms>,
  options: GlobalSearchOptions = {},
  client = lake.client(),
) => firstValueFrom(searchGlobally(client, schema, {query: '', types: [], ...terms}, {fields, ...options}))
const ids = async (terms: Partial<GlobalSearchTerms>, options?: GlobalSearchOptions) =>
  (await search(terms, options)).hits.map((hit) => hit.publishedId)

describe('global search against a lake', () => {
  it('finds across types, ranking the title above other fields, and skips hidden and weight-0 fields', async () => {
    expect(await ids({query: 'ada'})).toEqual(['author-ada', 'post-engine'])
  })

  it('finds through portable text, arrays of objects and phrases', async () => {
    expect(await ids({query: 'roars'})).toEqual(['post-engine'])
    expect(await ids({query: 'punch'})).toEqual(['post-engine'])
    // A phrase's words must follow each other: 'Lion red' is not "red lion".
    expect(await ids({query: '"red lion"'})).toEqual(['post-engine'])
    expect(await ids({query: '"lion red" draft'})).toEqual(['post-lion'])
  })

  it('collapses a draft and its published document into one hit', async () => {
    const {hits} = await search({query: 'lion', types: ['post']}, {ordering: 'updatedDesc'})
    expect(hits.filter((hit) => hit.publishedId === 'post-lion')).toHaveLength(1)
  })

  it('narrows by type and by filters', async () => {
    expect(await ids({query: 'ada', types: ['post']})).toEqual(['post-engine'])
    const day = {
      filterName: 'date',
      fieldId: fieldId('day'),
      operatorType: 'dateAfter',
      value: {date: '2026-02-01'},
    }
    expect(await ids({types: ['post'], filters: [day]})).toEqual(['post-lion'])
    const rating = {filterName: 'number', fieldId: fieldId('rating'), operatorType: 'numberGt', value: 3}
    expect(await ids({filters: [rating]})).toEqual(['post-engine'])
  })

  it('orders by a field without the score when asked', async () => {
    expect(await ids({types: ['post']}, {ordering: 'createdAsc'})).toEqual(['post-engine', 'post-lion'])
    const [built] = buildGlobalSearchQueries(schema, {query: 'ada', types: []}, {ordering: 'createdDesc'})
    expect(built.query).not.toContain('score(')
    expect(built.query).toContain('order(_createdAt desc)')
  })

  it('sends one query per group of types with the same fields, each matching and scoring its own fields', () => {
    const built = buildGlobalSearchQueries(schema, {query: 'ada', types: []})
    expect(built).toHaveLength(2)
    expect(built[0].query).toContain(
      '*[_type in ["author"] && (name match $__t0 || bio match $__t0 || _id match $__t0)]',
    )
    expect(built[0].query).toContain('score(boost(name match $__t0, 10), boost(bio match $__t0, 1)')
    expect(built[1].query).toContain('*[_type in ["post"] && (title match $__t0 || kicker match $__t0')
  })

  it('merges the queries by score', async () => {
    // 'engine' is the post's title (10) and in the author's bio (1).
    expect(await ids({query: 'engine'})).toEqual(['post-engine', 'author-ada'])
  })

  it('pages 1000 at a time: offset is 1000 times the page index', async () => {
    // Each query asks for every hit up to the end of the page; the merge cuts the page.
    const [built] = buildGlobalSearchQueries(schema, {query: '', types: ['post']}, {pageIndex: 2})
    expect(built.query).toContain('[0...3000]')
    const page = await search({types: ['post']}, {pageIndex: 1})
    expect(page).toEqual({hits: [], hasMore: false})
  })

  it('explains each hit in debug mode', async () => {
    const {hits} = await search({query: 'ada'}, {debug: true})
    expect(hits[0].stories).toEqual([
      {path: 'name', why: 'matched "ada*"', score: 10},
      {path: '_id', why: 'matched "ada*"', score: 1},
    ])
  })

  it("brings each hit's asked-for fields of the version it found, without other types' fields", async () => {
    const documentFields = {author: ['name', 'portrait', '_id'], post: ['title', 'rating']}
    const built = buildGlobalSearchQueries(schema, {query: 'lion', types: []}, {documentFields})
    // Each group projects its own types' fields (a system or query attribute only once).
    expect(built[0].query).toMatch(/\{_id, _type, _createdAt, _updatedAt, name, portrait, _score\}$/)
    expect(built[1].query).toMatch(/\{_id, _type, _createdAt, _updatedAt, title, rating, _score\}$/)

    const {hits} = await search({query: 'draft', types: ['post']}, {documentFields})
    // Only the draft matches: the hit is the draft's, with the draft's values.
    expect(hits.map((hit) => hit.document)).toEqual([
      {_id: 'drafts.post-lion', _type: 'post', title: 'Lion red (draft)', rating: 2},
    ])
    const authors = await search({query: 'ada', types: ['author']}, {documentFields})
    // A field the document lacks comes as null (as the live preview's projection gives it).
    expect(authors.hits[0].document).toEqual({
      _id: 'author-ada',
      _type: 'author',
      name: 'Ada Lovelace',
      portrait: null,
    })
    // Without documentFields, hits carry no document.
    expect((await search({query: 'ada'})).hits.every((hit) => hit.document === undefined)).toBe(true)
  })

  it('runs only with text, a filter or a type', () => {
    expect(canSearch({query: '  ', types: []})).toBe(false)
    expect(canSearch({query: 'a', types: []})).toBe(true)
    expect(canSearch({query: '', types: ['post']})).toBe(true)
    expect(canSearch({query: '', types: [], filters: [{filterName: 'x', operatorType: 'defined'}]})).toBe(
      true,
    )
  })

  it('sends the tag search.global and the comment tags', async () => {
    const proxy = await recordingProxy(lake.lake)
    try {
      await search({query: 'ada', types: ['post']}, {recentSearchIndex: 1}, lake.client({url: proxy.url}))
      const request = proxy.requests.find((candidate) => candidate.path.includes('/data/query/'))!
      expect(request.query.get('tag')).toBe('search.global')
      const query = request.query.get('query')!
      for (const comment of [
        '// findability-recent-search:1',
        '// findability-selected-types:1',
        '// findability-sort:relevance',
        '// findability-source:global',
        '// findability-filter-count:0',
      ])
        expect(query).toContain(comment)
    } finally {
      await proxy.close()
    }
  })
})
