import {lakeBaseUrl} from '../auth/login-request.js'
import {tokenOf} from '../auth/resolve-identity.js'
import {clearedSessionCookie} from '../auth/session-cookie.js'
import {signInState, startSession} from '../auth/sign-in.js'
import {SIGN_IN_PATH, showSignInPage, submitSignIn} from '../auth/sign-in-handlers.js'
import {isHttps} from '../http/network-policy.js'
import {LakeError, badRequest} from '../errors.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'

/**
 * Sign-in: the provider list, the lake's own sign-in page, the sid exchange and sign-out, plus the
 * two calls the studio makes before anyone is signed in (`/ping`, `/features`). None of these read
 * credentials except `/auth/id` (whose credentials these are) and logout, which reads them itself: a
 * stale cookie must never block signing in.
 */
export const authRoutes: Route[] = [
  {method: 'GET', path: '/auth/providers', auth: 'none', handler: providers},
  {method: 'GET', path: SIGN_IN_PATH, auth: 'none', handler: showSignInPage},
  {method: 'POST', path: SIGN_IN_PATH, auth: 'none', handler: submitSignIn},
  {method: 'GET', path: '/auth/fetch', auth: 'none', handler: fetchToken},
  {method: 'POST', path: '/auth/logout', auth: 'none', handler: logout},
  // The studio's check of its credentials right after signing in (and per workspace): 401 without.
  {method: 'GET', path: '/auth/id', handler: authId},
  {method: 'GET', path: '/ping', auth: 'none', handler: ({res}) => sendJson(res, 200, 'PONG')},
  {
    method: 'GET',
    path: '/features',
    auth: 'optional',
    handler: ({kernel, res}) => sendJson(res, 200, kernel.config.features),
  },
]

function providers({kernel, req, res}: RouteContext): void {
  const own = {name: 'tessera', title: 'Tessera', url: `${lakeBaseUrl(kernel, req)}/v1${SIGN_IN_PATH}`}
  sendJson(res, 200, {thirdPartyLogin: false, sso: {}, providers: [own, ...kernel.config.authProviders]})
}

/** The id behind the request's credentials; 401 without (also where anonymous callers may read). */
function authId({identity, res}: RouteContext): void {
  if (identity.kind === 'anonymous') throw new LakeError(401, 'Missing credentials: send a token or sign in')
  sendJson(res, 200, {id: identity.id})
}

/** Trades the sid from the sign-in redirect for a session token, once. */
function fetchToken({kernel, query, res}: RouteContext): void {
  const sid = query.get('sid')
  if (!sid) throw badRequest('Missing the "sid" query parameter', 'invalidOptionError')
  const userId = sid.length <= 200 ? signInState(kernel).sids.take(sid) : undefined
  if (!userId) throw new LakeError(401, 'Unknown, expired or already used sid: sign in again')
  const {token} = startSession(kernel, userId)
  res.setHeader('Cache-Control', 'no-store')
  sendJson(res, 200, {token})
}

/**
 * Ends the calling session: its token is revoked and the cookie cleared. Robot tokens are left alone
 * (they are revoked with `tessera-lake token revoke`); an unknown or expired token is not an error.
 */
function logout({kernel, req, res}: RouteContext): void {
  const token = tokenOf(kernel, req)
  const identity = token ? kernel.tokens.resolve(token) : undefined
  if (identity?.kind === 'user' && identity.tokenId) kernel.tokens.revoke(identity.tokenId)
  res.setHeader('Set-Cookie', clearedSessionCookie(isHttps(kernel, req)))
  sendJson(res, 200, {})
}
