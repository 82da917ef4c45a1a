/** Numbers from spec/001 §5 and §9. */

/** Concurrent custom validators allowed by the general validation helpers (`validateValue`, `validateDocument`). */
export const VALIDATION_CONCURRENCY = 10

/** The studio's document validation settings; the throttling itself belongs to the store/form. */
export const DOCUMENT_VALIDATION_CONCURRENCY = 40
export const DOCUMENT_VALIDATION_THROTTLE_MS = 200

/** A custom validator running longer than this adds a warning. */
export const SLOW_CUSTOM_VALIDATOR_MS = 5000

/** The allowed-values hint in the not-allowed message is cut at this many characters. */
export const ALLOWED_VALUES_HINT_LENGTH = 30

/** Default URL schemes accepted by `Rule.uri()`. */
export const DEFAULT_URL_SCHEMES: readonly string[] = ['http', 'https']
