import {DEFAULT_AUTH_LIMITS, type AuthLimits} from './auth/auth-limits.js'
import {DEFAULT_PATCH_LIMITS, type PatchLimits} from './mutations/patch-limits.js'
import {DEFAULT_QUERY_LIMITS, type QueryLimits} from './query/query-limits.js'

/** Limits and defaults of the lake. Each is documented in the package README. */
export interface LakeLimits extends QueryLimits, PatchLimits, AuthLimits {
  /** Largest request body accepted, in bytes (413 above it). */
  maxBodyBytes: number
  /** Largest single document after a mutation, in bytes (413 above it). */
  maxDocumentBytes: number
  /** Seconds between keep-alive comments on listen streams. */
  listenKeepAliveSeconds: number
  /** A listen stream is closed with a `reconnect` event after this long, so clients pick up new state. */
  listenMaxMinutes: number
  /** Seconds between pings on presence sockets; a socket that misses a pong is dropped. */
  presenceHeartbeatSeconds: number
  /** Largest presence message, in bytes (a larger one closes the socket with code 1009). */
  presenceMaxMessageBytes: number
  /** Most locations one presence announcement may carry. */
  presenceMaxLocations: number
  /** Most presence sockets open at once with one token or session (a tab opens one per dataset). */
  presenceMaxSocketsPerToken: number
  /** Largest `POST /intake/batch` body, in bytes (413 above it). */
  telemetryMaxBatchBytes: number
  /** Largest asset upload (image or file), in bytes (413 above it). */
  maxUploadBytes: number
  /** Largest image accepted for upload and transforms, in pixels (width × height; 413 above it). */
  maxImagePixels: number
}

export const DEFAULT_LIMITS: LakeLimits = {
  ...DEFAULT_QUERY_LIMITS,
  ...DEFAULT_PATCH_LIMITS,
  ...DEFAULT_AUTH_LIMITS,
  maxBodyBytes: 4 * 1024 * 1024,
  maxDocumentBytes: 4 * 1024 * 1024,
  listenKeepAliveSeconds: 25,
  listenMaxMinutes: 30,
  presenceHeartbeatSeconds: 30,
  presenceMaxMessageBytes: 64 * 1024,
  presenceMaxLocations: 100,
  presenceMaxSocketsPerToken: 32,
  telemetryMaxBatchBytes: 512 * 1024,
  maxUploadBytes: 100 * 1024 * 1024,
  maxImagePixels: 100_000_000,
}
