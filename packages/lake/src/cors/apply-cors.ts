import type {IncomingMessage, ServerResponse} from 'node:http'
import {LakeError} from '../errors.js'
import {sendJson} from '../http/respond.js'
import {splitVersion} from '../http/router.js'
import type {LakeKernel} from '../kernel.js'
import {decideOrigin} from './origin-policy.js'

export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

/**
 * What @sanity/client sends (Authorization, Content-Type, Accept, X-Sanity-Project-ID, and
 * X-Sanity-App, which Sanity's studio sets on every request), what the
 * EventSource polyfill adds for listen streams (Last-Event-ID, Cache-Control), and range/conditional
 * headers for asset downloads.
 */
export const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'X-Sanity-Project-ID',
  'X-Sanity-App',
  'Last-Event-ID',
  'Cache-Control',
  'X-Requested-With',
  'Range',
  'If-None-Match',
  'If-Modified-Since',
].join(', ')

const EXPOSED_HEADERS = 'ETag, Content-Range, Accept-Ranges, X-Sanity-Warning'
const MAX_AGE_SECONDS = '600'
const SAFE_METHODS = new Set(['GET', 'HEAD'])

/**
 * Paths any origin may call without credentials. The studio pings `/ping` without credentials when a
 * credentialed call fails: if the ping works, it concludes the origin is missing from the allow-list
 * and shows its CORS dialog.
 */
function isOpenPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0]
  const {path} = splitVersion(pathname)
  return path === '/ping'
}

/**
 * CORS against the project's allow-list. Returns true when it answered the request itself (a
 * preflight, or a refusal). A disallowed origin gets no CORS headers, so browsers block it; its
 * preflights and its non-GET requests are refused with 403, so a page on another origin cannot make
 * the lake change anything with the user's cookie. Requests without `Origin` pass through untouched.
 */
export function applyCors(kernel: LakeKernel, req: IncomingMessage, res: ServerResponse): boolean {
  // Answers differ by Origin: caches must not hand one origin's answer to another.
  res.setHeader('Vary', 'Origin')
  const origin = req.headers.origin
  const method = req.method ?? 'GET'
  const preflight = method === 'OPTIONS'
  if (!origin) {
    if (!preflight) return false
    res.writeHead(204, {Allow: ALLOWED_METHODS})
    res.end()
    return true
  }

  const decision = decideOrigin(kernel, req, origin)
  if (!decision.allowed && isOpenPath(req.url)) {
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (preflight) answerPreflight(res)
    return preflight
  }
  if (!decision.allowed) {
    if (!preflight && SAFE_METHODS.has(method)) return false
    const error = new LakeError(
      403,
      `Origin ${origin} is not allowed to call this lake: add it with \`tessera-lake cors add ${origin} --credentials\``,
    )
    sendJson(res, 403, error.toBody())
    return true
  }

  res.setHeader('Access-Control-Allow-Origin', origin)
  if (decision.credentials) res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS)
  if (preflight) answerPreflight(res)
  return preflight
}

function answerPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': MAX_AGE_SECONDS,
  })
  res.end()
}
