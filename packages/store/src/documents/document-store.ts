import type {SanityClient} from '@sanity/client'
import {defer, distinctUntilChanged, map, Observable, Subject, type Subscription} from 'rxjs'
import type {BackoffOptions, CommitError} from './buffered/commit-errors.js'
import {type EditState, toEditState} from './edit-state.js'
import {getIdPair, type IdPair} from './ids.js'
import {DEFAULT_SEQUENCER_OPTIONS, type SequencerOptions} from './listener/revision-sequencer.js'
import {createOperations} from './operations/create-operations.js'
import type {DocumentOperations, OperationContext} from './operations/operation-types.js'
import {DocumentPair} from './pair/document-pair.js'
import {PairRegistry} from './pair/pair-registry.js'
import type {PairState} from './pair/pair-state.js'
import type {SaveState} from './save-state.js'
import {
  fetchDocumentAtRevision as fetchAtRevision,
  type FetchDocumentAtRevision,
} from '../history/documents-at.js'

export interface DocumentStoreOptions {
  client: SanityClient
  /** The schema type's document options; `liveEdit: true` edits the published document directly. */
  getSchemaType?: (typeName: string) => {liveEdit?: boolean} | undefined
  /** At most one commit starts per window (ms). Default 1000 (spec 002 §9). */
  commitThrottleMs?: number
  /** Out-of-order buffer per document: size and wait before a snapshot is refetched. Default 20 / 2000 ms. */
  sequencer?: SequencerOptions
  /** How long a partly received multi-document transaction is held back. Default 2000 ms. */
  transactionWaitMs?: number
  /** How long operations wait for the listener to confirm writes before refetching. Default 10000 ms. */
  consistencyTimeoutMs?: number
  /** Backoff for retryable commit failures, listener reconnects and snapshot fetches. Default the spec's: 100 ms doubling to 240000 ms. */
  retryBackoff?: BackoffOptions
  /** How long a pair nobody uses stays open (a quick re-open reuses its listener). Default 1000 ms. */
  pairKeepAliveMs?: number
  /** Fetches a document at a revision for restore; default: the history documents endpoint. */
  fetchDocumentAtRevision?: FetchDocumentAtRevision
  /**
   * Emits when the connection to the lake is back (the workspace's connection store): commits waiting
   * out their backoff are sent at once instead of at their retry time.
   */
  reconnected$?: Observable<unknown>
}

/** A lease on a shared pair. Everything on it is live until `release()`. */
export interface DocumentPairHandle {
  idPair: IdPair
  typeName: string
  liveEdit: boolean
  /** The pair's full state, including local-edit and consistency flags. */
  state$: Observable<PairState>
  editState$: Observable<EditState>
  /** Whether the local edits are saved, being sent, retried, or refused (see `SaveState`). */
  saveState$: Observable<SaveState>
  /** Emits when an operation's `disabled` changes; `execute` always acts on the latest state. */
  operations$: Observable<DocumentOperations>
  getState(): PairState
  getEditState(): EditState
  getSaveState(): SaveState
  getOperations(): DocumentOperations
  /** Resolves with the edit state once both snapshots have arrived. */
  whenReady(): Promise<EditState>
  release(): void
}

export interface DocumentStore {
  /** Opens (or shares) the pair of `publishedId` (a draft id is accepted too). Call `release()` when done. */
  pair(publishedId: string, typeName: string): DocumentPairHandle
  /**
   * The edit state, live; the pair is held while subscribed. Given `start` (from `currentEditState`),
   * the stream's first value is `start` itself when nothing changed since it was read.
   */
  editState(publishedId: string, typeName: string, start?: EditState): Observable<EditState>
  /** The operations, live; the pair is held while subscribed. `start`: as for `editState`. */
  operations(
    publishedId: string,
    typeName: string,
    start?: DocumentOperations,
  ): Observable<DocumentOperations>
  /**
   * The edit state of a pair someone already holds open, read without opening or holding it (safe in
   * a render), so a component's first render can show it instead of a render with nothing; undefined
   * when the pair is not open.
   */
  currentEditState(publishedId: string, typeName: string): EditState | undefined
  /** The operations of a pair someone already holds open (see `currentEditState`). */
  currentOperations(publishedId: string, typeName: string): DocumentOperations | undefined
  /** The save state, live; the pair is held while subscribed. */
  saveState(publishedId: string, typeName: string): Observable<SaveState>
  /** Commits of every pair waiting out their backoff after a network failure are sent now. */
  retryNow(): void
  /** Failed commits of every pair, as values (terminal or retrying). */
  commitErrors$: Observable<CommitError>
  /** Closes every pair (pending edits are sent, not awaited) and completes every stream. */
  dispose(): void
}

const DEFAULTS = {
  commitThrottleMs: 1000,
  transactionWaitMs: 2000,
  consistencyTimeoutMs: 10_000,
  pairKeepAliveMs: 1000,
}

