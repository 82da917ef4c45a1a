import {BufferedDocument, type CommitHandlerMessage, type Mut, Mutation} from '@sanity/mutator'
import type {AppliedEvent} from '../listener/revision-sequencer.js'
import {shareableCopyOf} from '../shareable-copy.js'
import type {DocumentSnapshot} from '../types.js'
import type {BackoffOptions, CommitError} from './commit-errors.js'
import {type CommitHandler, createCommitHandler, type SubmitCommit} from './commit-handler.js'
import {applyKeystrokePatches} from './keystroke-patch.js'
import {squashKeystrokes} from './squash-keystrokes.js'

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
  /** The lake refused a commit: its edits are held locally (not sent) until `retry` or `discard`. */
  private refusal: CommitError | undefined
  /** The commit in flight failed on the network or the server and waits for its next attempt. */
  private retryWait: CommitError | undefined
  /**
   * Keystroke edits applied by `applyKeystrokePatches` and not yet handed to the mutator, with the
   * document before the first of them and the document they made. The mutator takes them in one piece
   * before anything else touches it (a commit, a remote change, a snapshot), so its view is the same as
   * if it had had them one by one.
   */
  private staged: {mutations: Mut[]; before: DocumentSnapshot; local: DocumentSnapshot} | undefined

  constructor(
    readonly documentId: string,
    options: BufferedCopyOptions,
  ) {
    this.commitHandler = createCommitHandler({
      documentId,
      submit: options.submit,
      backoff: options.backoff,
      onError: (error) => {
        if (error.kind === 'retrying') this.retryWait = error
        options.onCommitError(error)
        options.onChange()
      },
      onRefused: (message, error) => this.hold(message, error),
      onSettled: (outcome) => {
        this.retryWait = undefined
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
    if (this.staged) return this.staged.local
    if (this.consistent) return this.head
    return (this.buffered?.LOCAL as DocumentSnapshot | null | undefined) ?? null
  }

  /** The server's state as the listener has delivered it. */
  get head(): DocumentSnapshot | null {
    return (this.buffered?.document.HEAD as DocumentSnapshot | null | undefined) ?? null
  }

  /** The refused commit whose edits are held, if any. */
  get refused(): CommitError | undefined {
    return this.refusal
  }

  /** The failure of the commit in flight while it waits to be sent again. */
  get retrying(): CommitError | undefined {
    return this.retryWait
  }

  /** Local edits exist that are buffered or being sent. */
  get hasLocalEdits(): boolean {
    if (this.staged) return true
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

  /**
   * A fetched snapshot as this copy should take it: the HEAD it holds when that is the same revision
   * (the form and the server's next results keep sharing its unchanged parts), else the snapshot.
   */
  heldRevisionOf(snapshot: DocumentSnapshot | null): DocumentSnapshot | null {
    return this.buffered && sameRevision(this.head, snapshot) ? this.head : snapshot
  }

  /** Takes a fetched snapshot, then the events that apply on top of it. Local edits are rebased. */
  setSnapshot(snapshot: DocumentSnapshot | null, applied: AppliedEvent[]): void {
    this.unstage()
    if (!this.buffered) {
      this.buffered = this.createBuffered(snapshot)
    } else if (!sameRevision(this.head, snapshot)) {
      this.buffered.reset(snapshot && shareableCopyOf(snapshot))
    }
    for (const event of applied) this.arrive(event)
  }

  /** A remote change, already in revision order. */
  arrive({event, next}: AppliedEvent): void {
    if (!this.buffered) return
    this.unstage()
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
    const before = this.local
    const local = applyKeystrokePatches(before, mutations)
    if (local && before) {
      this.staged = {
        mutations: [...(this.staged?.mutations ?? []), ...mutations],
        before: this.staged?.before ?? before,
        local,
      }
      return
    }
    this.unstage()
    this.addToMutator(mutations)
  }

  private addToMutator(mutations: Mut[], staged?: {before: DocumentSnapshot; local: DocumentSnapshot}): void {
    const buffered = this.buffered!
    // What the user sees while nothing is pending is HEAD (see `local`): the edit must build on it,
    // not on the mutator's own result of our last commit, which the lake may have placed differently.
    if (this.consistent && buffered.LOCAL !== buffered.document.HEAD) buffered.reset(this.head)
    buffered.add(
      staged ? new StagedMutation(mutations, staged.before, staged.local) : new Mutation({mutations}),
    )
  }

  /**
   * Hands the staged keystroke edits to the mutator, squashed into one edit per text where that is
   * certain to make the same document (`squashKeystrokes`). Its result equals the staged document, which
   * then stands as LOCAL so nothing downstream sees a new object.
   */
  private unstage(): void {
    const staged = this.staged
    if (!staged || !this.buffered) return
    this.staged = undefined
    this.addToMutator(
      squashKeystrokes(staged.before, staged.mutations, staged.local) ?? staged.mutations,
      staged,
    )
    this.buffered.LOCAL = staged.local
  }

  /**
   * Sends the buffered edits (one squashed transaction). Resolves once the lake accepted them and every
   * commit before them; rejects when a terminal error cancelled them.
   */
  commit(): Promise<void> {
    this.unstage()
    const buffered = this.buffered
    if (!buffered) return Promise.resolve()
    // Held edits go only when the user asks (`retry`): sending them on every keystroke would only be
    // refused again, and the user must see the failure rather than a save that seems to go on.
    if (this.refusal) return Promise.reject(this.refusal.error)
    // Outcomes come through the commit handler; the mutator's own promise is left alone.
    buffered.commit().catch(() => undefined)
    if (!buffered.committerRunning) return Promise.resolve()
    return new Promise((resolve, reject) => this.waiters.push({resolve, reject}))
  }

  /** Sends the held edits (and any made since) again. */
  retry(): Promise<void> {
    this.refusal = undefined
    return this.commit()
  }

  /** A commit waiting for its next attempt is sent now. */
  retryNow(): void {
    this.commitHandler.retryNow()
  }

  /** Drops the held edits: the document is the server's again. */
  discard(): void {
    if (!this.refusal || !this.buffered) return
    this.refusal = undefined
    this.staged = undefined
    // Nothing is in flight while edits are held, so a fresh buffered document on HEAD loses nothing
    // but the held edits (the mutator has no way to empty its buffer in place).
    this.buffered = this.createBuffered(this.head)
  }

  dispose(): void {
    this.commitHandler.dispose()
    this.settleWaiters(new Error(`The document store was disposed before "${this.documentId}" was committed`))
  }

  private createBuffered(snapshot: DocumentSnapshot | null): BufferedDocument {
    const buffered = new BufferedDocument(snapshot && shareableCopyOf(snapshot))
    buffered.commitHandler = (message) => this.commitHandler.handle(message)
    return buffered
  }

  /**
   * The lake refused `message`'s commit. Cancelling it would reset the document to the server's state
   * and drop the refused edits, the commits queued behind them and the edits typed meanwhile, so they
   * are taken out first and applied again on top of HEAD: the user keeps seeing everything they typed.
   */
  private hold(message: CommitHandlerMessage, error: CommitError): void {
    this.unstage()
    const buffered = this.buffered
    if (!buffered) return
    const queued = (buffered as unknown as {commits: {mutations: Mutation[]}[]}).commits
    const typedMeanwhile = buffered.buffer.hasChanges() ? buffered.buffer.purge() : null
    const unsaved: Mut[] = [
      ...message.mutation.mutations,
      ...queued.flatMap((commit) => commit.mutations.flatMap((mutation) => mutation.mutations)),
      ...(typedMeanwhile?.mutations ?? []),
    ]
    message.cancel(error.error instanceof Error ? error.error : new Error(error.message))
    this.refusal = error
    if (unsaved.length > 0) buffered.add(new Mutation({mutations: unsaved}))
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

/**
 * Staged keystroke edits as the mutator takes them: applied to the document they were staged on, their
 * result is the one the store already made (`applyKeystrokePatches`), which then stands as LOCAL anyway;
 * applying them again walked every keyed array on their paths (each item of a 1,000-item array, for
 * each of a keystroke's patches). On any other document they apply as usual.
 */
class StagedMutation extends Mutation {
  constructor(
    mutations: Mut[],
    private readonly before: DocumentSnapshot,
    private readonly after: DocumentSnapshot,
  ) {
    super({mutations})
  }

  override apply(document: Parameters<Mutation['apply']>[0]): ReturnType<Mutation['apply']> {
    return document === this.before ? this.after : super.apply(document)
  }
}
