import type {IncomingMessage} from 'node:http'
import {LakeError} from '../errors.js'
import type {LakeKernel} from '../kernel.js'
import {anonymousIdentity, type Identity} from './identity.js'

/** The HttpOnly cookie that carries a session token in cookie mode. */
export const SESSION_COOKIE = 'tessera_session'

/** The token a request carries: `Authorization: Bearer <token>` first, else the session cookie. */
export function credentialsFrom(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    return match ? match[1] : undefined
  }
  const cookies = req.headers.cookie
  if (!cookies) return undefined
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/**
 * Resolves who is calling. A token that is sent must be valid (401 otherwise, also on optional
 * routes, so a stale token is noticed). Without a token, callers get the configured anonymous role,
 * or 401 where the route requires credentials.
 */
export function resolveIdentity(
  kernel: LakeKernel,
  req: IncomingMessage,
  mode: 'required' | 'optional' | 'none',
): Identity {
  if (mode === 'none') return anonymousIdentity(kernel.config.anonymousRole)
  const token = credentialsFrom(req)
  if (token) {
    const identity = kernel.tokens.resolve(token)
    if (!identity) throw new LakeError(401, 'Invalid or expired token: sign in again or create a new token')
    return identity
  }
  const anonymous = anonymousIdentity(kernel.config.anonymousRole)
  if (mode === 'required' && anonymous.roles.length === 0) {
    throw new LakeError(401, 'Missing credentials: send "Authorization: Bearer <token>" or sign in')
  }
  return anonymous
}
