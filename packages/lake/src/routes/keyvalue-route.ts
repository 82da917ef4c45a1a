import {checkKey, keyValueStore, parsePairs} from '../auth/key-value-store.js'
import {LakeError, badRequest} from '../errors.js'
import {readJsonBody} from '../http/body.js'
import {splitIds} from '../http/options.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'

/**
 * The caller's key-value settings: `GET /users/me/keyvalue/{key,key}` (how the studio asks; also
 * `?keys=key,key`) answers `[{key, value}]` in the order asked, null for unset keys; `PUT
 * /users/me/keyvalue` with `[{key, value}]` sets them (null removes) and answers the pairs.
 */
export const keyValueRoutes: Route[] = [
  {method: 'GET', path: '/users/me/keyvalue', handler: (ctx) => get(ctx, ctx.query.get('keys') ?? '')},
  {method: 'GET', path: '/users/me/keyvalue/:keys', handler: (ctx) => get(ctx, ctx.params.keys)},
  {method: 'PUT', path: '/users/me/keyvalue', handler: put},
]

function userOf({identity}: RouteContext): string {
  if (identity.kind === 'anonymous') throw new LakeError(401, 'Not signed in: send a token or sign in')
  return identity.id
}

function get(ctx: RouteContext, keys: string): void {
  const userId = userOf(ctx)
  const asked = splitIds(keys).map(checkKey)
  if (asked.length === 0) throw badRequest('Name the keys to read: /users/me/keyvalue/{key,key}')
  if (asked.length > 100) throw badRequest('At most 100 keys per request')
  sendJson(ctx.res, 200, keyValueStore(ctx.kernel).get(userId, asked))
}

async function put(ctx: RouteContext): Promise<void> {
  const userId = userOf(ctx)
  const pairs = parsePairs(await readJsonBody(ctx.req, ctx.kernel.limits.maxBodyBytes))
  sendJson(ctx.res, 200, keyValueStore(ctx.kernel).set(userId, pairs))
}
