import {randomKey} from '../documents/ids.js'

/** Gives every object inside an array a `_key` if it lacks one (the `autoGenerateArrayKeys` option). */
export function withArrayKeys<T>(value: T): T {
  return addKeys(value, false) as T
}

function addKeys(value: unknown, inArray: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => addKeys(item, true))
  if (value === null || typeof value !== 'object') return value
  const result: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) result[key] = addKeys(child, false)
  if (inArray && typeof result._key !== 'string') result._key = randomKey()
  return result
}
