import {describe, expect, it} from 'vitest'
import {
  createKeyValueStore,
  createMemoryStorage,
  createRecentSearchesStore,
  deriveSearchFields,
  recentSearchesKey,
  type SearchFilter,
} from '../../src/index.js'
import {globalSearchSchema as schema} from './search-schema.fixture.js'

const fields = deriveSearchFields(schema)
const scope = {projectId: 'p1', dataset: 'blog', userId: 'u1'}
const rating = fields.find((field) => field.fieldPath === 'rating')!
const ratingOver = (value: unknown): SearchFilter => ({
  filterName: 'number',
  fieldId: rating.id,
  operatorType: 'numberGt',
  value,
})

function setup() {
  const storage = createMemoryStorage()
  const settings = createKeyValueStore({storage})
  const store = createRecentSearchesStore(settings, scope, schema, fields)!
  const stored = () => JSON.parse(storage.getItem(recentSearchesKey(scope)) ?? 'null')
  return {storage, settings, store, stored}
}
const search = (query: string, typeNames: string[] = [], filters: SearchFilter[] = []) => ({
  terms: {query, typeNames},
  filters,
})

describe('recent searches', () => {
  it('is stored at version 2 under a key of project, dataset and user, newest first, trimmed', () => {
    const {store, stored} = setup()
    expect(recentSearchesKey(scope)).toBe('search::recent::p1::blog::u1')
    store.add(search('  ada  '), new Date('2026-01-01T00:00:00Z'))
    store.add(search('grace', ['author']), new Date('2026-01-02T00:00:00Z'))
    expect(stored()).toEqual({
      version: 2,
      recentSearches: [
        {created: '2026-01-02T00:00:00.000Z', filters: [], terms: {query: 'grace', typeNames: ['author']}},
        {created: '2026-01-01T00:00:00.000Z', filters: [], terms: {query: 'ada', typeNames: []}},
      ],
    })
  })

  it('keeps at most 5, removes duplicates before adding, and drops invalid filters when storing', () => {
    const {store} = setup()
    for (const query of ['a', 'b', 'c', 'd', 'e', 'f']) store.add(search(query))
    expect(store.get().map((entry) => entry.terms.query)).toEqual(['f', 'e', 'd', 'c', 'b'])
    store.add(search('c '))
    expect(store.get().map((entry) => entry.terms.query)).toEqual(['c', 'f', 'e', 'd', 'b'])
    store.add(search('x', [], [ratingOver(3), ratingOver(null)]))
    expect(store.get()[0].filters).toEqual([ratingOver(3)])
  })

  it('removes one by index, ignores an index outside the list, and removes all', () => {
    const {store} = setup()
    store.add(search('a'))
    store.add(search('b'))
    expect(store.remove(5).map((entry) => entry.terms.query)).toEqual(['b', 'a'])
    expect(store.remove(-1)).toHaveLength(2)
    expect(store.remove(0).map((entry) => entry.terms.query)).toEqual(['a'])
    expect(store.removeAll()).toEqual([])
  })

  it('drops entries of unknown types or with invalid filters on reading and rewrites the store', () => {
    const {storage, store, stored} = setup()
    const entry = (query: string, typeNames: string[], filters: SearchFilter[] = []) => ({
      created: '2026-01-01T00:00:00.000Z',
      filters,
      terms: {query, typeNames},
    })
    storage.setItem(
      recentSearchesKey(scope),
      JSON.stringify({
        version: 2,
        recentSearches: [
          entry('kept', ['post']),
          entry('gone type', ['recipe']),
          entry('bad filter', [], [ratingOver('x')]),
          entry('gone field', [], [{...ratingOver(2), fieldId: 'number-old-number-post'}]),
          {nonsense: true},
        ],
      }),
    )
    expect(store.get().map((search) => search.terms.query)).toEqual(['kept'])
    expect(stored().recentSearches).toHaveLength(1)
  })

  it('resets a store of another version to empty', () => {
    const {storage, store, stored} = setup()
    storage.setItem(
      recentSearchesKey(scope),
      JSON.stringify({version: 1, recentSearches: [{terms: {query: 'a'}}]}),
    )
    expect(store.get()).toEqual([])
    expect(stored()).toEqual({version: 2, recentSearches: []})
  })

  it('streams the list as it changes', () => {
    const {store} = setup()
    const seen: string[][] = []
    const subscription = store.recentSearches$.subscribe((list) =>
      seen.push(list.map((entry) => entry.terms.query)),
    )
    store.add(search('a'))
    store.add(search('b'))
    subscription.unsubscribe()
    expect(seen).toEqual([[], ['a'], ['b', 'a']])
  })

  it('is unavailable without project, dataset, user or storage', () => {
    const settings = createKeyValueStore({storage: createMemoryStorage()})
    expect(createRecentSearchesStore(settings, {...scope, userId: ''}, schema, fields)).toBeUndefined()
    expect(
      createRecentSearchesStore(settings, {...scope, dataset: undefined}, schema, fields),
    ).toBeUndefined()
    expect(createRecentSearchesStore(undefined, scope, schema, fields)).toBeUndefined()
  })
})
