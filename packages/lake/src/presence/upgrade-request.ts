import type {IncomingMessage} from 'node:http'
import type {Identity} from '../auth/identity.js'
import {INVALID_TOKEN_MESSAGE, credentialsOf} from '../auth/resolve-identity.js'
import {decideOrigin} from '../cors/origin-policy.js'
import {isValidDatasetName} from '../documents/ids.js'
import {checkHost} from '../http/host-check.js'
import {splitVersion} from '../http/router.js'
import type {LakeKernel} from '../kernel.js'

const SOCKET_PATH = /^\/socket\/([^/]+)\/?$/

/** The dataset of a presence socket URL (`/v{version}/socket/{dataset}`), or undefined for other paths. */
export function socketDataset(url: string | undefined): string | undefined {
  const {apiVersion, path} = splitVersion(new URL(url ?? '/', 'http://lake.local').pathname)
  if (apiVersion === undefined) return undefined
  const match = SOCKET_PATH.exec(path)
  if (!match) return undefined
  try {
    return decodeURIComponent(match[1])
  } catch {
    return undefined
  }
}

export type UpgradeCheck =
  {ok: true; credentials?: {identity: Identity; token: string}} | {ok: false; status: number; message: string}

/**
 * Who may open a presence socket. Browsers cannot set headers on a WebSocket, so besides
 * `Authorization: Bearer` the token may come as `?token=`, in the session cookie, or (from an allowed
 * origin) in a message after connecting. Any signed-in identity may join; anonymous callers may not. Browsers apply neither CORS nor the cookie rules of
 * HTTP requests to WebSockets, so the checks are repeated here: the Host must be one the lake serves
 * (DNS rebinding), the `Origin` must be on the allow-list, and the cookie counts only from an origin
 * allowed credentials; otherwise any page could join with the visitor's cookie.
 */
export function checkUpgrade(kernel: LakeKernel, req: IncomingMessage, dataset: string): UpgradeCheck {
  const wrongHost = checkHost(kernel, req)
  if (wrongHost) return {ok: false, status: wrongHost.statusCode, message: wrongHost.message}
  const origin = req.headers.origin
  if (origin && !decideOrigin(kernel, req, origin).allowed) {
    return {ok: false, status: 403, message: `Origin ${origin} is not allowed to call this lake`}
  }
  if (!isValidDatasetName(dataset)) {
    return {ok: false, status: 400, message: `Invalid dataset name "${dataset}"`}
  }
  const fromQuery = new URL(req.url ?? '/', 'http://lake.local').searchParams.get('token')
  const credentials =
    fromQuery && !req.headers.authorization
      ? {kind: 'token' as const, token: fromQuery}
      : credentialsOf(kernel, req)
  if (credentials.kind === 'invalid') return {ok: false, status: 401, message: credentials.message}
  // A browser page from an allowed origin may send its token after connecting, as Sanity's studio
  // does (a JSON-RPC `authorization` message); the socket does nothing else until then.
  if (credentials.kind === 'none' && origin) return {ok: true}
  if (credentials.kind === 'none') {
    const message = credentials.ignoredCookieFrom
      ? `Missing credentials: cookies are not accepted from ${credentials.ignoredCookieFrom}; send a token`
      : 'Missing credentials: send a token or sign in'
    return {ok: false, status: 401, message}
  }
  const identity = kernel.tokens.resolve(credentials.token)
  if (!identity || identity.kind === 'anonymous') {
    return {ok: false, status: 401, message: INVALID_TOKEN_MESSAGE}
  }
  return {ok: true, credentials: {identity, token: credentials.token}}
}
