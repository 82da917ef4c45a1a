import type {WorkspaceKernel} from '@tessera/store'
import {filter, firstValueFrom, type Observable, timeout} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  createDocumentListLoader,
  DOCUMENT_LIST_SEARCH_PARAM,
  orderClause,
  rowAt,
  searchFilter,
  searchPatternsOf,
  type DocumentListState,
} from '../../src/document-list/index.js'
import {startStructureLake, testSchema, type StructureTestLake} from '../support/workspace.js'

let lake: StructureTestLake
let kernel: WorkspaceKernel

/** The paths a post list would search if posts had a slug (the lake does not care about the schema). */
const FIELDS = ['title', 'slug.current', '_id']

beforeAll(async () => {
  lake = await startStructureLake()
  ;({kernel} = await lake.signIn('Ada Editor'))
  await lake.admin
    .transaction()
    .create({_id: 'post-guide', _type: 'post', title: 'Harbour guide'})
    .create({_id: 'post-night', _type: 'post', title: 'Harbour lights at night'})
    .create({_id: 'post-kettle', _type: 'post', title: 'Copper kettle'})
    .create({_id: 'drafts.post-kettle', _type: 'post', title: 'Copper kettle, polished'})
    .create({_id: 'post-panic', _type: 'post', title: 'Don’t panic, don\'t "quote" me'})
    .create({_id: 'post-release', _type: 'post', title: 'Release v1.2 notes'})
    .create({_id: 'post-hyphen', _type: 'post', title: 'Foo-bar baz'})
    .create({_id: 'post-zq81', _type: 'post'})
    .create({
      _id: 'post-sale',
      _type: 'post',
      title: 'Untitled thing',
      slug: {_type: 'slug', current: 'winter-sale'},
    })
    .create({_id: 'author-harbour', _type: 'author', name: 'Harbour master'})
    .commit()
})

afterAll(() => lake.stop())

/** The ids of the posts the lake's `match` keeps for these patterns (drafts perspective). */
async function matching(patterns: readonly string[]): Promise<string[]> {
  const query = `*[${searchFilter('_type == $type', FIELDS)}] | order(_id asc)._id`
  return kernel.client.fetch<string[]>(
    query,
    {type: 'post', [DOCUMENT_LIST_SEARCH_PARAM]: patterns},
    {perspective: 'drafts'},
  )
}

describe('GROQ match on the lake, as the list search uses it', () => {
  it('matches each word as a case-insensitive prefix of a token, never the middle of one', async () => {
    expect(await matching(['harb*'])).toEqual(['post-guide', 'post-night'])
    expect(await matching(['HARBOUR*'])).toEqual(['post-guide', 'post-night'])
    expect(await matching(['arbour*'])).toEqual([])
  })

  it('needs every word, in any of the fields', async () => {
    expect(await matching(['harbour*', 'nig*'])).toEqual(['post-night'])
    // 'untitled' in the title, 'winter' in the slug.
    expect(await matching(['untitled*', 'winter*'])).toEqual(['post-sale'])
    expect(await matching(['harbour*', 'kettle*'])).toEqual([])
  })

  it('cuts text at hyphens and punctuation but keeps inner dots and apostrophes', async () => {
    expect(await matching(['sale*'])).toEqual(['post-sale'])
    expect(await matching(['bar*'])).toEqual(['post-hyphen'])
    expect(await matching(['v1.2*'])).toEqual(['post-release'])
    expect(await matching(['quote*'])).toEqual(['post-panic'])
    expect(await matching(["don't*"])).toEqual(['post-panic'])
  })

  it('searches the id, and the draft’s text where there is a draft', async () => {
    expect(await matching(['zq8*'])).toEqual(['post-zq81'])
    expect(await matching(['polish*'])).toEqual(['post-kettle'])
  })

  it('neither fails nor throws on patterns full of GROQ and regular expression characters', async () => {
    for (const pattern of [
      '"',
      "'",
      '*',
      '\\',
      '"*',
      ')*',
      '[a-z]*',
      '.*',
      '$type*',
      '(?:x)*',
      '{1}*',
      '^$*',
    ])
      await expect(matching([pattern])).resolves.toBeInstanceOf(Array)
  })
})

