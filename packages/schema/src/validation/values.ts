import type {Path, PathSegment} from '@tessera/types'

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Keys an otherwise empty object may carry: it still counts as "no value". */
const EMPTY_OBJECT_KEYS = new Set(['_type', '_key'])

/**
 * "No value" as `required()` sees it: undefined, null, an empty string, an empty array, or an object
 * holding nothing but `_type`/`_key` (such as an image without an asset).
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (isPlainObject(value)) return Object.keys(value).every((key) => EMPTY_OBJECT_KEYS.has(key))
  return false
}

/** The JSON-ish name of a value's type, for 'Expected type X, got Y'. */
export function describeValueType(value: unknown): string {
  if (value === null) return 'Null'
  if (Array.isArray(value)) return 'Array'
  const type = typeof value
  return type.charAt(0).toUpperCase() + type.slice(1)
}

/** Structural equality of JSON values; `ignoreKeys` names object keys left out at every level. */
export function deepEqual(a: unknown, b: unknown, ignoreKeys: ReadonlySet<string> = new Set()): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, index) => deepEqual(item, b[index], ignoreKeys))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a).filter((key) => !ignoreKeys.has(key) && a[key] !== undefined)
    const keysB = Object.keys(b).filter((key) => !ignoreKeys.has(key) && b[key] !== undefined)
    if (keysA.length !== keysB.length) return false
    return keysA.every((key) => deepEqual(a[key], b[key], ignoreKeys))
  }
  return false
}

/** The path segment for an array item: `{_key}` when the item has a key, else its index. */
export function itemSegment(item: unknown, index: number): PathSegment {
  return isPlainObject(item) && typeof item._key === 'string' ? {_key: item._key} : index
}

/** A readable path for messages: `body[_key=="a1"].children[0].text`; `(root)` for the empty path. */
export function pathToString(path: Path): string {
  if (path.length === 0) return '(root)'
  let result = ''
  for (const segment of path) {
    if (typeof segment === 'string') result += result ? `.${segment}` : segment
    else if (typeof segment === 'number') result += `[${segment}]`
    else if (Array.isArray(segment)) result += `[${segment[0]}:${segment[1]}]`
    else result += `[_key==${JSON.stringify(segment._key)}]`
  }
  return result
}

/** Reads a nested value by field names. */
export function getAtPath(value: unknown, path: readonly string[]): unknown {
  let current = value
  for (const name of path) {
    if (!isPlainObject(current)) return undefined
    current = current[name]
  }
  return current
}