/** The document store of one workspace: pairs, edit states and operations. Nothing is module-global. */
export function createDocumentStore(options: DocumentStoreOptions): DocumentStore {
  const {client} = options
  const commitErrors = new Subject<CommitError>()
  const fetchDocumentAtRevision =
    options.fetchDocumentAtRevision ??
    ((documentId: string, revision: string) => fetchAtRevision(client, documentId, revision))
  const registry = new PairRegistry(
    (publishedId) =>
      new DocumentPair({
        client,
        idPair: getIdPair(publishedId),
        commitThrottleMs: options.commitThrottleMs ?? DEFAULTS.commitThrottleMs,
        sequencer: {...DEFAULT_SEQUENCER_OPTIONS, ...options.sequencer},
        transactionWaitMs: options.transactionWaitMs ?? DEFAULTS.transactionWaitMs,
        consistencyTimeoutMs: options.consistencyTimeoutMs ?? DEFAULTS.consistencyTimeoutMs,
        backoff: options.retryBackoff ?? {},
        onCommitError: (error) => commitErrors.next(error),
      }),
    options.pairKeepAliveMs ?? DEFAULTS.pairKeepAliveMs,
  )
  const reconnected: Subscription | undefined = options.reconnected$?.subscribe(() =>
    registry.forEach((pair) => pair.retryNow()),
  )

  const isLiveEdit = (typeName: string) => options.getSchemaType?.(typeName)?.liveEdit === true
  const operationContext = (pair: DocumentPair, idPair: IdPair, typeName: string): OperationContext => ({
    client,
    pair,
    idPair,
    typeName,
    liveEdit: isLiveEdit(typeName),
    fetchDocumentAtRevision,
  })
  /** What `current*` read, by the pair it was read from: a stream starts from it on that pair only. */
  const readFrom = new WeakMap<object, DocumentPair>()

  /** `read` of the document's open pair, if it is open, without holding it. */
  function readOpenPair<T extends object>(
    id: string,
    typeName: string,
    read: (pair: DocumentPair, idPair: IdPair) => T,
  ): T | undefined {
    const idPair = getIdPair(id)
    const pair = registry.peek(idPair.publishedId, typeName)
    if (!pair) return undefined
    const value = read(pair, idPair)
    readFrom.set(value, pair)
    return value
  }

  /** The stream, with its first value replaced by `start` when they are the same (and from `pair`). */
  function startingFrom<T extends object>(
    source: Observable<T>,
    pair: DocumentPair | undefined,
    start: T | undefined,
    same: (a: T, b: T) => boolean,
  ): Observable<T> {
    if (!start || !pair || readFrom.get(start) !== pair) return source
    return defer(() => {
      let first = true
      return source.pipe(
        map((value) => {
          const kept = first && same(value, start) ? start : value
          first = false
          return kept
        }),
      )
    })
  }

  function openPair(id: string, typeName: string): DocumentPairHandle {
    const idPair = getIdPair(id)
    const {pair, release} = registry.acquire(idPair.publishedId, typeName)
    const liveEdit = isLiveEdit(typeName)
    const context = operationContext(pair, idPair, typeName)
    const editStateOf = (state: PairState) => toEditState(idPair.publishedId, typeName, liveEdit, state)
    const state$ = pair.changes$
    return {
      idPair,
      typeName,
      liveEdit,
      state$,
      editState$: state$.pipe(map(editStateOf), distinctUntilChanged(sameEditState)),
      saveState$: state$.pipe(
        map((state) => state.save),
        distinctUntilChanged(),
      ),
      operations$: state$.pipe(
        map((state) => createOperations(context, state)),
        distinctUntilChanged(sameDisabledReasons),
      ),
      getState: () => pair.state,
      getEditState: () => editStateOf(pair.state),
      getSaveState: () => pair.state.save,
      getOperations: () => createOperations(context, pair.state),
      whenReady: () => pair.waitFor((state) => state.ready).then(editStateOf),
      release,
    }
  }

  /** An observable that holds a pair while subscribed. */
  function held<T>(
    id: string,
    typeName: string,
    pick: (handle: DocumentPairHandle, pair: DocumentPair | undefined) => Observable<T>,
  ) {
    return new Observable<T>((subscriber) => {
      const handle = openPair(id, typeName)
      const pair = registry.peek(handle.idPair.publishedId, typeName)
      const subscription = pick(handle, pair).subscribe(subscriber)
      return () => {
        subscription.unsubscribe()
        handle.release()
      }
    })
  }

  return {
    pair: openPair,
    editState: (id, typeName, start) =>
      held(id, typeName, (handle, pair) => startingFrom(handle.editState$, pair, start, sameEditState)),
    operations: (id, typeName, start) =>
      held(id, typeName, (handle, pair) =>
        startingFrom(handle.operations$, pair, start, sameDisabledReasons),
      ),
    currentEditState: (id, typeName) =>
      readOpenPair(id, typeName, (pair, idPair) =>
        toEditState(idPair.publishedId, typeName, isLiveEdit(typeName), pair.state),
      ),
    currentOperations: (id, typeName) =>
      readOpenPair(id, typeName, (pair, idPair) =>
        createOperations(operationContext(pair, idPair, typeName), pair.state),
      ),
    saveState: (id, typeName) => held(id, typeName, (handle) => handle.saveState$),
    commitErrors$: commitErrors.asObservable(),
    retryNow: () => registry.forEach((pair) => pair.retryNow()),
    dispose() {
      reconnected?.unsubscribe()
      registry.dispose()
      commitErrors.complete()
    },
  }
}

function sameEditState(a: EditState, b: EditState): boolean {
  return (
    a.draft === b.draft &&
    a.published === b.published &&
    a.ready === b.ready &&
    a.transactionSyncLock.enabled === b.transactionSyncLock.enabled
  )
}

function sameDisabledReasons(a: DocumentOperations, b: DocumentOperations): boolean {
  return (Object.keys(a) as (keyof DocumentOperations)[]).every(
    (name) => a[name].disabled === b[name].disabled,
  )
}
