import type {SanityClient} from '@sanity/client'
import type {Mut} from '@sanity/mutator'
import {
  BehaviorSubject,
  filter,
  firstValueFrom,
  type Observable,
  retry,
  Subject,
  type Subscription,
  timer,
} from 'rxjs'
import {BufferedCopy} from '../buffered/buffered-copy.js'
import {
  backoffDelay,
  type BackoffOptions,
  type CommitError,
  DEFAULT_BACKOFF,
} from '../buffered/commit-errors.js'
import {CommitScheduler} from '../buffered/commit-scheduler.js'
import type {IdPair} from '../ids.js'
import {fetchPairSnapshots, listenToPair} from '../listener/pair-listener.js'
import {type AppliedEvent, RevisionSequencer, type SequencerOptions} from '../listener/revision-sequencer.js'
import {TransactionAssembler} from '../listener/transaction-assembler.js'
import type {SaveState} from '../save-state.js'
import type {RemoteMutationEvent} from '../types.js'
import {INITIAL_PAIR_STATE, type PairState, samePairState} from './pair-state.js'
import {pairSaveState} from './pair-save-state.js'
import {settlesWithin} from './timeout.js'
import {TransactionWaiters} from './transaction-waiters.js'
import {submitLean} from './lean-commit.js'

export const COMMIT_TAG = 'document.commit'

export interface DocumentPairOptions {
  client: SanityClient
  idPair: IdPair
  commitThrottleMs: number
  sequencer: SequencerOptions
  /** How long a partly received multi-document transaction is held back. */
  transactionWaitMs: number
  backoff: BackoffOptions
  /** How long to wait for our own writes to come back through the listener before refetching. */
  consistencyTimeoutMs: number
  onCommitError: (error: CommitError) => void
}

type SequencedEvent = RemoteMutationEvent & {seq: number}

/**
 * A published document and its draft, kept live by one listener: snapshots on every welcome, remote
 * events in revision order (whole transactions at a time), local edits buffered optimistically and
 * committed through a throttle. Shared by everyone looking at the document (see pair-registry.ts).
 */
export class DocumentPair {
  readonly state$: BehaviorSubject<PairState>
  private readonly draft: BufferedCopy
  private readonly published: BufferedCopy
  private readonly sequencers: Map<string, RevisionSequencer>
  private readonly assembler: TransactionAssembler
  private readonly scheduler: CommitScheduler
  private readonly seen = new TransactionWaiters()
  /** The generation of each snapshot fetch as it lands. */
  private readonly snapshotLoaded = new Subject<number>()
  private readonly subscription: Subscription
  private seq = 0
  private ready = false
  /**
   * A snapshot fetched after the listener's welcome is on its way (or the first one has not come yet:
   * the pair may show the head start's snapshot before it, see `fetchHeadStart`). Commits wait for it.
   */
  private fetching = true
  /** A snapshot fetch waits for the commits in flight to settle (see `resync`). */
  private fetchQueued = false
  /** The throttle asked for a commit while one was in flight; it goes when that one settles. */
  private commitDeferred = false
  private fetchGeneration = 0
  private fetchFailures = 0
  private tickTimer: ReturnType<typeof setTimeout> | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private disposed = false

