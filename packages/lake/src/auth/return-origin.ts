import type {IncomingMessage} from 'node:http'
import {corsStoreOf, isOwnOrigin} from '../cors/origin-policy.js'
import {normalizeOrigin, parseOriginPattern} from '../cors/origin-pattern.js'
import {hostnameOf, isLoopbackHostname} from '../http/network-policy.js'
import type {LakeKernel} from '../kernel.js'

/**
 * Whether the sign-in page may hand a sign-in (a one-time sid in the fragment, a cookie-carrying
 * redirect) to `target`. Whoever receives a sid can trade it for the user's session, so this is
 * narrower than CORS: the lake's own origin, development origins, and allow-list entries naming
 * exactly this origin with credentials. Never `*`, wildcards, or entries without credentials: those
 * say a site may read public answers, not that it may hold someone's session.
 */
export function mayReceiveSignIn(kernel: LakeKernel, req: IncomingMessage, target: URL): boolean {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false
  if (target.username || target.password) return false
  const origin = normalizeOrigin(target.origin)
  if (!origin) return false
  if (isOwnOrigin(kernel, req, origin) || isDevelopmentOrigin(kernel, req, origin)) return true
  return corsStoreOf(kernel).exact(origin)?.allowCredentials === true
}

/**
 * Development origins: localhost, 127.0.0.1 and [::1] on any port, when the lake runs in dev mode or is
 * itself reached on this machine (then a studio on another local port is the developer's own); and, in
 * dev mode, the exact `devOrigins`. A lake reached by its public name sends nothing to loopback
 * addresses outside dev mode.
 */
function isDevelopmentOrigin(kernel: LakeKernel, req: IncomingMessage, origin: string): boolean {
  const {dev, devOrigins} = kernel.config
  const targetHost = hostnameOf(new URL(origin).host)
  if (targetHost !== undefined && isLoopbackHostname(targetHost)) {
    const lakeHost = hostnameOf(req.headers.host ?? '')
    if (dev || (lakeHost !== undefined && isLoopbackHostname(lakeHost))) return true
  }
  return dev && devOrigins.some((entry) => exactOrigin(entry) === origin)
}

function exactOrigin(entry: string): string | undefined {
  try {
    const pattern = parseOriginPattern(entry)
    return pattern.includes('*') ? undefined : pattern
  } catch {
    return undefined
  }
}
