/**
 * Batching windows for preview queries, in milliseconds (the spec's preview "batch sizes" 100, 1000
 * and 10): a first fetch collects requests for 100 ms, a refetch after a change for 1000 ms (so a
 * burst of changes costs one query a second), and a fetch from another dataset for 10 ms.
 */
export const PREVIEW_FETCH_WINDOW_MS = 100
export const PREVIEW_REFETCH_WINDOW_MS = 1000
export const OTHER_DATASET_FETCH_WINDOW_MS = 10

/** Observed previews are fetched again this often, in case a change was missed (spec 002 §9). */
export const PREVIEW_REFRESH_INTERVAL_MS = 10_000

/** Availability checks keep each request URL within this many characters (spec 001 §7, 002 §9). */
export const AVAILABILITY_URL_LIMIT = 11164
/** At most this many availability requests at once. */
export const AVAILABILITY_CONCURRENCY = 10
/**
 * A document that cannot be read is checked again this often while observed (spec 001 §9, 002 §9:
 * 30 minutes): a grant or a document the listener cannot tell us about may have changed.
 */
export const AVAILABILITY_RECHECK_MS = 30 * 60 * 1000
/** Availability requests made within this window are checked together. */
export const AVAILABILITY_WINDOW_MS = 1

export const PREVIEW_QUERY_TAG = 'preview.document-paths'
export const PREVIEW_LISTEN_TAG = 'preview.global'
export const AVAILABILITY_TAG = 'preview.documents-availability'

/** Fields every preview result carries. */
export const SYSTEM_FIELDS = ['_id', '_type', '_rev'] as const
