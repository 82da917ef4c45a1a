import type {CommitHandlerMessage, Mut} from '@sanity/mutator'
import {
  backoffDelay,
  type BackoffOptions,
  type CommitError,
  DEFAULT_BACKOFF,
  isTerminalStatus,
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
  /** Called after the buffered document took the outcome: success, or cancelled (reset to HEAD). */
  onSettled: (outcome: {ok: true} | {ok: false; error: unknown}) => void
}

export interface CommitHandler {
  handle(message: CommitHandlerMessage): void
  /** Stops retrying; outcomes of requests in flight are ignored. */
  dispose(): void
}

/**
 * The `commitHandler` of a `BufferedDocument`: sends the squashed mutation, classifies failures, and
 * retries retryable ones itself with exponential backoff (the mutator's own retry is linear and silent).
 */
export function createCommitHandler(options: CommitHandlerOptions): CommitHandler {
  const backoff = {...DEFAULT_BACKOFF, ...options.backoff}
  let disposed = false
  const timers = new Set<ReturnType<typeof setTimeout>>()

  function attempt(message: CommitHandlerMessage, number: number): void {
    const {mutation} = message
    options.submit(mutation.mutations, mutation.transactionId).then(
      () => {
        if (disposed) return
        message.success()
        options.onSettled({ok: true})
      },
      (error: unknown) => {
        if (disposed) return
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
          // Cancelling rejects this and every queued commit and resets the document to HEAD.
          message.cancel(error instanceof Error ? error : new Error(base.message))
          options.onError({...base, kind: 'terminal'})
          options.onSettled({ok: false, error})
          return
        }
        const retryInMs = backoffDelay(number, backoff)
        options.onError({...base, kind: 'retrying', retryInMs})
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (!disposed) attempt(message, number + 1)
        }, retryInMs)
        timers.add(timer)
      },
    )
  }

  return {
    handle: (message) => attempt(message, 1),
    dispose() {
      disposed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