describe('searchPatternsOf, against the lake', () => {
  it('turns typed text into prefixes that find what a user expects', async () => {
    expect(await matching(searchPatternsOf('Harb  nig'))).toEqual(['post-night'])
    expect(await matching(searchPatternsOf('"harbour" guide*'))).toEqual(['post-guide'])
    expect(await matching(searchPatternsOf('winter-sa'))).toEqual(['post-sale'])
    expect(await matching(searchPatternsOf("don't"))).toEqual(['post-panic'])
    expect(await matching(searchPatternsOf('release v1.'))).toEqual(['post-release'])
  })
})

/** The first state that satisfies `predicate` (within 10 s). */
function stateWhere(state$: Observable<DocumentListState>, predicate: (state: DocumentListState) => boolean) {
  return firstValueFrom(state$.pipe(filter(predicate), timeout(10_000)))
}

const idsOf = (state: DocumentListState) =>
  Array.from({length: state.count ?? 0}, (_, i) => rowAt(state, i)?.id)

describe('createDocumentListLoader with a search', () => {
  const post = testSchema.get('post')
  const loaderFor = (searchPatterns: readonly string[]) =>
    createDocumentListLoader({
      client: kernel.client,
      filter: '_type == $type',
      params: {type: 'post'},
      order: orderClause([{field: 'title', direction: 'asc'}], post),
      fields: ['title'],
      searchFields: FIELDS,
      searchPatterns,
      throttleMs: 50,
      rangeSettleMs: 0,
    })

  it('counts and pages only the matches, and starts over when the search changes', async () => {
    const loader = loaderFor(searchPatternsOf('harbour'))
    const seen: DocumentListState[] = []
    const subscription = loader.state$.subscribe((state) => seen.push(state))
    try {
      const searched = await stateWhere(loader.state$, (s) => s.count !== undefined && s.pages.has(0))
      expect(searched.count).toBe(2)
      expect(idsOf(searched)).toEqual(['post-guide', 'post-night'])

      seen.length = 0
      loader.setSearchPatterns(searchPatternsOf('copper'))
      const copper = await stateWhere(loader.state$, (s) => s.count === 1 && s.pages.has(0))
      expect(idsOf(copper)).toEqual(['post-kettle'])
      // No moment shows the old search's rows under the new one: it counts again from nothing.
      expect(seen[0]).toMatchObject({count: undefined})
      expect(seen.some((state) => state.count !== undefined && rowAt(state, 0)?.id === 'post-guide')).toBe(
        false,
      )

      loader.setSearchPatterns([])
      const all = await stateWhere(loader.state$, (s) => s.count === 8 && s.pages.has(0))
      expect(idsOf(all)).toContain('post-zq81')
    } finally {
      subscription.unsubscribe()
    }
  })

  it('shows a matching document another client creates, and not one that does not match', async () => {
    const loader = loaderFor(searchPatternsOf('harbour'))
    const subscription = loader.state$.subscribe()
    try {
      await stateWhere(loader.state$, (s) => s.count === 2 && s.pages.has(0))
      await lake.admin.create({_id: 'post-elsewhere', _type: 'post', title: 'Elsewhere entirely'})
      await lake.admin.create({_id: 'post-live', _type: 'post', title: 'Harbour at dawn'})
      const live = await stateWhere(loader.state$, (s) => s.count === 3 && rowAt(s, 0)?.id === 'post-live')
      expect(idsOf(live)).toEqual(['post-live', 'post-guide', 'post-night'])
    } finally {
      subscription.unsubscribe()
      await lake.admin.transaction().delete('post-elsewhere').delete('post-live').commit()
    }
  })
})
