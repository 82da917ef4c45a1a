import type {CommitHandlerMessage, Mut} from '@sanity/mutator'
import {
  backoffDelay,
  type BackoffOptions,
  type CommitError,
  DEFAULT_BACKOFF,
  isTerminalStatus,
  isTransactionIdConflict,
  messageOf,
  statusCodeOf,
} from './commit-errors.js'

/** Sends one commit's mutations to the lake as one transaction with the given id. */
export type SubmitCommit = (mutations: Mut[], transactionId: string | undefined) => Promise<void>

export interface CommitHandlerOptions {
  documentId: string
  submit: SubmitCommit
  backoff?: BackoffOptions
  onError: (error: CommitError) => void
  /**
   * The lake refused the commit. The owner takes the refused edits (and everything queued after them)
   * out of the buffered document before cancelling it, so nothing the user typed is reverted.
   */
  onRefused: (message: CommitHandlerMessage, error: CommitError) => void
  /** Called after the buffered document took the outcome: success, or refused. */
  onSettled: (outcome: {ok: true} | {ok: false; error: unknown}) => void
}

export interface CommitHandler {
  handle(message: CommitHandlerMessage): void
  /** A commit waiting to be retried is sent now (the connection came back). */
  retryNow(): void
  /** Stops retrying; outcomes of requests in flight are ignored. */
  dispose(): void
}

/**
 * The `commitHandler` of a `BufferedDocument`: sends the squashed mutation, classifies failures, and
 * retries retryable ones itself with exponential backoff (the mutator's own retry is linear and silent).
 * A retry reuses the transaction id, so a commit whose first attempt did reach the lake (its answer
 * lost with the connection) is refused as a duplicate and counted as done: every edit arrives once.
 */
export function createCommitHandler(options: CommitHandlerOptions): CommitHandler {
  const backoff = {...DEFAULT_BACKOFF, ...options.backoff}
  let disposed = false
  let waiting: {timer: ReturnType<typeof setTimeout>; run: () => void} | undefined

  function attempt(message: CommitHandlerMessage, number: number): void {
    const {mutation} = message
    options.submit(mutation.mutations, mutation.transactionId).then(
      () => succeed(message),
      (error: unknown) => {
        if (disposed) return
        if (number > 1 && isTransactionIdConflict(error)) {
          succeed(message)
          return
        }
        const statusCode = statusCodeOf(error)
        const base = {
          documentId: options.documentId,
          transactionId: mutation.transactionId,
          statusCode,
          message: messageOf(error),
          error,
          attempt: number,
        }
        if (isTerminalStatus(statusCode)) {
          const refused: CommitError = {...base, kind: 'terminal'}
          options.onRefused(message, refused)
          options.onError(refused)
          options.onSettled({ok: false, error})
          return
        }
        const retryInMs = backoffDelay(number, backoff)
        const run = () => {
          waiting = undefined
          if (!disposed) attempt(message, number + 1)
        }
        waiting = {timer: setTimeout(run, retryInMs), run}
        options.onError({...base, kind: 'retrying', retryInMs, retryAt: Date.now() + retryInMs})
      },
    )
  }

  function succeed(message: CommitHandlerMessage): void {
    if (disposed) return
    message.success()
    options.onSettled({ok: true})
  }

  return {
    handle: (message) => attempt(message, 1),
    retryNow() {
      if (!waiting || disposed) return
      clearTimeout(waiting.timer)
      waiting.run()
    },
    dispose() {
      disposed = true
      if (waiting) clearTimeout(waiting.timer)
      waiting = undefined
    },
  }
}
