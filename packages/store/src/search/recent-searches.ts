import {getDocumentTypeNames} from '@tessera/schema'
import type {Schema} from '@tessera/types'
import {map, type Observable} from 'rxjs'
import type {KeyValueStore} from '../settings/key-value-store.js'
import {RECENT_SEARCHES_MAX, RECENT_SEARCHES_VERSION} from './constants.js'
import {isFilterValid} from './filters/compile-filters.js'
import type {SearchFieldDefinition} from './filters/field-definitions.js'
import type {SearchFilter} from './filters/types.js'

/** One remembered search (spec 000 §3 'Recent search record'). */
export interface RecentSearch {
  /** ISO time it was saved. */
  created: string
  filters: SearchFilter[]
  terms: {query: string; typeNames: string[]}
}

/** What is kept in storage: a version and the searches, newest first. */
export interface StoredRecentSearches {
  version: number
  recentSearches: RecentSearch[]
}

export interface RecentSearchesScope {
  projectId: string
  dataset: string
  userId: string
}

export interface RecentSearchesStore {
  /** The searches, newest first, pruned against the current schema and filters. */
  recentSearches$: Observable<RecentSearch[]>
  /** Reads them now (pruning and rewriting the store when something was dropped). */
  get(): RecentSearch[]
  /** Saves a search at the top (duplicates removed, at most 5 kept). Returns the new list. */
  add(search: Omit<RecentSearch, 'created'>, now?: Date): RecentSearch[]
  /** Removes the one at `index`; an index outside the list is ignored. */
  remove(index: number): RecentSearch[]
  removeAll(): RecentSearch[]
}

/** spec 000 §3: the local-storage key is built from the project, dataset and user id. */
export function recentSearchesKey(scope: RecentSearchesScope): string {
  return `search::recent::${scope.projectId}::${scope.dataset}::${scope.userId}`
}

/**
 * spec 000 §5 'Recent searches': available only when dataset, project, storage and user exist.
 * Returns undefined otherwise.
 */
export function createRecentSearchesStore(
  settings: KeyValueStore | undefined,
  scope: Partial<RecentSearchesScope>,
  schema: Schema,
  fields: readonly SearchFieldDefinition[],
): RecentSearchesStore | undefined {
  if (!settings || !scope.projectId || !scope.dataset || !scope.userId) return undefined
  const key = recentSearchesKey(scope as RecentSearchesScope)
  const typeNames = new Set(getDocumentTypeNames(schema))
  const empty: StoredRecentSearches = {version: RECENT_SEARCHES_VERSION, recentSearches: []}

  const usable = (search: RecentSearch) =>
    search.terms.typeNames.every((name) => typeNames.has(name)) &&
    search.filters.every((filter) => isFilterValid(filter, fields))

  /** spec 000 §5: another version resets to empty; unusable entries are dropped and the store rewritten. */
  const prune = (stored: unknown): {searches: RecentSearch[]; changed: boolean} => {
    const value = stored as Partial<StoredRecentSearches> | null
    if (!value || value.version !== RECENT_SEARCHES_VERSION || !Array.isArray(value.recentSearches))
      return {searches: [], changed: stored !== null && !isEqual(stored, empty)}
    const valid = value.recentSearches.filter((search) => isRecord(search) && usable(search))
    return {searches: valid, changed: valid.length !== value.recentSearches.length}
  }

  const write = (searches: RecentSearch[]) => {
    settings.setKey<StoredRecentSearches>(key, {version: RECENT_SEARCHES_VERSION, recentSearches: searches})
    return searches
  }

  const get = (): RecentSearch[] => {
    let current: unknown = null
    settings
      .getKey<unknown>(key, null)
      .subscribe((value) => (current = value))
      .unsubscribe()
    const {searches, changed} = prune(current)
    return changed ? write(searches) : searches
  }

  return {
    recentSearches$: settings.getKey<unknown>(key, null).pipe(map((stored) => prune(stored).searches)),
    get,
    add(search, now = new Date()) {
      // spec 000 §5: stored only with filters still valid; query text trimmed.
      const entry: RecentSearch = {
        created: now.toISOString(),
        filters: search.filters.filter((filter) => isFilterValid(filter, fields)),
        terms: {query: search.terms.query.trim(), typeNames: [...search.terms.typeNames]},
      }
      const same = (other: RecentSearch) => isEqual({...other, created: ''}, {...entry, created: ''})
      const rest = get().filter((other) => !same(other))
      return write([entry, ...rest].slice(0, RECENT_SEARCHES_MAX))
    },
    remove(index) {
      const current = get()
      if (!Number.isInteger(index) || index < 0 || index >= current.length) return current
      return write(current.filter((_, at) => at !== index))
    },
    removeAll: () => write([]),
  }
}

/**
 * Stored values are JSON, so equal content gives equal canonical text (keys sorted). Not lodash's
 * `isEqual`: a filter whose value was cleared holds `value: undefined`, which its stored copy lacks.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
}

function isEqual(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b)
}

function isRecord(search: unknown): search is RecentSearch {
  const value = search as Partial<RecentSearch> | null
  return (
    typeof value?.created === 'string' &&
    Array.isArray(value.filters) &&
    typeof value.terms?.query === 'string' &&
    Array.isArray(value.terms.typeNames)
  )
}