  constructor(private readonly options: DocumentPairOptions) {
    const {client, idPair} = options
    this.state$ = new BehaviorSubject(INITIAL_PAIR_STATE)
    const copyOptions = {
      submit: (mutations: Mut[], transactionId: string | undefined) =>
        submitLean(
          (sent) =>
            client
              .mutate(sent as Parameters<SanityClient['mutate']>[0], {
                transactionId,
                visibility: 'async',
                returnDocuments: false,
                skipCrossDatasetReferenceValidation: true,
                tag: COMMIT_TAG,
              })
              .then(() => undefined),
          mutations,
          (id) => Boolean(this.sequencers.get(id)?.current),
        ),
      backoff: options.backoff,
      onCommitError: options.onCommitError,
      onChange: () => {
        this.startQueuedFetch()
        this.startDeferredCommit()
        this.emit()
      },
    }
    this.draft = new BufferedCopy(idPair.draftId, copyOptions)
    this.published = new BufferedCopy(idPair.publishedId, copyOptions)
    this.sequencers = new Map(
      [idPair.publishedId, idPair.draftId].map((id) => [id, new RevisionSequencer(id, options.sequencer)]),
    )
    this.assembler = new TransactionAssembler(options.transactionWaitMs)
    this.scheduler = new CommitScheduler(options.commitThrottleMs, () => this.scheduledCommit())
    const backoff = {...DEFAULT_BACKOFF, ...options.backoff}
    this.subscription = listenToPair(client, idPair)
      .pipe(retry({delay: (_error, count) => timer(backoffDelay(count, backoff))}))
      .subscribe((event) => {
        if (event.type === 'welcome') {
          // The lake is reachable again: a commit waiting out its backoff goes now, before the snapshots
          // (which wait for commits in flight).
          this.draft.retryNow()
          this.published.retryNow()
          this.resync()
        } else if (event.type === 'mutation') this.receive(event.event)
      })
    this.fetchHeadStart()
  }

  get idPair(): IdPair {
    return this.options.idPair
  }

  get state(): PairState {
    return this.state$.getValue()
  }

  /** Applies mutations to the draft or the published copy at once and schedules a commit. */
  mutate(documentId: string, mutations: Mut[]): void {
    if (this.disposed) throw new Error(`The document "${this.idPair.publishedId}" was released`)
    if (!this.ready) throw new Error(`The document "${this.idPair.publishedId}" is not ready for edits yet`)
    this.copyOf(documentId).add(mutations)
    this.emit()
    this.scheduler.schedule()
  }

  /** Commits buffered edits now; resolves when the lake has accepted them. */
  commit(): Promise<void> {
    this.scheduler.restartWindow()
    return this.commitCopies()
  }

  /**
   * Commits pending edits, then waits until the pair is consistent (our writes have come back through
   * the listener, nothing waits in the buffers). After `consistencyTimeoutMs` it refetches the
   * snapshots instead of waiting longer. Rejects when a commit failed terminally.
   */
  async flushAndWait(): Promise<void> {
    await this.commit()
    const consistent = this.waitFor((state) => state.ready && state.consistent)
    if (!(await settlesWithin(consistent, this.options.consistencyTimeoutMs))) await this.refetch()
  }

  /**
   * Resolves once the pair has applied the transaction `transactionId` (from a write of ours), or after
   * `consistencyTimeoutMs` with fresh snapshots, so callers see the write's effect either way.
   */
  async waitForTransaction(transactionId: string): Promise<void> {
    const seen = this.seen.wait(transactionId)
    if (!(await settlesWithin(seen, this.options.consistencyTimeoutMs))) {
      this.seen.forget(transactionId)
      await this.refetch()
    }
  }

  /** Sends the edits held after a refused commit again (with any made since). */
  retrySave(): Promise<void> {
    this.scheduler.restartWindow()
    const copies = [this.draft, this.published].filter((copy) => copy.refused)
    const done = Promise.all(copies.map((copy) => copy.retry())).then(() => undefined)
    this.emit()
    return done
  }

  /** Drops the edits held after a refused commit: the server's version shows again. */
  discardUnsaved(): void {
    this.draft.discard()
    this.published.discard()
    this.emit()
  }

  /** A commit waiting out its backoff is sent now (the connection came back). */
  retryNow(): void {
    this.draft.retryNow()
    this.published.retryNow()
  }

  /** Resolves with the first state that satisfies `predicate`. */
  waitFor(predicate: (state: PairState) => boolean): Promise<PairState> {
    return firstValueFrom(this.state$.pipe(filter(predicate)))
  }

  get changes$(): Observable<PairState> {
    return this.state$.asObservable()
  }

