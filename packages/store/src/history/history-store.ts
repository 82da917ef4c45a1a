import type {SanityClient} from '@sanity/client'
import type {HistoryTransaction, SanityDocument} from '@tessera/types'
import {Observable} from 'rxjs'
import {getPublishedId} from '../documents/ids.js'
// documents-at is in the first load anyway (the document store reads revisions with it).
import {fetchDocumentAtRevision, getHistory, type HistoryQuery} from './documents-at.js'
// Types only: the transactions' requests, restore and the timeline load on first use, so a studio
// does not load them before a document is editable (issue 23).
import type {TransactionsOptions} from './fetch-transactions.js'
import type {RestoreOptions, RestoreResult} from './restore.js'
import type {TimelineController, TimelineControllerOptions} from './timeline-controller.js'

const transactions = () => import('./fetch-transactions.js')

/** Revisions never change, so their documents are kept; this bounds how many. */
const REVISION_CACHE_SIZE = 100

export interface HistoryStoreOptions {
  client: SanityClient
}

export interface HistoryStore {
  /** One page of transactions (default: 50, newest first, with Mendoza effects, without content). */
  getTransactions(
    documentIds: readonly string[],
    options?: TransactionsOptions,
  ): Promise<HistoryTransaction[]>
  /** The same, line by line as they arrive; unsubscribing stops the download. */
  transactions$(documentIds: readonly string[], options?: TransactionsOptions): Observable<HistoryTransaction>
  /** Documents at a time or a revision (not both). */
  getHistory(documentIds: readonly string[], query: HistoryQuery): Promise<SanityDocument[]>
  /** The pair's document after transaction `revision` (draft if there is one), or null. */
  getDocumentAtRevision(documentId: string, revision: string): Promise<SanityDocument | null>
  /** Restores a revision into the draft (or `targetId`), dropping references to deleted documents. */
  restore(documentId: string, revision: string, options?: RestoreOptions): Promise<RestoreResult>
  /**
   * A timeline for a document pair, once its code is loaded (on first use); disposed with the store
   * if not before.
   */
  loadTimelineController(
    documentId: string,
    options?: Omit<TimelineControllerOptions, 'client' | 'documentId'>,
  ): Promise<TimelineController>
  dispose(): void
}

/** The history store of one workspace. */
export function createHistoryStore({client}: HistoryStoreOptions): HistoryStore {
  const revisions = new Map<string, Promise<SanityDocument | null>>()
  const controllers = new Set<TimelineController>()
  let disposed = false

  function getDocumentAtRevision(documentId: string, revision: string): Promise<SanityDocument | null> {
    const key = `${getPublishedId(documentId)}@${revision}`
    let cached = revisions.get(key)
    if (!cached) {
      cached = fetchDocumentAtRevision(client, documentId, revision)
      cached.catch(() => revisions.delete(key))
      revisions.set(key, cached)
      if (revisions.size > REVISION_CACHE_SIZE) revisions.delete(revisions.keys().next().value!)
    }
    return cached
  }

  return {
    getTransactions: async (documentIds, options) =>
      (await transactions()).fetchTransactions(client, documentIds, options),
    transactions$: (documentIds, options = {}) =>
      new Observable<HistoryTransaction>((subscriber) => {
        const abort = new AbortController()
        void (async () => {
          try {
            const {streamTransactions} = await transactions()
            if (abort.signal.aborted) return
            for await (const line of streamTransactions(client, documentIds, {
              ...options,
              signal: abort.signal,
            })) {
              subscriber.next(line)
            }
            subscriber.complete()
          } catch (err) {
            if (!abort.signal.aborted) subscriber.error(err)
          }
        })()
        return () => abort.abort()
      }),
    getHistory: (documentIds, query) => getHistory(client, documentIds, query),
    getDocumentAtRevision,
    // Loaded on first use, like the document operations' restore.
    restore: async (documentId, revision, options) => {
      const {restoreRevision} = await import('./restore.js')
      return restoreRevision(client, getDocumentAtRevision, documentId, revision, options)
    },
    async loadTimelineController(documentId, options = {}) {
      if (disposed) throw new Error('The history store has been disposed')
      const {createTimelineController} = await import('./timeline-controller.js')
      if (disposed) throw new Error('The history store has been disposed')
      const controller = createTimelineController({...options, client, documentId})
      const dispose = controller.dispose
      controllers.add(controller)
      return {
        ...controller,
        dispose() {
          controllers.delete(controller)
          dispose()
        },
      }
    },
    dispose() {
      disposed = true
      for (const controller of controllers) controller.dispose()
      controllers.clear()
      revisions.clear()
    },
  }
}
