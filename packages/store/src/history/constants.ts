/** Transactions asked for per history request (spec 002 §9). */
export const HISTORY_PAGE_SIZE = 50

/** Draft edits closer together than this merge into one chunk (spec 002 §4, §9). */
export const CHUNK_MERGE_WINDOW_MS = 5 * 60 * 1000

/** An open timeline keeps fetching older pages until it has at least this many chunks (spec 002 §9). */
export const MIN_TIMELINE_CHUNKS = 10

/**
 * A time id names a chunk by its end time and id. When looking one up, newest first, a chunk that
 * ended more than this long before the time id's time means the id cannot be further back: it is
 * invalid. The slack allows for transactions whose timestamps are slightly out of order.
 */
export const TIME_ID_STALENESS_MS = 60 * 60 * 1000

/** The request tag of history calls, so they can be told apart in the lake's logs. */
export const HISTORY_TAG = 'tessera.history'

/** The since marker that stands for the last published version before the selected revision. */
export const LAST_PUBLISHED = '@lastPublished'

/** The id of the synthetic chunk that stands for "before the first transaction". */
export const INITIAL_CHUNK_ID = '@initial'
