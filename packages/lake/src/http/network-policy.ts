import type {IncomingMessage} from 'node:http'
import {BlockList, isIP} from 'node:net'
import type {TLSSocket} from 'node:tls'
import type {LakeConfig} from '../config/lake-config.js'
import type {LakeKernel} from '../kernel.js'

/**
 * What the lake knows about where it is reached: its public URL, the host names it answers to, and
 * the reverse proxies whose forwarding headers it believes. Parsed from the config once and checked at
 * start, so a typo stops the lake instead of silently trusting or refusing everyone.
 */
export interface NetworkPolicy {
  publicUrl: URL | null
  /** Lowercase host names (without port) served besides local names and IP addresses. */
  hosts: ReadonlySet<string>
  proxies: BlockList | null
}

type NetworkConfig = Pick<LakeConfig, 'publicUrl' | 'allowedHosts' | 'trustedProxies'>

/** Thrown for a network setting that cannot be used; the message names the setting. */
export class NetworkConfigError extends Error {}

export function parseNetworkPolicy(config: NetworkConfig): NetworkPolicy {
  let publicUrl: URL | null = null
  if (config.publicUrl) {
    try {
      publicUrl = new URL(config.publicUrl)
    } catch {
      throw new NetworkConfigError(`"publicUrl" is not a URL: ${JSON.stringify(config.publicUrl)}`)
    }
    if (publicUrl.protocol !== 'http:' && publicUrl.protocol !== 'https:') {
      throw new NetworkConfigError(
        `"publicUrl" must be an http(s) URL, not ${JSON.stringify(config.publicUrl)}`,
      )
    }
  }
  const hosts = new Set((config.allowedHosts ?? []).map(normalizeHostname))
  if (publicUrl) hosts.add(normalizeHostname(publicUrl.hostname))
  const proxies = config.trustedProxies?.length ? new BlockList() : null
  for (const entry of config.trustedProxies ?? []) addProxy(proxies!, entry)
  return {publicUrl, hosts, proxies}
}

function addProxy(list: BlockList, entry: string): void {
  const [address, bits, extra] = entry.trim().split('/')
  const family = isIP(address)
  const prefix = bits === undefined ? undefined : Number(bits)
  const maxPrefix = family === 6 ? 128 : 32
  if (
    family === 0 ||
    extra !== undefined ||
    (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))
  ) {
    throw new NetworkConfigError(
      `"trustedProxies" entry ${JSON.stringify(entry)} is not an IP address or a CIDR range such as 10.0.0.0/8`,
    )
  }
  const type = family === 6 ? 'ipv6' : 'ipv4'
  if (prefix === undefined) list.addAddress(address, type)
  else list.addSubnet(address, prefix, type)
}

// Cached per kernel; rebuilt when the config's network fields are replaced (tests and the dev stack
// change the config of a running lake).
const cache = new WeakMap<LakeKernel, {source: NetworkConfig; policy: NetworkPolicy}>()

export function networkPolicy(kernel: LakeKernel): NetworkPolicy {
  const {publicUrl, allowedHosts, trustedProxies} = kernel.config
  const cached = cache.get(kernel)
  if (
    cached &&
    cached.source.publicUrl === publicUrl &&
    cached.source.allowedHosts === allowedHosts &&
    cached.source.trustedProxies === trustedProxies
  ) {
    return cached.policy
  }
  const policy = parseNetworkPolicy({publicUrl, allowedHosts, trustedProxies})
  cache.set(kernel, {source: {publicUrl, allowedHosts, trustedProxies}, policy})
  return policy
}

export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '')
}

/** The host name of a Host header (`name[:port]` or `[v6][:port]`), lowercase; undefined if malformed. */
export function hostnameOf(host: string): string | undefined {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/.exec(host)
  return match ? normalizeHostname(match[1]) : undefined
}

/** localhost and its subdomains (RFC 6761: they always resolve to this machine), and loopback IPs. */
export function isLoopbackHostname(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true
  const bare = hostname.replace(/^\[|\]$/g, '')
  return (isIP(bare) === 4 && bare.startsWith('127.')) || bare === '::1'
}

/** The peer's address, with IPv4-mapped IPv6 addresses written as IPv4. */
function peerAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? ''
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

function isTrusted(policy: NetworkPolicy, address: string): boolean {
  const family = isIP(address)
  if (!policy.proxies || family === 0) return false
  return policy.proxies.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

function headerValues(req: IncomingMessage, name: string): string[] {
  const raw = req.headers[name]
  const joined = Array.isArray(raw) ? raw.join(',') : (raw ?? '')
  return joined
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
}

/**
 * The client's address: the peer's, or behind trusted proxies the nearest `X-Forwarded-For` entry that
 * is not a trusted proxy itself (entries further left were written by the client and prove nothing).
 */
export function clientAddress(kernel: LakeKernel, req: IncomingMessage): string {
  const policy = networkPolicy(kernel)
  const peer = peerAddress(req)
  if (!isTrusted(policy, peer)) return peer || 'unknown'
  const forwarded = headerValues(req, 'x-forwarded-for')
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const entry = forwarded[i].slice(0, 64)
    if (i === 0 || !isTrusted(policy, entry)) return entry
  }
  return peer
}

/**
 * Whether the browser reached the lake over https: a TLS socket, a trusted proxy saying so in
 * `X-Forwarded-Proto` (its last value, the one it set), or an https `publicUrl` named by the Host header.
 */
export function isHttps(kernel: LakeKernel, req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true
  const policy = networkPolicy(kernel)
  if (isTrusted(policy, peerAddress(req))) {
    const proto = headerValues(req, 'x-forwarded-proto').at(-1)
    if (proto !== undefined) return proto.toLowerCase() === 'https'
  }
  const {publicUrl} = policy
  const hostname = hostnameOf(req.headers.host ?? '')
  return publicUrl?.protocol === 'https:' && hostname === normalizeHostname(publicUrl.hostname)
}
