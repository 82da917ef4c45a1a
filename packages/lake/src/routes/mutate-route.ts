import type {MutationResult} from '@tessera/types'
import {badRequest} from '../errors.js'
import {readJsonBody} from '../http/body.js'
import {booleanOption} from '../http/options.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'
import {applyMutation} from '../mutations/apply-mutation.js'

const VISIBILITIES = ['sync', 'async', 'deferred']

async function handleMutate(ctx: RouteContext): Promise<void> {
  const body = await readJsonBody(ctx.req, ctx.kernel.limits.maxBodyBytes)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be an object with a "mutations" array', 'invalidJsonError')
  }
  const {mutations: rawMutations, transactionId} = body as {mutations?: unknown; transactionId?: unknown}
  const mutations = Array.isArray(rawMutations) ? rawMutations : rawMutations ? [rawMutations] : []
  if (mutations.length === 0)
    throw badRequest('"mutations" must be a non-empty array', 'invalidMutationError')
  const visibility = ctx.query.get('visibility') ?? 'sync'
  if (!VISIBILITIES.includes(visibility)) {
    throw badRequest(`Option "visibility" must be one of ${VISIBILITIES.join(', ')}`, 'invalidOptionError')
  }
  const returnDocuments = booleanOption(ctx.query, 'returnDocuments', false)
  const autoGenerateArrayKeys = booleanOption(ctx.query, 'autoGenerateArrayKeys', false)
  const dryRun = booleanOption(ctx.query, 'dryRun', false)

  // Writes are visible to queries as soon as they are acknowledged, so every visibility behaves as
  // "sync"; the option is accepted for compatibility.
  const {transaction, value: results} = ctx.kernel.transact(
    {
      dataset: ctx.params.dataset,
      transactionId,
      author: ctx.identity.id,
      identity: ctx.identity,
      dryRun,
      mutations,
      errorKind: 'mutationError',
    },
    (working) =>
      mutations.flatMap((mutation, index) =>
        applyMutation(working, mutation, index, {autoGenerateArrayKeys}),
      ),
  )
  const index = ctx.kernel.dataset(ctx.params.dataset)
  const after = new Map(transaction.changes.map((change) => [change.id, change.after ?? change.before]))
  // A deleted document is returned as it was; an untouched one (createIfNotExists) as it is.
  const access = ctx.kernel.grants.accessFor(ctx.identity)
  const documentFor = (id: string) => {
    const doc = after.get(id) ?? index.get(id)
    // An untouched document (createIfNotExists) was never checked: return only what the caller may read.
    return doc && access.can('read', doc) ? doc : undefined
  }
  const withDocuments = (result: MutationResult): MutationResult =>
    returnDocuments ? {...result, document: documentFor(result.id) as MutationResult['document']} : result
  sendJson(ctx.res, 200, {transactionId: transaction.id, results: results.map(withDocuments)})
}

export const mutateRoutes: Route[] = [{method: 'POST', path: '/data/mutate/:dataset', handler: handleMutate}]
