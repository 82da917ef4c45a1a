import type {IncomingMessage} from 'node:http'
import {isIP} from 'node:net'
import {LakeError} from '../errors.js'
import type {LakeKernel} from '../kernel.js'
import {hostnameOf, isLoopbackHostname, networkPolicy} from './network-policy.js'

/**
 * DNS rebinding: a page on `attacker.example` whose name is made to resolve to the lake's address talks
 * to the lake as its own origin (`Origin` and `Host` agree), cookies aside. Browsers always send the
 * name they resolved as `Host`, so the lake serves only names it knows: localhost and its subdomains,
 * IP addresses (a page reached by IP is the lake itself), `publicUrl`'s host and `allowedHosts`.
 * Requests without a Host header (HTTP/1.0 tools, never browsers) pass.
 */
export function checkHost(kernel: LakeKernel, req: IncomingMessage): LakeError | undefined {
  const host = req.headers.host
  if (host === undefined) return undefined
  const hostname = hostnameOf(host)
  if (hostname !== undefined && isServedHostname(kernel, hostname)) return undefined
  const shown = JSON.stringify(host.slice(0, 100))
  return new LakeError(
    421,
    `This lake does not answer to the host ${shown}: it serves localhost, IP addresses, its "publicUrl" and the "allowedHosts" of lake.config.json. If the name is yours, add it to "allowedHosts".`,
  )
}

function isServedHostname(kernel: LakeKernel, hostname: string): boolean {
  if (isLoopbackHostname(hostname)) return true
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return true
  return networkPolicy(kernel).hosts.has(hostname)
}
