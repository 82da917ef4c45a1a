import {booleanOption, splitIds} from '../http/options.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'
import {badRequest} from '../errors.js'
import {dataAccess} from '../grants/route-access.js'

function handleGetDocuments(ctx: RouteContext): void {
  const access = dataAccess(ctx)
  const index = ctx.kernel.dataset(ctx.params.dataset)
  const ids = splitIds(ctx.params.ids)
  if (ids.length === 0) throw badRequest('No document ids given', 'invalidDocumentIdError')
  const excludeContent = booleanOption(ctx.query, 'excludeContent', false)
  const documents: unknown[] = []
  // A document the caller may not read is omitted exactly as a missing one is (reason "existence"):
  // "permission" would tell them it exists.
  const omitted: {id: string; reason: 'existence'}[] = []
  for (const id of ids) {
    const doc = index.get(id)
    if (!doc || !access.can('read', doc)) omitted.push({id, reason: 'existence'})
    else documents.push(excludeContent ? {_id: doc._id, _type: doc._type, _rev: doc._rev} : doc)
  }
  sendJson(ctx.res, 200, {documents, omitted})
}

export const docRoutes: Route[] = [
  {method: 'GET', path: '/data/doc/:dataset/:ids', handler: handleGetDocuments},
]
