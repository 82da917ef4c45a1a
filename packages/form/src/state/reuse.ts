/**
 * `previous` when `next` holds the same things (each property identical, arrays element by element),
 * so unchanged subtrees of the form state keep their identity and React skips them. `path` is equal
 * whenever `id` is, so it is not compared.
 */
export function reuse<T extends object>(previous: T | undefined, next: T): T {
  if (!previous) return next
  const before = previous as Record<string, unknown>
  const after = next as Record<string, unknown>
  const keys = Object.keys(after)
  if (keys.length !== Object.keys(before).length) return next
  for (const key of keys) {
    if (key === 'path') continue
    const a = before[key]
    const b = after[key]
    if (!same(a, b)) return next
  }
  return previous
}

/** Identical, or arrays and plain objects (small descriptors such as groups) holding the same things. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => same(item, b[index]))
  }
  return isPlain(a) && isPlain(b) && reuse(a, b) === a
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  )
}
