import type {MendozaEffects, SanityDocument} from '@tessera/types'

/** What one transaction did to one document. `before`/`after` are null where the document is absent. */
export interface DocumentChange {
  id: string
  before: SanityDocument | null
  after: SanityDocument | null
  effects: MendozaEffects
  /** The mutations that touched this document, each naming it by id (for listen events; not stored). */
  mutations: unknown[]
}

/** A committed transaction: the unit of writing, history and listener events. */
export interface StoredTransaction {
  id: string
  dataset: string
  timestamp: string
  author: string
  mutations: unknown[]
  changes: DocumentChange[]
}

export interface HistoryTransactionRow {
  id: string
  timestamp: string
  author: string
  mutations: unknown[]
  /** Every document the transaction changed, not only the requested ones. */
  documentIds: string[]
  /** Effects for the requested documents only. */
  effects: Record<string, MendozaEffects>
}

export interface TransactionQuery {
  dataset: string
  documentIds: string[]
  /** Inclusive bounds, as transaction ids. */
  fromTransaction?: string
  toTransaction?: string
  /** Newest first when true. */
  reverse: boolean
  limit: number
}

/**
 * Durable storage. Every `commit` is atomic: the documents, the transaction log entry and the effects
 * are written together or not at all, and are on disk before `commit` returns.
 */
export interface LakeStorage {
  /** Every stored document of every dataset, for building the in-memory indexes at start. */
  loadDocuments(): Iterable<{dataset: string; document: SanityDocument}>
  commit(transaction: StoredTransaction): void
  hasTransaction(dataset: string, transactionId: string): boolean
  /** The newest transaction timestamp, so clocks that go backwards never reorder history. */
  lastTimestamp(): string | undefined
  getTransactions(query: TransactionQuery): HistoryTransactionRow[]
  /** A document as it was at a revision (`undefined` if that revision never existed for it). */
  getDocumentAtRevision(dataset: string, documentId: string, revision: string): SanityDocument | null | undefined
  /** A document as it was at a moment (null if absent then). */
  getDocumentAtTime(dataset: string, documentId: string, time: string): SanityDocument | null
  close(): void
}
