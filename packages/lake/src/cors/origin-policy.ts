import type {IncomingMessage} from 'node:http'
import {networkPolicy} from '../http/network-policy.js'
import type {LakeKernel} from '../kernel.js'
import type {SqlDatabase} from '../storage/sql-database.js'
import {createCorsStore, type CorsStore} from './cors-store.js'
import {normalizeOrigin, originMatches, parseOriginPattern} from './origin-pattern.js'

export interface OriginDecision {
  allowed: boolean
  /** Whether the origin may send cookies (and read answers to credentialed requests). */
  credentials: boolean
}

const DENIED: OriginDecision = {allowed: false, credentials: false}

// One store per database: keyed by the kernel's db, so several lakes in one process stay apart.
const stores = new WeakMap<SqlDatabase, CorsStore>()

/** The allow-list of the project the kernel serves. */
export function corsStoreOf(kernel: LakeKernel): CorsStore {
  let store = stores.get(kernel.sql)
  if (!store) {
    store = createCorsStore(kernel.sql, kernel.config.projectId)
    stores.set(kernel.sql, store)
  }
  return store
}

/**
 * Whether a normalized origin is the lake's own: `publicUrl`'s, or the Host the browser addressed (the
 * handler has checked it is one the lake serves). The scheme is taken from the origin: behind a
 * TLS-terminating proxy the lake sees plain http while the browser says https.
 */
export function isOwnOrigin(kernel: LakeKernel, req: IncomingMessage, origin: string): boolean {
  const {publicUrl} = networkPolicy(kernel)
  if (publicUrl && normalizeOrigin(publicUrl.origin) === origin) return true
  const host = req.headers.host
  if (!host) return false
  return normalizeOrigin(`${origin.slice(0, origin.indexOf('://'))}://${host}`) === origin
}

function inDevOrigins(kernel: LakeKernel, origin: string): boolean {
  if (!kernel.config.dev) return false
  return kernel.config.devOrigins.some((entry) => {
    try {
      return originMatches(parseOriginPattern(entry), origin)
    } catch {
      return false
    }
  })
}

/**
 * Whether a request's `Origin` may use the lake from a browser: the lake's own origin, the dev
 * studio's in dev mode, or an entry of the project's allow-list.
 */
export function decideOrigin(kernel: LakeKernel, req: IncomingMessage, rawOrigin: string): OriginDecision {
  // CORS, the caller's credentials and sign-in all ask; the allow-list is read once per request.
  const cached = decisions.get(req)
  if (cached?.origin === rawOrigin) return cached.decision
  const decision = decide(kernel, req, rawOrigin)
  decisions.set(req, {origin: rawOrigin, decision})
  return decision
}

const decisions = new WeakMap<IncomingMessage, {origin: string; decision: OriginDecision}>()

function decide(kernel: LakeKernel, req: IncomingMessage, rawOrigin: string): OriginDecision {
  const origin = normalizeOrigin(rawOrigin)
  if (!origin) return DENIED
  if (isOwnOrigin(kernel, req, origin) || inDevOrigins(kernel, origin)) {
    return {allowed: true, credentials: true}
  }
  const entry = corsStoreOf(kernel).lookup(origin)
  return entry ? {allowed: true, credentials: entry.allowCredentials} : DENIED
}
