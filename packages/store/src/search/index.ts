export {buildSearchQuery, type BuiltSearchQuery, type SearchQuerySpec} from './build-search-query.js'
export {searchFieldsOf, type WeightedField} from './search-fields.js'
export {searchTerms} from './search-terms.js'
export {
  ReferenceSearchError,
  searchReferences,
  type ReferenceSearchHit,
  type ReferenceSearchOptions,
} from './reference-search.js'
export {
  CROSS_DATASET_SEARCH_API_VERSION,
  CROSS_DATASET_SEARCH_TAG,
  REFERENCE_SEARCH_API_VERSION,
  REFERENCE_SEARCH_LIMIT,
  REFERENCE_SEARCH_TAG,
  SEARCH_WEIGHTS,
} from './constants.js'
export {INVALID_REFERENCE_FILTER, REFERENCE_SEARCH_FAILED, SELECTION_NOT_IN_RESULTS} from './messages.js'
