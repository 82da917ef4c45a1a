import type {HistoryTransaction} from '@tessera/types'
import type {HistoryTransactionRow} from '../storage/types.js'
import {withoutContent} from './strip-content.js'

export interface LineOptions {
  /** The ids named in the path. */
  requestedIds: string[]
  excludeContent: boolean
  excludeMutations: boolean
  /** Include `effects` (only with `effectFormat=mendoza`). */
  effects: boolean
  includeIdentifiedDocumentsOnly: boolean
}

/** One NDJSON line of the transactions endpoint. */
export function transactionLine(row: HistoryTransactionRow, options: LineOptions): HistoryTransaction {
  const requested = new Set(options.requestedIds)
  const line: HistoryTransaction = {
    id: row.id,
    timestamp: row.timestamp,
    author: row.author,
    documentIDs: options.includeIdentifiedDocumentsOnly
      ? row.documentIds.filter((id) => requested.has(id))
      : row.documentIds,
  }
  if (!options.excludeMutations) {
    line.mutations = options.excludeContent ? row.mutations.map(withoutContent) : row.mutations
  }
  if (options.effects) line.effects = row.effects
  return line
}
