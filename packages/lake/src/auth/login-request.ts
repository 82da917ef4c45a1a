import type {IncomingMessage} from 'node:http'
import type {LakeKernel} from '../kernel.js'
import {isHttps} from '../http/network-policy.js'
import {mayReceiveSignIn} from './return-origin.js'

/** How the studio wants the sign-in handed back: a sid in the URL fragment, a cookie, or both. */
export type LoginMode = 'token' | 'cookie' | 'dual'

export interface LoginRequest {
  /** Where to go after signing in; null when the page was opened directly. */
  origin: URL | null
  projectId: string | null
  sid: boolean
  cookie: boolean
}

/**
 * Reads the sign-in page's query: `origin`, `projectId`, `type` (token, cookie or dual, default dual)
 * and `withSid=true` (the studio's token mode). Returns an error message for a bad request.
 */
export function parseLoginRequest(
  kernel: LakeKernel,
  req: IncomingMessage,
  query: URLSearchParams,
): LoginRequest | string {
  const type = query.get('type') || null
  const withSid = query.get('withSid') === 'true'
  if (type !== null && type !== 'token' && type !== 'cookie' && type !== 'dual') {
    return `Unknown sign-in type "${type}": use token, cookie or dual`
  }
  const mode: LoginMode =
    type === null ? (withSid ? 'token' : 'dual') : type === 'cookie' && withSid ? 'dual' : type

  let origin: URL | null = null
  const rawOrigin = query.get('origin')
  if (rawOrigin) {
    try {
      origin = new URL(rawOrigin)
    } catch {
      return 'The address to return to after signing in is not a valid URL'
    }
    if (!mayReceiveSignIn(kernel, req, origin)) {
      return `This lake does not send sign-ins back to ${origin.origin}`
    }
  }
  return {origin, projectId: query.get('projectId'), sid: mode !== 'cookie', cookie: mode !== 'token'}
}

/** The lake's own base URL as the caller reached it (Host header), for links it hands out. */
export function lakeBaseUrl(kernel: LakeKernel, req: IncomingMessage): string {
  const host = req.headers.host ?? ''
  // A malformed Host header must not end up inside URLs the lake serves.
  const safeHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? host
    : 'localhost'
  return `${isHttps(kernel, req) ? 'https' : 'http'}://${safeHost}`
}

/**
 * Whether a form post came from a page of this lake. Browsers name the page's origin on every form
 * post; hosts are compared, since behind a TLS proxy the page is https while the lake may see http.
 * No `Origin` at all is not a browser's cross-site post.
 */
export function postedFromOwnPage(kernel: LakeKernel, req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === new URL(lakeBaseUrl(kernel, req)).host
  } catch {
    return false
  }
}
