import {badRequest} from '../errors.js'
import {booleanOption, integerOption, splitIds} from '../http/options.js'
import type {LakeStorage, TransactionQuery} from '../storage/types.js'
import {timeOption} from './time-option.js'
import type {LineOptions} from './transaction-line.js'

/** Transactions returned when `limit` is not given (the studio asks for 50 at a time). */
export const DEFAULT_TRANSACTION_LIMIT = 100
/** The largest `limit` accepted; lines are streamed, so this bounds time, not memory. */
export const MAX_TRANSACTION_LIMIT = 10_000

/**
 * Reads the transactions endpoint's options. `tag` is accepted and ignored. Effects are included only
 * with `effectFormat=mendoza`, as on the hosted API; `excludeContent` strips document content from the
 * mutations but keeps the effects, which the studio's history timeline is built from.
 */
export function transactionOptions(
  storage: LakeStorage,
  dataset: string,
  rawIds: string,
  query: URLSearchParams,
): {query: TransactionQuery; line: LineOptions} {
  const documentIds = [...new Set(splitIds(rawIds))]
  if (documentIds.length === 0) throw badRequest('No document ids given', 'invalidDocumentIdError')
  const effectFormat = query.get('effectFormat')
  if (effectFormat && effectFormat !== 'mendoza') {
    throw badRequest(
      `Unsupported effectFormat "${effectFormat}": only "mendoza" is available`,
      'invalidOptionError',
    )
  }
  const fromTransaction = transactionIdOption(storage, dataset, query, 'fromTransaction')
  const toTransaction = transactionIdOption(storage, dataset, query, 'toTransaction')
  const authors = query.get('authors') ? splitIds(query.get('authors')!) : undefined
  const effects = effectFormat === 'mendoza'
  return {
    query: {
      dataset,
      documentIds,
      fromTransaction,
      toTransaction,
      fromTime: timeOption(query, 'fromTime'),
      toTime: timeOption(query, 'toTime'),
      authors: authors && authors.length > 0 ? authors : undefined,
      reverse: booleanOption(query, 'reverse', false),
      limit: integerOption(query, 'limit', DEFAULT_TRANSACTION_LIMIT, 1, MAX_TRANSACTION_LIMIT),
      withEffects: effects,
    },
    line: {
      requestedIds: documentIds,
      excludeContent: booleanOption(query, 'excludeContent', false),
      excludeMutations: booleanOption(query, 'excludeMutations', false),
      effects,
      includeIdentifiedDocumentsOnly: booleanOption(query, 'includeIdentifiedDocumentsOnly', false),
    },
  }
}

/** A transaction id bound; one this dataset never had is an error rather than an empty answer. */
function transactionIdOption(
  storage: LakeStorage,
  dataset: string,
  query: URLSearchParams,
  name: 'fromTransaction' | 'toTransaction',
): string | undefined {
  const id = query.get(name)
  if (id === null || id === '') return undefined
  if (!storage.hasTransaction(dataset, id)) {
    throw badRequest(
      `Option "${name}": no transaction "${id}" in dataset "${dataset}"`,
      'invalidTransactionIdError',
    )
  }
  return id
}
