import type {IncomingMessage} from 'node:http'
import type {TLSSocket} from 'node:tls'
import {decideOrigin} from '../cors/origin-policy.js'
import type {LakeKernel} from '../kernel.js'

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
    if (!isAllowedRedirectOrigin(kernel, req, origin)) {
      return `This lake does not send sign-ins back to ${origin.origin}`
    }
  }
  return {origin, projectId: query.get('projectId'), sid: mode !== 'cookie', cookie: mode !== 'token'}
}

/**
 * Whether the sign-in page may send a sign-in (a sid in the fragment, or a cookie) back to `origin`:
 * an http(s) address that may use the lake from a browser at all (the lake's own origin, the dev
 * studio's in dev mode, or the CORS allow-list). Otherwise a crafted sign-in link could hand a
 * victim's sid to any site.
 */
export function isAllowedRedirectOrigin(kernel: LakeKernel, req: IncomingMessage, origin: URL): boolean {
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false
  if (origin.username || origin.password) return false
  return decideOrigin(kernel, req, origin.origin).allowed
}

/** The lake's own base URL as the caller reached it (Host header), for links it hands out. */
export function lakeBaseUrl(req: IncomingMessage): string {
  const host = req.headers.host ?? ''
  // A malformed Host header must not end up inside URLs the lake serves.
  const safeHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? host
    : 'localhost'
  return `${isHttps(req) ? 'https' : 'http'}://${safeHost}`
}

export function isHttps(req: IncomingMessage): boolean {
  return Boolean((req.socket as TLSSocket).encrypted)
}

/** The client's address, the key sign-in failures are counted under besides the email. */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown'
}
