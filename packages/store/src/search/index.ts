export {buildSearchQuery, type BuiltSearchQuery, type SearchQuerySpec} from './build-search-query.js'
export {searchFieldsOf, type WeightedField} from './search-fields.js'
export {searchablePathsOf, type SearchablePathOptions} from './searchable-paths.js'
export {searchTerms} from './search-terms.js'
export {hasSearchTerms, parseSearchText, type SearchTerm} from './search-text.js'
export {
  ReferenceSearchError,
  searchReferences,
  type ReferenceSearchHit,
  type ReferenceSearchOptions,
} from './reference-search.js'
export {
  buildGlobalSearchQueries,
  canSearch,
  searchGlobally,
  type GlobalSearchOptions,
  type GlobalSearchPage,
  type GlobalSearchTerms,
  type SearchHit,
  type SearchStory,
} from './global-search.js'
export {getOrdering, SEARCH_ORDERINGS, type SearchOrdering} from './orderings.js'
export {
  createRecentSearchesStore,
  recentSearchesKey,
  type RecentSearch,
  type RecentSearchesScope,
  type RecentSearchesStore,
  type StoredRecentSearches,
} from './recent-searches.js'
export * from './filters/index.js'
export {
  CROSS_DATASET_SEARCH_API_VERSION,
  CROSS_DATASET_SEARCH_TAG,
  GLOBAL_SEARCH_SOURCE,
  GLOBAL_SEARCH_TAG,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_VERSION,
  REFERENCE_SEARCH_API_VERSION,
  REFERENCE_SEARCH_LIMIT,
  REFERENCE_SEARCH_TAG,
  SEARCH_DEBOUNCE_MS,
  SEARCH_FIELD_MAX_DEPTH,
  SEARCH_PAGE_SIZE,
  SEARCH_WEIGHTS,
} from './constants.js'
export {INVALID_REFERENCE_FILTER, REFERENCE_SEARCH_FAILED, SELECTION_NOT_IN_RESULTS} from './messages.js'
