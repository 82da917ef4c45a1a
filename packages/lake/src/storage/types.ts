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
  /** Transactions that changed at least one of these documents. */
  documentIds: string[]
  /**
   * Inclusive bounds, as transaction ids of this dataset, whatever the order. An id that is not in the
   * dataset matches nothing (callers check with `hasTransaction` first to report it).
   */
  fromTransaction?: string
  toTransaction?: string
  /** Inclusive time bounds, as `Date#toISOString()` strings (the format transactions are stored in). */
  fromTime?: string
  toTime?: string
  /** Only transactions by one of these authors. */
  authors?: string[]
  /** Newest first when true. */
  reverse: boolean
  limit: number
  /** Read the Mendoza effects (left empty otherwise, which saves reading and parsing them). */
  withEffects: boolean
}
/** What one transaction did to one document, for the Events API (see `version-steps.ts`). */
export interface VersionStep {
  /** The transaction's place in the log (a cursor position). */
  seq: number
  transactionId: string
  timestamp: string
  author: string
  documentId: string
  /** The revision written (the transaction id, also for a deletion). */
  rev: string
  /** Whether the document exists after the transaction, and existed right before it. */
  present: boolean
  previousPresent: boolean
  previousRev?: string
  /** Whether the other document of the pair exists after the transaction. */
  partnerPresent: boolean
}

/**
 * Work done inside a commit's database transaction, after the documents are written: keeping a derived
 * index (the search index) in step with them. `seq` is the transaction's place in the log.
 */
export type CommitHook = (transaction: StoredTransaction, seq: number) => void

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
  /**
   * The matching transactions in order, read a page at a time as the caller iterates, so a long history
   * is never held in memory at once. Transactions committed after the first row is read are left out.
   */
  getTransactions(query: TransactionQuery): Iterable<HistoryTransactionRow>
  /**
   * A document as written by the transaction `revision`: the document, null if that transaction deleted
   * it, `undefined` if that transaction never wrote it.
   */
  getDocumentAtRevision(
    dataset: string,
    documentId: string,
    revision: string,
  ): SanityDocument | null | undefined
  /** A document as it was at a moment, a `Date#toISOString()` string (null if absent then). */
  getDocumentAtTime(dataset: string, documentId: string, time: string): SanityDocument | null
  /**
   * What each transaction before the log position `beforeSeq` did to a pair of documents (published
   * and draft or version), newest first, read as the caller iterates.
   */
  getVersionSteps(dataset: string, documentIds: [string, string], beforeSeq: number): Iterable<VersionStep>
  /** The last version a document had: the current one, or the one before its deletion (null if never). */
  getLastRevision(dataset: string, documentId: string): SanityDocument | null
  /** Names of the datasets that hold documents. */
  datasets(): string[]
  /**
   * Runs one write to a dataset: no other write to it, from this process or another, runs until
   * `work` returns, and transactions other processes committed to it before are handed to the
   * `follow` callback first, so `work` sees the dataset as it is. `work` calls `commit` at most once;
   * if it throws, nothing is written.
   */
  exclusive<T>(dataset: string, work: () => T): T
  /**
   * Starts handing over what other processes commit, each transaction once, in commit order per
   * dataset (as they arrive, and before any write to their dataset). In those transactions `before`
   * is null: the receiver knows it from its own copy. A storage only one process uses never calls it.
   */
  follow(apply: (transaction: StoredTransaction) => void): void
  close(): Promise<void>
}
