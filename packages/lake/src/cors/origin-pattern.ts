/**
 * Allow-list entries: an exact origin `scheme://host[:port]`, a subdomain wildcard
 * `scheme://*.example.com[:port]`, or `*` for every origin (never with credentials).
 */

export const ANY_ORIGIN = '*'

const WILDCARD_LABEL = '*.'
// Stands in for `*` while the URL parser checks the rest of the host.
const WILDCARD_STAND_IN = 'wildcard-subdomain.'

export class OriginPatternError extends Error {}

/**
 * Checks an allow-list entry and returns it normalized the way browsers serialize origins (lowercase,
 * default port left out), so it compares equal to their `Origin` header. Throws OriginPatternError.
 */
export function parseOriginPattern(input: string): string {
  const trimmed = input.trim()
  if (trimmed === ANY_ORIGIN) return ANY_ORIGIN
  const match = /^(https?):\/\/([^/?#]+)\/?$/i.exec(trimmed)
  if (!match) {
    throw new OriginPatternError(
      `Invalid origin "${input}": use scheme://host[:port] with http or https and no path, such as http://localhost:3333`,
    )
  }
  const [, scheme, authority] = match
  if (authority.includes('@'))
    throw new OriginPatternError(`Invalid origin "${input}": no user name or password`)
  const wildcard = authority.startsWith(WILDCARD_LABEL)
  const hostPart = wildcard ? WILDCARD_STAND_IN + authority.slice(WILDCARD_LABEL.length) : authority
  if (hostPart.includes('*')) {
    throw new OriginPatternError(
      `Invalid origin "${input}": "*" may only stand for the first label, as in https://*.example.com`,
    )
  }
  let url: URL
  try {
    url = new URL(`${scheme}://${hostPart}`)
  } catch {
    throw new OriginPatternError(`Invalid origin "${input}": the host is not valid`)
  }
  const serialized = `${url.protocol}//${url.host}`
  return wildcard ? serialized.replace(WILDCARD_STAND_IN, WILDCARD_LABEL) : serialized
}

/** The browser-serialized form of an `Origin` header value, or undefined when it is not an http(s) origin. */
export function normalizeOrigin(origin: string): string | undefined {
  if (origin.includes('*')) return undefined
  try {
    return parseOriginPattern(origin)
  } catch {
    return undefined
  }
}

/** Whether a normalized origin is covered by a normalized pattern. */
export function originMatches(pattern: string, origin: string): boolean {
  if (pattern === ANY_ORIGIN || pattern === origin) return true
  const star = pattern.indexOf('://*.')
  if (star < 0) return false
  const scheme = pattern.slice(0, star + 3)
  const suffix = pattern.slice(star + 4) // `.example.com[:port]`
  if (!origin.startsWith(scheme) || !origin.endsWith(suffix)) return false
  const label = origin.slice(scheme.length, origin.length - suffix.length)
  // One or more whole labels before the suffix; the port is part of the suffix, so it must match.
  return label.length > 0 && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(label)
}
