import type {SanityClient} from '@sanity/client'
import type {HistoryTransaction} from '@tessera/types'
import {BehaviorSubject, switchMap, timer, type Observable, type Subscription} from 'rxjs'
import {HISTORY_PAGE_SIZE, HISTORY_TAG, LAST_PUBLISHED, MIN_TIMELINE_CHUNKS} from './constants.js'
import {streamTransactions} from './fetch-transactions.js'
import {resolveSelection} from './selection.js'
import {Timeline, type VersionSnapshot} from './timeline.js'
import type {Chunk, SelectionState, TimelineTransaction} from './types.js'
import {WITHOUT_RESULT} from '../client/listen-options.js'

export interface TimelineState {
  /** Chunks, newest first. */
  chunks: Chunk[]
  selectionState: SelectionState
  sinceChunk: Chunk | null
  revChunk: Chunk | null
  /** The time ids the selection was set with. */
  since: string | null
  rev: string | null
  /** A page of history is being read. */
  isLoading: boolean
  /** Older history exists that has not been read yet. */
  hasMoreHistory: boolean
  /** Why the controller stopped fetching (a refused request, a broken stream, inconsistent history). */
  error: Error | null
}

export interface TimelineController {
  readonly state$: Observable<TimelineState>
  getState(): TimelineState
  /** Selects a range (since, rev) or a single revision (rev) by time id; nulls clear. */
  setRange(since: string | null, rev: string | null): void
  /** Shows `chunk`'s version, keeping a since that is still before it (else the last published one). */
  selectRevision(chunk: Chunk): void
  /** Compares from `chunk`, keeping the revision if it is still after it. */
  selectSince(chunk: Chunk): void
  /** Reads one more page of older history. */
  loadMore(): void
  createTimeId(chunk: Chunk): string
  /** Read transactions with indexes from `start` up to `end` (exclusive), oldest first (see Chunk). */
  transactionsBetween(start: number, end: number): TimelineTransaction[]
  dispose(): void
}

export interface TimelineControllerOptions {
  client: SanityClient
  /** The published or draft id: the timeline covers both. */
  documentId: string
  /** Follow the pair's changes through a listener. Default true. */
  live?: boolean
  /** Default 50. */
  pageSize?: number
  /** Default 10. */
  minChunks?: number
}

/**
 * Keeps a document pair's timeline: reads history a page at a time (newest first, paging back with
 * `toTransaction`) until there are enough chunks or the selection is found, follows live changes, and
 * resolves the selection. Stops at the first error and reports it in the state.
 */
