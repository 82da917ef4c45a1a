import {badRequest} from '../errors.js'

const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}/

/**
 * Reads an ISO 8601 time option and returns it as `Date#toISOString()`, the format history is stored
 * in, so stored timestamps compare correctly as strings. `undefined` when the option is absent.
 */
export function timeOption(query: URLSearchParams, name: string): string | undefined {
  const raw = query.get(name)
  if (raw === null || raw === '') return undefined
  // An unencoded "+" in a URL reads as a space ("...T10:00:00+02:00" sent as is).
  const value = raw.trim().replace(/ (\d{2}:?\d{2})$/, '+$1')
  const millis = ISO_DATE_START.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(millis)) {
    throw badRequest(
      `Option "${name}" must be an ISO 8601 time such as 2025-01-31T12:00:00Z, not "${raw}"`,
      'invalidOptionError',
    )
  }
  return new Date(millis).toISOString()
}
