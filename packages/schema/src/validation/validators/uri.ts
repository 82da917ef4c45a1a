import type {MessageValues} from '../messages.js'
import type {NormalizedUriOptions} from '../types.js'

export interface UriProblem {
  id: 'urlInvalid' | 'urlScheme' | 'urlCredentials' | 'urlRelativeNotAllowed' | 'urlRelativeOnly'
  values?: MessageValues
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i
// Any base works for checking that a relative reference parses; it is never shown.
const RELATIVE_BASE = 'https://relative.invalid/'

function schemeAllowed(scheme: string, allowed: readonly (string | RegExp)[]): boolean {
  return allowed.some((entry) =>
    typeof entry === 'string' ? entry.toLowerCase() === scheme : entry.test(scheme),
  )
}

function describeSchemes(allowed: readonly (string | RegExp)[]): string {
  return allowed.map((entry) => (typeof entry === 'string' ? entry : String(entry))).join(', ')
}

/**
 * Checks a URL string against `Rule.uri()` options. Returns the first problem, or undefined.
 * Whitespace is never part of a valid URL; a string without a scheme is a relative URL.
 */
export function validateUri(value: string, options: NormalizedUriOptions): UriProblem | undefined {
  if (/\s/.test(value)) return {id: 'urlInvalid'}
  if (!HAS_SCHEME.test(value)) {
    if (!options.allowRelative) return {id: 'urlRelativeNotAllowed'}
    return URL.canParse(value, RELATIVE_BASE) ? undefined : {id: 'urlInvalid'}
  }
  if (options.relativeOnly) return {id: 'urlRelativeOnly'}
  if (!URL.canParse(value)) return {id: 'urlInvalid'}
  const url = new URL(value)
  const scheme = url.protocol.slice(0, -1).toLowerCase()
  if (!schemeAllowed(scheme, options.scheme))
    return {id: 'urlScheme', values: {schemes: describeSchemes(options.scheme)}}
  if (!options.allowCredentials && (url.username || url.password)) return {id: 'urlCredentials'}
  return undefined
}
