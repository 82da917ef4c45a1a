import {INITIAL_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS} from '../../connection/backoff.js'

/**
 * A failed commit, reported as a value on the store's `commitErrors$` (never as an error of a document
 * stream, so a form keeps working).
 * - `terminal`: the lake refused the mutations (HTTP 400–499 except 408 and 429). Nothing is reverted:
 *   the refused edits (and any made after them) stay in the document as the user sees it, held back
 *   until the save is retried or the edits are discarded (see `SaveState`).
 * - `retrying`: a timeout, rate limit, server or network failure. The same commit is sent again after
 *   `retryInMs` (exponential backoff); edits made meanwhile stay buffered.
 */
export interface CommitError {
  kind: 'terminal' | 'retrying'
  documentId: string
  /** The transaction id the commit was sent with. */
  transactionId: string | undefined
  /** The HTTP status, or undefined for a network failure. */
  statusCode: number | undefined
  message: string
  error: unknown
  /** 1 for the first failure of a commit, then counting retries. */
  attempt: number
  /** Only for `retrying`: the wait before the next attempt. */
  retryInMs?: number
  /** Only for `retrying`: when the next attempt starts (ms since epoch). */
  retryAt?: number
}

/** HTTP 400–499 except 408 (timeout) and 429 (rate limited): sending the same commit again cannot help. */
export function isTerminalStatus(statusCode: number | undefined): boolean {
  return (
    statusCode !== undefined &&
    statusCode >= 400 &&
    statusCode < 500 &&
    statusCode !== 408 &&
    statusCode !== 429
  )
}

export function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const {statusCode, status} = error as {statusCode?: unknown; status?: unknown}
  if (typeof statusCode === 'number') return statusCode
  return typeof status === 'number' ? status : undefined
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export interface BackoffOptions {
  /** The first wait, doubled per failed attempt. */
  initialMs?: number
  maxMs?: number
}

/** The spec's connection backoff (spec 002 §4 'Connection', §9): 100 ms doubled per attempt, at most 4 minutes. */
export const DEFAULT_BACKOFF: Required<BackoffOptions> = {
  initialMs: INITIAL_RETRY_DELAY_MS,
  maxMs: MAX_RETRY_DELAY_MS,
}

/** The wait before retry number `attempt` (1-based). */
export function backoffDelay(attempt: number, options: Required<BackoffOptions>): number {
  return Math.min(options.initialMs * 2 ** (attempt - 1), options.maxMs)
}

/**
 * The lake answers 409 `transactionIdConflictError` when a transaction id was used already. For a
 * commit sent again after a network failure that means the first attempt did arrive (only its answer
 * was lost): the edits are in, and sending them again would apply them twice.
 */
export function isTransactionIdConflict(error: unknown): boolean {
  if (statusCodeOf(error) !== 409 || typeof error !== 'object' || error === null) return false
  const {details, response} = error as {details?: {type?: unknown}; response?: {body?: unknown}}
  const body = response?.body as {error?: {type?: unknown}} | undefined
  return details?.type === 'transactionIdConflictError' || body?.error?.type === 'transactionIdConflictError'
}
