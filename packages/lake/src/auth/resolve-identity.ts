import type {IncomingMessage} from 'node:http'
import {decideOrigin} from '../cors/origin-policy.js'
import {LakeError} from '../errors.js'
import {isHttps} from '../http/network-policy.js'
import type {LakeKernel} from '../kernel.js'
import {anonymousIdentity, type Identity} from './identity.js'
import {readSessionCookie} from './session-cookie.js'

export {SESSION_COOKIE} from './session-cookie.js'

/** What a request carries: nothing, one token, or something that is not valid credentials. */
export type Credentials =
  | {kind: 'none'; ignoredCookieFrom?: string}
  | {kind: 'token'; token: string}
  | {kind: 'invalid'; message: string}

/**
 * The credentials of a request: `Authorization: Bearer <token>` first, else the session cookie. The
 * cookie counts only when the request's `Origin` (if any) is allowed credentials: browsers send
 * cookies with every request, so a page on an origin allowed without credentials (`*`, a wildcard)
 * must act as anonymous, not as whoever visits it.
 */
export function credentialsOf(kernel: LakeKernel, req: IncomingMessage): Credentials {
  const header = req.headers.authorization
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) return {kind: 'invalid', message: 'Malformed Authorization header: send "Bearer <token>"'}
    return {kind: 'token', token: match[1]}
  }
  const cookie = readSessionCookie(req, isHttps(kernel, req))
  if (cookie.kind === 'none') return cookie
  const origin = req.headers.origin
  if (origin !== undefined && !decideOrigin(kernel, req, origin).credentials) {
    return {kind: 'none', ignoredCookieFrom: origin}
  }
  return cookie
}

/** The token a request carries, if it carries valid-looking credentials. */
export function tokenOf(kernel: LakeKernel, req: IncomingMessage): string | undefined {
  const credentials = credentialsOf(kernel, req)
  return credentials.kind === 'token' ? credentials.token : undefined
}

export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token: sign in again or create a new token'

/**
 * Resolves who is calling. Credentials that are sent must be valid (401 otherwise, also on optional
 * routes, so a stale token is noticed). Without any, callers get the configured anonymous role, or 401
 * where the route requires credentials.
 */
export function resolveIdentity(
  kernel: LakeKernel,
  req: IncomingMessage,
  mode: 'required' | 'optional' | 'none',
): Identity {
  if (mode === 'none') return anonymousIdentity(kernel.config.anonymousRole)
  const credentials = credentialsOf(kernel, req)
  if (credentials.kind === 'invalid') throw new LakeError(401, credentials.message)
  if (credentials.kind === 'token') {
    const identity = kernel.tokens.resolve(credentials.token)
    if (!identity) throw new LakeError(401, INVALID_TOKEN_MESSAGE)
    return identity
  }
  const anonymous = anonymousIdentity(kernel.config.anonymousRole)
  if (mode === 'required' && anonymous.roles.length === 0) {
    throw new LakeError(
      401,
      credentials.ignoredCookieFrom
        ? `Missing credentials: cookies are not accepted from ${credentials.ignoredCookieFrom}, which may call this lake without credentials only`
        : 'Missing credentials: send "Authorization: Bearer <token>" or sign in',
    )
  }
  return anonymous
}
