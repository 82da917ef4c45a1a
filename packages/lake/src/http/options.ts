import {badRequest} from '../errors.js'

/** Boolean query options accept true/false and 1/0, as the hosted API does. */
export function booleanOption(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = query.get(name)
  if (value === null || value === '') return fallback
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw badRequest(`Option "${name}" must be true or false, not "${value}"`, 'invalidOptionError')
}

export function integerOption(
  query: URLSearchParams,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const value = query.get(name)
  if (value === null || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) {
    throw badRequest(
      `Option "${name}" must be a whole number from ${min} to ${max}, not "${value}"`,
      'invalidOptionError',
    )
  }
  return number
}

/** Query parameters given as `$name=<json>` in a URL. */
export function paramsFromSearch(query: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of query) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw badRequest(
        `Invalid value for parameter "${key}": it must be JSON (strings in double quotes)`,
        'invalidParameterError',
      )
    }
  }
  return params
}

export function splitIds(raw: string): string[] {
  return raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
}
