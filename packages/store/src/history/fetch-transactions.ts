import type {SanityClient} from '@sanity/client'
import type {HistoryTransaction} from '@tessera/types'
import {HISTORY_PAGE_SIZE, HISTORY_TAG} from './constants.js'
import {errorFromResponse} from './history-errors.js'
import {readNdjson} from './ndjson.js'

export interface TransactionsOptions {
  /** Default 50 (one page). */
  limit?: number
  /** Newest first. Default true. */
  reverse?: boolean
  /** Inclusive bounds, as transaction ids. */
  fromTransaction?: string
  toTransaction?: string
  /** Leave document content out of the mutations (ids stay). Default true. */
  excludeContent?: boolean
  /** Leave the mutations out altogether (the effects tell what happened). Default true. */
  excludeMutations?: boolean
  /** List only the requested ids in each line's `documentIDs`. Default true. */
  includeIdentifiedDocumentsOnly?: boolean
  /** Include Mendoza effects per document. Default true. */
  effects?: boolean
  tag?: string
  signal?: AbortSignal
}

/** The transactions URL for a set of ids, with the query parameters of spec 002 §7. */
export function transactionsUrl(
  client: SanityClient,
  documentIds: readonly string[],
  options: TransactionsOptions = {},
): string {
  const params = new URLSearchParams()
  params.set('tag', options.tag ?? HISTORY_TAG)
  if (options.effects !== false) params.set('effectFormat', 'mendoza')
  params.set('excludeContent', String(options.excludeContent ?? true))
  params.set('excludeMutations', String(options.excludeMutations ?? true))
  params.set('includeIdentifiedDocumentsOnly', String(options.includeIdentifiedDocumentsOnly ?? true))
  params.set('reverse', String(options.reverse ?? true))
  params.set('limit', String(options.limit ?? HISTORY_PAGE_SIZE))
  if (options.fromTransaction) params.set('fromTransaction', options.fromTransaction)
  if (options.toTransaction) params.set('toTransaction', options.toTransaction)
  const {dataset} = client.config()
  const ids = documentIds.map(encodeURIComponent).join(',')
  return client.getUrl(`/data/history/${dataset}/transactions/${ids}?${params}`)
}

/**
 * Streams a document set's transactions as NDJSON lines. A line that carries an error (the lake
 * failed mid-stream) throws with its description or type.
 */
export async function* streamTransactions(
  client: SanityClient,
  documentIds: readonly string[],
  options: TransactionsOptions = {},
): AsyncGenerator<HistoryTransaction> {
  const {token, withCredentials} = client.config()
  const response = await fetch(transactionsUrl(client, documentIds, options), {
    headers: token ? {Authorization: `Bearer ${token}`} : {},
    // Browsers send the session cookie only when asked; a token needs no cookie.
    credentials: token ? 'omit' : withCredentials ? 'include' : 'same-origin',
    signal: options.signal,
  })
  if (!response.ok) throw await errorFromResponse(response)
  if (!response.body) throw new Error('Failed to read body from response')
  yield* readTransactionLines(response.body)
}

/** The lines of a transactions body; a line with an error (the lake failed mid-stream) throws. */
export async function* readTransactionLines(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<HistoryTransaction> {
  for await (const line of readNdjson(body)) {
    const value = line as HistoryTransaction & {error?: {description?: string; type?: string}}
    if (value.error) throw new Error(value.error.description || value.error.type || 'History stream failed')
    yield value
  }
}

/** One page of transactions, read whole. */
export async function fetchTransactions(
  client: SanityClient,
  documentIds: readonly string[],
  options: TransactionsOptions = {},
): Promise<HistoryTransaction[]> {
  const lines: HistoryTransaction[] = []
  for await (const line of streamTransactions(client, documentIds, options)) lines.push(line)
  return lines
}
