import {BufferedDocument, type Mut, Mutation} from '@sanity/mutator'
import type {AppliedEvent} from '../listener/revision-sequencer.js'
import {shareableCopyOf} from '../shareable-copy.js'
import type {DocumentSnapshot} from '../types.js'
import type {BackoffOptions, CommitError} from './commit-errors.js'
import {type CommitHandler, createCommitHandler, type SubmitCommit} from './commit-handler.js'

export interface BufferedCopyOptions {
  submit: SubmitCommit
  backoff?: BackoffOptions
  onCommitError: (error: CommitError) => void
  /** The local document or the sync state may have changed outside a direct call (a commit settled). */
  onChange: () => void
}

/**
 * One document of a pair as the user sees it: the server's state (HEAD, fed only with events already
 * in revision order) plus local edits applied optimistically on top (LOCAL). `@sanity/mutator`'s
 * `BufferedDocument` squashes the edits, rebases them when remote changes arrive, and matches our own
 * commits to their listen events by transaction id.
 */
export class BufferedCopy {
  private buffered: BufferedDocument | undefined
  private readonly commitHandler: CommitHandler
  /** Callers of `commit` waiting for the committer to finish (the mutator does not settle a cancelled one). */
  private waiters: {resolve: () => void; reject: (error: unknown) => void}[] = []

  constructor(
    readonly documentId: string,
    options: BufferedCopyOptions,
  ) {
    this.commitHandler = createCommitHandler({
      documentId,
      submit: options.submit,
      backoff: options.backoff,
      onError: options.onCommitError,
      onSettled: (outcome) => {
        if (!outcome.ok) this.settleWaiters(outcome.error)
        else if (!this.buffered?.committerRunning) this.settleWaiters()
        options.onChange()
      },
    })
  }

  get initialized(): boolean {
    return this.buffered !== undefined
  }

  /**
   * The optimistic document: the server's state with local edits applied. Once everything local is
   * confirmed this is exactly the server's document (the mutator's LOCAL keeps a stale `_rev` after our
   * own commits, and revision locks need the real one).
   */
  get local(): DocumentSnapshot | null {
    if (this.consistent) return this.head
    return (this.buffered?.LOCAL as DocumentSnapshot | null | undefined) ?? null
  }

  /** The server's state as the listener has delivered it. */
  get head(): DocumentSnapshot | null {
    return (this.buffered?.document.HEAD as DocumentSnapshot | null | undefined) ?? null
  }

  /** Local edits exist that are buffered or being sent. */
  get hasLocalEdits(): boolean {
    const buffered = this.buffered
    return buffered !== undefined && (buffered.buffer.hasChanges() || buffered.committerRunning)
  }

  /** A commit is being sent (or retried), or more are queued behind it. */
  get committing(): boolean {
    return this.buffered?.committerRunning === true
  }

  /** No local edits are buffered, in flight, or waiting for their listen event. */
  get consistent(): boolean {
    return this.buffered !== undefined && !this.hasLocalEdits && this.buffered.document.isConsistent()
  }

  /** Takes a fetched snapshot, then the events that apply on top of it. Local edits are rebased. */
  setSnapshot(snapshot: DocumentSnapshot | null, applied: AppliedEvent[]): void {
    if (!this.buffered) {
      const buffered = new BufferedDocument(snapshot && shareableCopyOf(snapshot))
      buffered.commitHandler = (message) => this.commitHandler.handle(message)
      this.buffered = buffered
    } else if (!sameRevision(this.head, snapshot)) {
      this.buffered.reset(snapshot && shareableCopyOf(snapshot))
    }
    for (const event of applied) this.arrive(event)
  }

  /** A remote change, already in revision order. */
  arrive({event, next}: AppliedEvent): void {
    if (!this.buffered) return
    // The exact server result (from Mendoza effects) replaces HEAD; local edits rebase on top of it. A
    // shallow copy is enough (see `shareableCopyOf`): the result shares every unchanged subtree with
    // the previous HEAD, so the form and the mutator's rebase see what actually changed.
    const body: Mut = next ? {createOrReplace: shareableCopyOf(next)} : {delete: {id: this.documentId}}
    this.buffered.arrive(
      new Mutation({
        transactionId: event.transactionId,
        previousRev: event.previousRev,
        resultRev: event.resultRev ?? event.transactionId,
        mutations: [body],
      }),
    )
    // Our own commit came back: the mutator keeps its own result of our edits as LOCAL, but the lake's
    // is the truth (it places text patches by its own rules, mutations/text-patch.ts in the lake). With
    // nothing pending, the next edit must build on what the user sees, which is HEAD.
    if (this.consistent && this.buffered.LOCAL !== this.buffered.document.HEAD) this.buffered.reset(this.head)
  }

  /** Applies local mutations at once; they are sent on the next `commit`. */
  add(mutations: Mut[]): void {
    if (!this.buffered) throw new Error(`Document "${this.documentId}" is not loaded yet`)
    // What the user sees while nothing is pending is HEAD (see `local`): the edit must build on it,
    // not on the mutator's own result of our last commit, which the lake may have placed differently.
    if (this.consistent && this.buffered.LOCAL !== this.buffered.document.HEAD) this.buffered.reset(this.head)
    this.buffered.add(new Mutation({mutations}))
  }

  /**
   * Sends the buffered edits (one squashed transaction). Resolves once the lake accepted them and every
   * commit before them; rejects when a terminal error cancelled them.
   */
  commit(): Promise<void> {
    const buffered = this.buffered
    if (!buffered) return Promise.resolve()
    // Outcomes come through the commit handler; the mutator's own promise is left alone.
    buffered.commit().catch(() => undefined)
    if (!buffered.committerRunning) return Promise.resolve()
    return new Promise((resolve, reject) => this.waiters.push({resolve, reject}))
  }

  dispose(): void {
    this.commitHandler.dispose()
    this.settleWaiters(new Error(`The document store was disposed before "${this.documentId}" was committed`))
  }

  private settleWaiters(error?: unknown): void {
    const waiters = this.waiters
    this.waiters = []
    for (const waiter of waiters) {
      if (error === undefined) waiter.resolve()
      else waiter.reject(error)
    }
  }
}

function sameRevision(a: DocumentSnapshot | null, b: DocumentSnapshot | null): boolean {
  if (a === null || b === null) return a === b
  return a._rev !== undefined && a._rev === b._rev
}
