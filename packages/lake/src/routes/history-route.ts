import {documentsAt} from '../history/documents-at.js'
import {eventsPage, groupIds} from '../history/events-page.js'
import {streamNdjson} from '../history/ndjson-stream.js'
import {transactionLine} from '../history/transaction-line.js'
import {transactionOptions} from '../history/transaction-options.js'
import {badRequest} from '../errors.js'
import type {SanityDocument} from '@tessera/types'
import {
  historyIsPartial,
  mayReadVersion,
  requireHistory,
  restrictLine,
  visibleChanges,
} from '../grants/history-access.js'
import {dataAccess} from '../grants/route-access.js'
import {integerOption, splitIds} from '../http/options.js'
import {isValidDocumentId} from '../documents/ids.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'

/** `GET /data/history/:dataset/transactions/:ids`: the documents' transactions as NDJSON. */
async function handleTransactions(ctx: RouteContext): Promise<void> {
  const {kernel} = ctx
  const access = dataAccess(ctx)
  const dataset = kernel.dataset(ctx.params.dataset).name
  const options = transactionOptions(kernel.storage, dataset, ctx.params.ids, ctx.query)
  requireHistory(access, kernel, dataset, options.query.documentIds)
  const requested = new Set(options.query.documentIds)
  const partial = historyIsPartial(access)
  const rows = kernel.storage.getTransactions(options.query)
  await streamNdjson(
    ctx.res,
    filterMapIterable(rows, (row) => {
      const line = transactionLine(row, options.line)
      if (!partial) return line
      // Only the changes whose versions before and after the caller may see; none: no line at all.
      const visible = visibleChanges(access, kernel.storage, dataset, row, requested)
      return visible.size > 0 ? restrictLine(line, visible) : undefined
    }),
  )
}

/** `GET /data/history/:dataset/documents/:ids?revision=|time=|lastRevision=`: past versions. */
function handleDocuments(ctx: RouteContext): void {
  const {kernel} = ctx
  const access = dataAccess(ctx)
  const dataset = kernel.dataset(ctx.params.dataset).name
  const ids = [...new Set(splitIds(ctx.params.ids))]
  if (ids.length === 0) throw badRequest('No document ids given', 'invalidDocumentIdError')
  requireHistory(access, kernel, dataset, ids)
  const visible = historyIsPartial(access) ? (doc: SanityDocument) => mayReadVersion(access, doc) : undefined
  sendJson(ctx.res, 200, {documents: documentsAt(kernel.storage, dataset, ids, ctx.query, visible)})
}

/**
 * `GET /data/history/:dataset/events/documents/:id?limit=&nextCursor=`: the document group's events
 * (Sanity's Events API, which the studio's history panel reads), newest first, keyed by the id asked.
 * The caller needs history on the asked document and on the one it is published as or drafted from.
 */
function handleEvents(ctx: RouteContext): void {
  const {kernel} = ctx
  const access = dataAccess(ctx)
  const dataset = kernel.dataset(ctx.params.dataset).name
  const id = ctx.params.id
  if (!isValidDocumentId(id)) throw badRequest(`Invalid document id "${id}"`, 'invalidDocumentIdError')
  const {publishedId, variantId} = groupIds(id)
  requireHistory(access, kernel, dataset, [publishedId, variantId])
  const limit = integerOption(ctx.query, 'limit', 100, 1, 1000)
  const page = eventsPage(kernel.storage, dataset, id, limit, ctx.query.get('nextCursor') || null)
  sendJson(ctx.res, 200, {events: {[id]: page.events}, nextCursor: page.nextCursor})
}

function* filterMapIterable<T, U>(items: Iterable<T>, map: (item: T) => U | undefined): Generator<U> {
  for (const item of items) {
    const mapped = map(item)
    if (mapped !== undefined) yield mapped
  }
}

export const historyRoutes: Route[] = [
  {method: 'GET', path: '/data/history/:dataset/transactions/:ids', handler: handleTransactions},
  {method: 'GET', path: '/data/history/:dataset/documents/:ids', handler: handleDocuments},
  {method: 'GET', path: '/data/history/:dataset/events/documents/:id', handler: handleEvents},
]
