import type {IncomingMessage, ServerResponse} from 'node:http'
import type {Identity} from '../auth/identity.js'
import type {LakeKernel} from '../kernel.js'

export interface RouteContext {
  kernel: LakeKernel
  req: IncomingMessage
  res: ServerResponse
  /** Named path segments, URL-decoded. */
  params: Record<string, string>
  query: URLSearchParams
  /** `1`, `X` or a `YYYY-MM-DD` date from the path's version prefix. */
  apiVersion: string
  /** Who is calling (anonymous on routes with `auth: 'optional'` when no credentials were sent). */
  identity: Identity
}

export type RouteHandler = (ctx: RouteContext) => void | Promise<void>

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Segments; `:name` captures one segment. Matched after the version prefix is removed. */
  path: string
  handler: RouteHandler
  /**
   * `required` (default): no or bad credentials → 401. `optional`: anonymous callers get through.
   * `none`: credentials are not even read (sign-in pages, where a stale cookie must not get in the way).
   */
  auth?: 'required' | 'optional' | 'none'
  /** False for paths served without an API version prefix (asset CDN routes). Default true. */
  versioned?: boolean
}

export interface MatchedRoute {
  route: Route
  params: Record<string, string>
}

const VERSION_PREFIX = /^\/v(1|X|\d{4}-\d{2}-\d{2})(?=\/)/

export function splitVersion(pathname: string): {apiVersion: string | undefined; path: string} {
  const match = VERSION_PREFIX.exec(pathname)
  if (!match) return {apiVersion: undefined, path: pathname}
  return {apiVersion: match[1], path: pathname.slice(match[0].length)}
}

/** Finds the route for a path; `methodMismatch` is set when the path exists for another method only. */
export function matchRoute(
  routes: Route[],
  method: string,
  path: string,
): {match?: MatchedRoute; methodMismatch: boolean} {
  const segments = path.split('/').filter(Boolean)
  let methodMismatch = false
  for (const route of routes) {
    const params = matchSegments(route.path, segments)
    if (!params) continue
    if (route.method === method) return {match: {route, params}, methodMismatch: false}
    methodMismatch = true
  }
  return {methodMismatch}
}

function matchSegments(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean)
  if (parts.length !== segments.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]
    let segment: string
    try {
      segment = decodeURIComponent(segments[i])
    } catch {
      return undefined
    }
    if (part.startsWith(':')) params[part.slice(1)] = segment
    else if (part !== segment) return undefined
  }
  return params
}
