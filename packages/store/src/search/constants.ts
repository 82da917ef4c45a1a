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
 * description, then its id (how the studio's search ranks them).
 */
export const SEARCH_WEIGHTS = {title: 10, subtitle: 5, description: 1.5, id: 1} as const
