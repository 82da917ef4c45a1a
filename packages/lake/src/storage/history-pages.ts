import type {MendozaEffects} from '@tessera/types'
import type {HistoryTransactionRow, TransactionQuery} from './types.js'

/** History is read this many transactions at a time. */
const HISTORY_PAGE_SIZE = 100

/** A `transactions` row as both storages store it (JSON in text columns). */
export interface TransactionRow {
  seq: number
  id: string
  timestamp: string
  author: string
  mutations: string
  document_ids: string
}

export interface EffectsRow {
  seq: number
  document_id: string
  effects: string
}

/** One page of history rows from its stored rows, in the order of `seqs`. */
export function historyRows(
  seqs: number[],
  transactions: TransactionRow[],
  effects: EffectsRow[],
): HistoryTransactionRow[] {
  const bySeq = new Map<number, HistoryTransactionRow>()
  for (const row of transactions) {
    bySeq.set(row.seq, {
      id: row.id,
      timestamp: row.timestamp,
      author: row.author,
      mutations: JSON.parse(row.mutations) as unknown[],
      documentIds: JSON.parse(row.document_ids) as string[],
      effects: {},
    })
  }
  for (const row of effects) {
    const txn = bySeq.get(row.seq)
    if (txn) txn.effects[row.document_id] = JSON.parse(row.effects) as MendozaEffects
  }
  return seqs.map((seq) => bySeq.get(seq)).filter((row): row is HistoryTransactionRow => row !== undefined)
}

export interface HistoryReads {
  /** A transaction's log position in the dataset, undefined if it is not there. */
  seqOf(dataset: string, transactionId: string): number | undefined
  /** The log's end now (read once per query, so later pages leave out later commits). */
  logEnd(dataset: string): number
  /** Log positions of matching transactions within [low, high], in the query's order, at most `limit`. */
  seqs(query: TransactionQuery, low: number, high: number, limit: number): number[]
  /** The rows of those transactions, in that order. */
  rows(seqs: number[], query: TransactionQuery): HistoryTransactionRow[]
}

/**
 * The matching transactions of a history query, a page at a time as the caller iterates, so a long
 * history is never held in memory at once. Each page narrows the range past the last one read.
 */
export function* readHistory(query: TransactionQuery, reads: HistoryReads): Generator<HistoryTransactionRow> {
  const {dataset} = query
  if (query.documentIds.length === 0 || query.limit <= 0) return
  let low = query.fromTransaction === undefined ? 0 : reads.seqOf(dataset, query.fromTransaction)
  let high =
    query.toTransaction === undefined ? reads.logEnd(dataset) : reads.seqOf(dataset, query.toTransaction)
  if (low === undefined || high === undefined) return
  let remaining = query.limit
  while (remaining > 0 && low <= high) {
    const seqs = reads.seqs(query, low, high, Math.min(remaining, HISTORY_PAGE_SIZE))
    if (seqs.length === 0) return
    yield* reads.rows(seqs, query)
    remaining -= seqs.length
    if (query.reverse) high = seqs[seqs.length - 1] - 1
    else low = seqs[seqs.length - 1] + 1
  }
}
