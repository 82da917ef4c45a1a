import {parseAction} from '../actions/parse-action.js'
import {runActions} from '../actions/run-actions.js'
import {badRequest} from '../errors.js'
import {readJsonBody} from '../http/body.js'
import {booleanOption} from '../http/options.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'

async function handleActions(ctx: RouteContext): Promise<void> {
  const body = await readJsonBody(ctx.req, ctx.kernel.limits.maxBodyBytes)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be an object with an "actions" array', 'invalidJsonError')
  }
  const {actions: rawActions, transactionId, dryRun: bodyDryRun} = body as Record<string, unknown>
  if (rawActions === undefined || rawActions === null)
    throw badRequest('"actions" is required', 'invalidActionError')
  // An empty list is accepted and writes nothing, as the hosted API does.
  const submitted = Array.isArray(rawActions) ? rawActions : [rawActions]
  const actions = submitted.map((action, index) => parseAction(action, index))
  if (bodyDryRun !== undefined && bodyDryRun !== null && typeof bodyDryRun !== 'boolean') {
    throw badRequest('"dryRun" must be true or false', 'invalidActionError')
  }
  // Cross-dataset references are never validated here, so skipCrossDatasetReferenceValidation (body or
  // query) needs no handling.
  const dryRun = bodyDryRun === true || booleanOption(ctx.query, 'dryRun', false)
  const {transaction} = ctx.kernel.transact(
    {
      dataset: ctx.params.dataset,
      transactionId,
      author: ctx.identity.id,
      identity: ctx.identity,
      dryRun,
      mutations: submitted,
      errorKind: 'actionError',
    },
    (working) => runActions(working, actions),
  )
  sendJson(ctx.res, 200, {transactionId: transaction.id})
}

export const actionsRoutes: Route[] = [
  {method: 'POST', path: '/data/actions/:dataset', handler: handleActions},
]
