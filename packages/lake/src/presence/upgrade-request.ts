import type {IncomingMessage} from 'node:http'
import type {Identity} from '../auth/identity.js'
import {credentialsFrom} from '../auth/resolve-identity.js'
import {decideOrigin} from '../cors/origin-policy.js'
import {isValidDatasetName} from '../documents/ids.js'
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
  {ok: true; identity: Identity; token: string} | {ok: false; status: number; message: string}

/**
 * Who may open a presence socket. Browsers cannot set headers on a WebSocket, so besides
 * `Authorization: Bearer` the token may come as `?token=` or in the session cookie. Any signed-in
 * identity may join; anonymous callers may not. Browsers do not apply CORS to WebSockets, so the
 * `Origin` is checked against the allow-list here: otherwise any page could join with the user's cookie.
 */
export function checkUpgrade(kernel: LakeKernel, req: IncomingMessage, dataset: string): UpgradeCheck {
  const origin = req.headers.origin
  if (origin && !decideOrigin(kernel, req, origin).allowed) {
    return {ok: false, status: 403, message: `Origin ${origin} is not allowed to call this lake`}
  }
  if (!isValidDatasetName(dataset)) {
    return {ok: false, status: 400, message: `Invalid dataset name "${dataset}"`}
  }
  const fromQuery = new URL(req.url ?? '/', 'http://lake.local').searchParams.get('token') ?? undefined
  const token = (req.headers.authorization ? credentialsFrom(req) : fromQuery) ?? credentialsFrom(req)
  if (!token) {
    return {ok: false, status: 401, message: 'Missing credentials: send a token or sign in'}
  }
  const identity = kernel.tokens.resolve(token)
  if (!identity || identity.kind === 'anonymous') {
    return {ok: false, status: 401, message: 'Invalid or expired token: sign in again or create a new token'}
  }
  return {ok: true, identity, token}
}
