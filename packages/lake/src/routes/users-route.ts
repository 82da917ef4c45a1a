import {currentUser, publicUser} from '../auth/user-profiles.js'
import {LakeError, notFound} from '../errors.js'
import {splitIds} from '../http/options.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'

/** Most ids one lookup may name (the studio batches far fewer). */
const MAX_IDS = 500

export const usersRoutes: Route[] = [
  {method: 'GET', path: '/users/me', handler: me},
  {method: 'GET', path: '/users/:ids', handler: lookup},
]

function me({kernel, identity, res}: RouteContext): void {
  const user = currentUser(kernel, identity)
  if (!user) throw new LakeError(401, 'Not signed in: send a token or sign in')
  sendJson(res, 200, user)
}

/**
 * `/users/{id}` answers one user (404 when unknown); `/users/{id,id,...}` answers an array in the
 * order asked, leaving out unknown ids. `me` stands for the caller.
 */
function lookup({kernel, identity, params, res}: RouteContext): void {
  const ids = splitIds(params.ids).map((id) => (id === 'me' ? identity.id : id))
  if (ids.length > MAX_IDS) {
    throw new LakeError(414, `Too many user ids: at most ${MAX_IDS} per request`)
  }
  const users = ids.map((id) => publicUser(kernel, id, identity))
  if (ids.length === 1 && !params.ids.includes(',')) {
    if (!users[0]) throw notFound(`No user with the id "${ids[0]}"`)
    return sendJson(res, 200, users[0])
  }
  sendJson(res, 200, users.filter(Boolean))
}
