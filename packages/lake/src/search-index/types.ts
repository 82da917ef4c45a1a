import type {StoredTransaction} from '../storage/types.js'

/**
 * What a query asks the search index for: documents with a token that equals (or, with `prefix`,
 * starts with) `token`, in one of `fields` (top-level attributes; any string of the document when
 * absent), combined with and/or. Tokens are folded as `match` folds them (query/text-match.ts), so
 * backends compare them as they are.
 */
export type SearchCondition =
  | {kind: 'token'; token: string; prefix: boolean; fields?: readonly string[]}
  | {kind: 'and'; parts: SearchCondition[]}
  | {kind: 'or'; parts: SearchCondition[]}

/**
 * A full-text index of the current documents of every dataset, kept by the storage that holds them
 * (SQLite FTS5 here; a PostgreSQL storage brings its own). Queries use it to narrow `match` and
 * `text::query()` to candidates and still run the exact matcher over them, so an index only has to
 * answer with a superset of the matching documents, never a subset.
 */
export interface SearchIndex {
  /**
   * Records what a transaction did. Called inside the storage's write transaction, so the index
   * commits (or rolls back) with the documents. `seq` is the transaction's place in the log.
   */
  write(transaction: StoredTransaction, seq: number): void
  /**
   * Raw ids of the documents of `dataset` that may satisfy `condition`, in no particular order; or
   * undefined when there are more than `limit` (the caller then scans: a set that large saves nothing).
   */
  candidates(dataset: string, condition: SearchCondition, limit: number): string[] | undefined
  /**
   * Resolves once documents left pending for an idle moment (an import's) are in the index, so
   * searches no longer scan for them (benchmarks wait for it before measuring searches).
   */
  indexed(): Promise<void>
}

/** A search index bound to one dataset, as a query sees it. */
export type SearchLookup = (condition: SearchCondition, limit: number) => string[] | undefined
