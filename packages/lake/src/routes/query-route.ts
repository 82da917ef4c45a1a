import {badRequest} from '../errors.js'
import {dataAccess} from '../grants/route-access.js'
import {readJsonBody} from '../http/body.js'
import {booleanOption, paramsFromSearch} from '../http/options.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'
import {resolvePerspective} from '../query/perspective.js'
import {runQuery} from '../query/run-query.js'

async function handleQuery(ctx: RouteContext): Promise<void> {
  const started = performance.now()
  const access = dataAccess(ctx)
  let query: unknown
  let params: Record<string, unknown>
  if (ctx.req.method === 'POST') {
    const body = await readJsonBody(ctx.req, ctx.kernel.limits.maxBodyBytes)
    if (body === null || typeof body !== 'object')
      throw badRequest('Request body must be a JSON object', 'invalidJsonError')
    const {query: bodyQuery, params: bodyParams} = body as {query?: unknown; params?: unknown}
    query = bodyQuery
    if (
      bodyParams !== undefined &&
      (bodyParams === null || typeof bodyParams !== 'object' || Array.isArray(bodyParams))
    ) {
      throw badRequest('"params" must be an object', 'invalidParameterError')
    }
    params = {...paramsFromSearch(ctx.query), ...((bodyParams as Record<string, unknown>) ?? {})}
  } else {
    query = ctx.query.get('query')
    params = paramsFromSearch(ctx.query)
  }
  if (typeof query !== 'string' || query.trim() === '')
    throw badRequest('Missing "query": a GROQ query string', 'queryParseError')
  const index = ctx.kernel.dataset(ctx.params.dataset)
  const perspective = resolvePerspective(ctx.query.get('perspective'), ctx.apiVersion)
  // Only readable documents exist for the query; callers who may read everything skip filtering.
  const scope = access.readScope(index)
  const search = ctx.kernel.search
  const result = runQuery(index, {
    query,
    params,
    perspective,
    identity: ctx.identity.id,
    scope,
    limits: ctx.kernel.limits,
    search: search && ((condition, limit) => search.candidates(index.name, condition, limit)),
  })
  const ms = Math.round(performance.now() - started)
  const returnQuery = booleanOption(ctx.query, 'returnQuery', true)
  sendJson(ctx.res, 200, returnQuery ? {query, result, ms} : {result, ms})
}

export const queryRoutes: Route[] = [
  {method: 'GET', path: '/data/query/:dataset', handler: handleQuery},
  {method: 'POST', path: '/data/query/:dataset', handler: handleQuery},
]
