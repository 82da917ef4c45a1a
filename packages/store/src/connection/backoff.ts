/** The first retry waits this long; each further attempt doubles it (spec/002 §4, §9). */
export const INITIAL_RETRY_DELAY_MS = 100
/** No retry waits longer than 4 minutes. */
export const MAX_RETRY_DELAY_MS = 240_000

/** The wait before retrying after failed attempt number `attempt` (1 for the first failure). */
export function retryDelay(attempt: number): number {
  const exponent = Math.max(0, attempt - 1)
  return Math.min(INITIAL_RETRY_DELAY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS)
}