export function createTimelineController(options: TimelineControllerOptions): TimelineController {
  const {client} = options
  const pageSize = options.pageSize ?? HISTORY_PAGE_SIZE
  const minChunks = options.minChunks ?? MIN_TIMELINE_CHUNKS
  const timeline = new Timeline(options.documentId)
  const ids = [timeline.publishedId, timeline.draftId]

  let since: string | null = null
  let rev: string | null = null
  let error: Error | null = null
  let disposed = false
  // Bumped on every restart, so work started for an older start is dropped.
  let generation = 0
  let fetchingGeneration: number | null = null
  let loadMoreRequested = false
  let abort: AbortController | undefined
  // The newest transaction of the first page read (null: the pair had no history then).
  let newestRead: string | null | undefined
  let listener: Subscription | undefined

  const state = new BehaviorSubject<TimelineState>(compute())

  function compute(): TimelineState {
    const selection = resolveSelection(timeline, since, rev)
    return {
      chunks: [...timeline.chunks()].reverse(),
      selectionState: selection.state,
      sinceChunk: selection.sinceChunk,
      revChunk: selection.revChunk,
      since,
      rev,
      isLoading: fetchingGeneration === generation && !disposed,
      hasMoreHistory: !timeline.reachedEarliestEntry,
      error,
    }
  }

  function emit(): void {
    if (!disposed) state.next(compute())
  }

  function fail(err: unknown): void {
    error = err instanceof Error ? err : new Error(String(err))
    emit()
  }

  function needsMore(): boolean {
    if (error || disposed || !timeline.acceptsHistory || timeline.reachedEarliestEntry) return false
    if (!timeline.hasHistory || loadMoreRequested) return true
    if (resolveSelection(timeline, since, rev).state === 'loading') return true
    return timeline.chunks().filter((chunk) => chunk.type !== 'initial').length < minChunks
  }

  /** One page of history ending at `toTransaction` (inclusive; newest when undefined), newest first. */
  async function readPage(
    gen: number,
    toTransaction: string | undefined,
    signal: AbortSignal,
  ): Promise<{lines: HistoryTransaction[]; count: number} | undefined> {
    const lines: HistoryTransaction[] = []
    let count = 0
    for await (const line of streamTransactions(client, ids, {limit: pageSize, toTransaction, signal})) {
      if (gen !== generation) return undefined
      count++
      // toTransaction is inclusive: the first line is the one we already have.
      if (line.id !== toTransaction) lines.push(line)
    }
    return gen === generation ? {lines, count} : undefined
  }

  function addPage(page: {lines: HistoryTransaction[]; count: number}): void {
    timeline.prependHistory(page.lines)
    if (page.count < pageSize) timeline.didReachEarliestEntry()
  }

  async function fetchPage(gen: number, signal: AbortSignal): Promise<void> {
    const page = await readPage(gen, timeline.earliestTransactionId, signal)
    if (page) addPage(page)
  }

  async function run(): Promise<void> {
    const gen = generation
    if (fetchingGeneration === gen || !needsMore()) return
    fetchingGeneration = gen
    emit()
    try {
      while (gen === generation && needsMore()) {
        loadMoreRequested = false
        abort = new AbortController()
        await fetchPage(gen, abort.signal)
        emit()
      }
    } catch (err) {
      if (gen === generation && !disposed) error = err instanceof Error ? err : new Error(String(err))
    } finally {
      if (fetchingGeneration === gen) fetchingGeneration = null
      emit()
    }
  }

  /**
   * Starts over: the current documents and the newest page of history are read together (neither
   * needs the other), then older pages as needed.
   */
  async function restart(): Promise<void> {
    generation++
    abort?.abort()
    timeline.reset()
    newestRead = undefined
    const gen = generation
    fetchingGeneration = gen
    emit()
    abort = new AbortController()
    try {
      const [documents, page] = await Promise.all([
        client.getDocuments([timeline.draftId, timeline.publishedId], {tag: HISTORY_TAG}),
        readPage(gen, undefined, abort.signal),
      ])
      if (gen !== generation || disposed || !page) return
      const [draft, published] = documents
      timeline.setSnapshots((draft ?? null) as VersionSnapshot, (published ?? null) as VersionSnapshot)
      newestRead = page.lines[0]?.id ?? null
      addPage(page)
    } catch (err) {
      if (gen === generation && !disposed) error = err instanceof Error ? err : new Error(String(err))
      return
    } finally {
      if (fetchingGeneration === gen) fetchingGeneration = null
      emit()
    }
    await run()
  }

  /**
   * The first load starts before the listener is connected (so the timeline does not wait for it):
   * a transaction committed after that page was read and before the listener's welcome would be
   * missed. Once connected, history from the newest line read is asked again; anything in it the
   * timeline does not have means something was missed, and the timeline starts over.
   */
  async function checkFirstLoad(load: Promise<void>): Promise<void> {
    const gen = generation
    await load
    if (gen !== generation || disposed || error || newestRead === undefined) return
    const checked = new AbortController()
    try {
      for await (const line of streamTransactions(client, ids, {
        limit: pageSize,
        reverse: false,
        ...(newestRead ? {fromTransaction: newestRead} : {}),
        effects: false,
        signal: checked.signal,
      })) {
        if (gen !== generation || disposed) return
        if (line.id !== newestRead && !timeline.has(line.id)) {
          checked.abort()
          void restart()
          return
        }
      }
    } catch {
      // Unsure what was missed: read it all again (a failure then is reported).
      if (gen === generation && !disposed) void restart()
    }
  }

  if (options.live === false) {
    void restart()
  } else {
    const firstLoad = restart()
    let welcomed = false
    // The listener starts after the requests are out (a task later): opening its connection is work
    // the first entries do not need, done while the page waits for them.
    listener = timer(0)
      .pipe(
        switchMap(() =>
          client.listen(
            '*[_id in $ids]',
            {ids},
            {
              events: ['welcome', 'mutation'],
              effectFormat: 'mendoza',
              ...WITHOUT_RESULT,
              includeMutations: false,
              tag: HISTORY_TAG,
            },
          ),
        ),
      )
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome') {
            // A later welcome (a reconnect, when changes may have been missed) starts over.
            if (welcomed) void restart()
            else void checkFirstLoad(firstLoad)
            welcomed = true
          }
          if (event.type !== 'mutation') return
          timeline.addLiveMutation({
            transactionId: event.transactionId,
            documentId: event.documentId,
            timestamp: event.timestamp,
            identity: event.identity,
            effects: event.effects,
          })
          emit()
        },
        error: fail,
      })
  }

  function setRange(nextSince: string | null, nextRev: string | null): void {
    since = nextSince
    rev = nextRev
    emit()
    void run()
  }

  function isLatest(chunk: Chunk): boolean {
    return timeline.chunks().at(-1)?.id === chunk.id
  }

  return {
    state$: state.asObservable(),
    getState: () => state.getValue(),
    setRange,
    selectRevision(chunk) {
      const nextRev = isLatest(chunk) ? null : timeline.createTimeId(chunk)
      const current = state.getValue().sinceChunk
      if (!since) setRange(null, nextRev)
      else if (current && current.index < chunk.index && since !== LAST_PUBLISHED) setRange(since, nextRev)
      else setRange(LAST_PUBLISHED, nextRev)
    },
    selectSince(chunk) {
      const current = state.getValue().revChunk
      setRange(timeline.createTimeId(chunk), current && chunk.index < current.index ? rev : null)
    },
    loadMore() {
      loadMoreRequested = true
      void run()
    },
    createTimeId: (chunk) => timeline.createTimeId(chunk),
    transactionsBetween: (start, end) => timeline.transactionsBetween(start, end),
    dispose() {
      if (disposed) return
      disposed = true
      generation++
      abort?.abort()
      listener?.unsubscribe()
      state.complete()
    },
  }
}
