/** Limits and defaults of the lake. Each is documented in the package README. */
export interface LakeLimits {
  /** Largest request body accepted, in bytes (413 above it). */
  maxBodyBytes: number
  /** Largest single document after a mutation, in bytes (413 above it). */
  maxDocumentBytes: number
  /** Seconds between keep-alive comments on listen streams. */
  listenKeepAliveSeconds: number
  /** A listen stream is closed with a `reconnect` event after this long, so clients pick up new state. */
  listenMaxMinutes: number
}

export const DEFAULT_LIMITS: LakeLimits = {
  maxBodyBytes: 4 * 1024 * 1024,
  maxDocumentBytes: 4 * 1024 * 1024,
  listenKeepAliveSeconds: 25,
  listenMaxMinutes: 30,
}