  /** Stops listening and retrying. Commits in flight finish on the server; their outcome is ignored. */
  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    this.subscription.unsubscribe()
    this.scheduler.dispose()
    clearTimeout(this.tickTimer)
    clearTimeout(this.retryTimer)
    this.draft.dispose()
    this.published.dispose()
    this.seen.clear()
    this.snapshotLoaded.complete()
    this.state$.complete()
  }

  private copyOf(documentId: string): BufferedCopy {
    if (documentId === this.idPair.draftId) return this.draft
    if (documentId === this.idPair.publishedId) return this.published
    throw new Error(`"${documentId}" is not part of the pair "${this.idPair.publishedId}"`)
  }

  /**
   * A throttled commit. While a commit is in flight (or being retried) the edits stay buffered and go
   * in one commit once it settles: queueing a commit per window instead would let a backlog grow
   * whenever a round trip takes longer than the window, each queued commit waiting for the one before
   * it, so the lake (and everyone else) would fall further behind the longer the user types.
   */
  private scheduledCommit(): void {
    if (this.draft.committing || this.published.committing) {
      this.commitDeferred = true
      return
    }
    this.commitCopies().catch(() => undefined)
  }

  private startDeferredCommit(): void {
    if (!this.commitDeferred || this.disposed || this.draft.committing || this.published.committing) return
    this.commitDeferred = false
    this.scheduler.schedule()
  }

  private async commitCopies(): Promise<void> {
    // No commit starts while a snapshot is on its way (see `resync`); the edits stay buffered.
    while (this.fetching && !this.disposed) await this.nextSnapshot(this.fetchGeneration)
    if (this.disposed) return
    await Promise.all([this.draft.commit(), this.published.commit()])
  }

  private nextSnapshot(generation: number): Promise<void> {
    return firstValueFrom(this.snapshotLoaded.pipe(filter((loaded) => loaded >= generation)), {
      defaultValue: generation,
    }).then(() => undefined)
  }

  private receive(event: RemoteMutationEvent): void {
    if (this.disposed) return
    const sequenced: SequencedEvent = {...event, seq: ++this.seq}
    for (const group of this.assembler.push(sequenced, Date.now())) this.applyTransaction(group)
    this.afterChange()
  }

  /** Applies the events of one transaction (or what arrived of it) and emits once. */
  private applyTransaction(events: RemoteMutationEvent[]): void {
    const now = Date.now()
    for (const event of events) {
      const sequencer = this.sequencers.get(event.documentId)
      if (!sequencer) continue
      const applied = sequencer.push(event, (event as SequencedEvent).seq, now)
      this.deliver(event.documentId, applied)
    }
  }

  private deliver(documentId: string, applied: AppliedEvent[]): void {
    const copy = this.copyOf(documentId)
    for (const item of applied) {
      copy.arrive(item)
      this.seen.mark(item.event.transactionId)
    }
  }

  /** Refetches when a revision gap will not close, emits the new state, arms the next deadline. */
  private afterChange(): void {
    const now = Date.now()
    const gap = [...this.sequencers.values()].some((sequencer) => sequencer.hasGap(now))
    if (gap && !this.fetching) this.resync()
    this.emit()
    this.armTick()
  }

  private armTick(): void {
    clearTimeout(this.tickTimer)
    this.tickTimer = undefined
    const deadlines = [
      this.assembler.nextDeadline(),
      ...[...this.sequencers.values()].map((sequencer) => sequencer.nextDeadline()),
      // While a snapshot is on its way, waiting events are the snapshot's to settle.
    ].filter((value): value is number => value !== undefined && !this.fetching)
    if (deadlines.length === 0 || this.disposed) return
    const wait = Math.max(0, Math.min(...deadlines) - Date.now())
    this.tickTimer = setTimeout(() => this.tick(), wait)
  }

  /** A buffer deadline passed: releases overdue partial transactions and checks for gaps. */
  private tick(): void {
    if (this.disposed) return
    for (const group of this.assembler.expire(Date.now())) this.applyTransaction(group)
    this.afterChange()
  }

  /** Fetches fresh snapshots and resolves once they (or a later fetch's) are applied. */
  private refetch(): Promise<void> {
    return this.nextSnapshot(this.resync())
  }

  /**
   * Fetches both snapshots; events that arrived before the request are already part of them.
   *
   * Snapshots and our own commits never overlap: resetting to a snapshot drops the mutator's record of
   * commits in flight, and a commit whose string edits (diff-match-patches, not idempotent) are already
   * in the snapshot would then be applied twice. So the fetch waits until the commits in flight have
   * settled (the snapshot then includes them), and commits wait until the snapshot is applied.
   */
  private resync(): number {
    const generation = ++this.fetchGeneration
    this.fetching = true
    clearTimeout(this.retryTimer)
    this.emit()
    if (this.draft.committing || this.published.committing) this.fetchQueued = true
    else this.sendFetch(generation)
    return generation
  }

  private startQueuedFetch(): void {
    if (!this.fetchQueued || this.disposed || this.draft.committing || this.published.committing) return
    this.fetchQueued = false
    this.sendFetch(this.fetchGeneration)
  }

  /**
   * Fetches the snapshots once at the start without waiting for the listener's welcome, so the document
   * shows and takes edits a round trip sooner (issue 23: time to editable; it is every pane's opening).
   * A head start only: a change made between this fetch and the welcome would never arrive as an
   * event, so the snapshot fetched after the welcome replaces it as always (local edits rebase onto it)
   * and no commit goes before that one has landed (`fetching` is true from the start).
   */
  private fetchHeadStart(): void {
    fetchPairSnapshots(this.options.client, this.idPair).then(
      (snapshots) => {
        if (this.disposed || this.ready) return
        this.draft.setSnapshot(snapshots.draft, [])
        this.published.setSnapshot(snapshots.published, [])
        this.ready = true
        this.emit()
      },
      // The fetch after the welcome retries and reports failures.
      () => undefined,
    )
  }

  private sendFetch(generation: number): void {
    const fetchedAfterSeq = this.seq
    for (const sequencer of this.sequencers.values()) sequencer.fetchSent()
    fetchPairSnapshots(this.options.client, this.idPair).then(
      (snapshots) => {
        if (this.disposed || generation !== this.fetchGeneration) return
        this.fetching = false
        this.fetchFailures = 0
        for (const [copy, snapshot] of [
          [this.draft, snapshots.draft],
          [this.published, snapshots.published],
        ] as const) {
          const held = copy.heldRevisionOf(snapshot)
          const applied = this.sequencers.get(copy.documentId)!.reset(held, fetchedAfterSeq)
          copy.setSnapshot(held, applied)
          for (const item of applied) this.seen.mark(item.event.transactionId)
        }
        this.ready = true
        this.afterChange()
        this.snapshotLoaded.next(generation)
      },
      () => {
        if (this.disposed || generation !== this.fetchGeneration) return
        const wait = backoffDelay(++this.fetchFailures, {...DEFAULT_BACKOFF, ...this.options.backoff})
        this.retryTimer = setTimeout(() => this.resync(), wait)
      },
    )
  }

  private emit(): void {
    if (this.disposed) return
    const sequencersIdle = [...this.sequencers.values()].every((sequencer) => sequencer.bufferedCount === 0)
    const next: PairState = {
      draft: this.draft.local,
      published: this.published.local,
      ready: this.ready,
      hasLocalEdits: this.draft.hasLocalEdits || this.published.hasLocalEdits,
      consistent:
        this.ready &&
        !this.fetching &&
        sequencersIdle &&
        !this.assembler.waiting &&
        this.draft.consistent &&
        this.published.consistent,
      transactionSyncLock: this.assembler.waiting,
      save: this.saveState(),
    }
    if (!samePairState(next, this.state)) this.state$.next(next)
  }

  /** The save state, the same object while it shows the same thing (states compare by identity). */
  private saveState(): SaveState {
    return pairSaveState([this.draft, this.published], this.state.save, {
      retry: () => this.retrySave(),
      discard: () => this.discardUnsaved(),
    })
  }
}
