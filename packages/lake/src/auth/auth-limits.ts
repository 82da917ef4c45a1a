/** Sign-in throttling and session limits, part of the lake's limits (`createLake({limits})`). */
export interface AuthLimits {
  /**
   * Failed sign-ins for one account from one client address before each further attempt waits: 1 s
   * after the next failure, then twice as long after each one, up to `signInMaxDelaySeconds`.
   */
  signInFreeFailures: number
  /** The same for one client address over every account (guessing many accounts from one place). */
  signInFreeFailuresPerAddress: number
  /** The longest wait between attempts, in seconds. */
  signInMaxDelaySeconds: number
  /** Sessions (signed-in browsers and apps) one user may hold; signing in again ends the oldest. */
  maxSessionsPerUser: number
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInFreeFailures: 5,
  signInFreeFailuresPerAddress: 50,
  signInMaxDelaySeconds: 15 * 60,
  maxSessionsPerUser: 50,
}
