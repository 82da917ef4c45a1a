// The reference search's user-facing messages (spec/001 §8), in one place.

/** The toast title when a search fails; its description is the error's message. */
export const REFERENCE_SEARCH_FAILED = 'Reference search failed'

/** A custom `filter` option the lake could not parse. */
export const INVALID_REFERENCE_FILTER = 'Invalid reference filter, please check the custom "filter" option'

/** A hit picked that is not among the current results (spec/001 §5 'Reference rules'). */
export const SELECTION_NOT_IN_RESULTS = 'Selected an item that wasnt part of the result set'
