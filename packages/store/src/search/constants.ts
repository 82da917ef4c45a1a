/** spec/001 §9: reference search results are cut to the first 100 hits. */
export const REFERENCE_SEARCH_LIMIT = 100

/** spec/001 §7, §9: the API versions of the same-dataset and cross-dataset reference searches. */
export const REFERENCE_SEARCH_API_VERSION = '2021-03-25'
export const CROSS_DATASET_SEARCH_API_VERSION = '2023-11-13'

/** spec/001 §7: request tags of the reference searches. */
export const REFERENCE_SEARCH_TAG = 'search.reference'
export const CROSS_DATASET_SEARCH_TAG = 'search.cross-dataset-reference'

/**
 * Weights of the fields a document is found by: its preview title counts most, then the subtitle and
 * description, then its id (how the studio's search ranks them). Other text fields of the global
 * search weigh `field`.
 */
export const SEARCH_WEIGHTS = {title: 10, subtitle: 5, description: 1.5, id: 1, field: 1} as const

/** spec 000 §5, §9: fields are searchable (and filterable) to nesting depth 3. */
export const SEARCH_FIELD_MAX_DEPTH = 3

/** spec 000 §7, §9: a global search page holds 1000 hits; the offset is 1000 times the page index. */
export const SEARCH_PAGE_SIZE = 1000

/** spec 000 §9: the search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

/** spec/002 §7: the global search's request tag. */
export const GLOBAL_SEARCH_TAG = 'search.global'

/** spec 000 §7: the source marker among the global search's comment tags. */
export const GLOBAL_SEARCH_SOURCE = 'global'

/** spec 000 §9: at most this many recent searches, stored at this version. */
export const RECENT_SEARCHES_MAX = 5
export const RECENT_SEARCHES_VERSION = 2
