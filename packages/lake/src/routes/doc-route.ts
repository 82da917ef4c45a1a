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
  // The availability check of spec 002 §7 tells the two reasons apart (the studio shows a reference to
  // a document the user may not read differently from a broken one), as the hosted API does. The
  // "unreadable is as if missing" rule of issue 12 is for writes and history, which could otherwise
  // reveal content; this reveals only that the id exists.
  const omitted: {id: string; reason: 'existence' | 'permission'}[] = []
  for (const id of ids) {
    const doc = index.get(id)
    if (!doc) omitted.push({id, reason: 'existence'})
    else if (!access.can('read', doc)) omitted.push({id, reason: 'permission'})
    else documents.push(excludeContent ? {_id: doc._id, _type: doc._type, _rev: doc._rev} : doc)
  }
  sendJson(ctx.res, 200, {documents, omitted})
}

export const docRoutes: Route[] = [
  {method: 'GET', path: '/data/doc/:dataset/:ids', handler: handleGetDocuments},
]
