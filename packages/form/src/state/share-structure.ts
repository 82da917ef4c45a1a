function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const keyOf = (item: unknown): unknown => (isPlainObject(item) ? item._key : undefined)

/**
 * `next`, with every part equal to the same part of `previous` replaced by that very object: arrays of
 * keyed items are matched by `_key` (so an insert or a move keeps the other items), everything else by
 * position and name. The form state reuses subtrees whose value is identical, and a store that copies
 * the document on each edit would otherwise make every subtree look changed.
 */
export function shareStructure<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next
  if (typeof next !== 'object' || next === null) return next
  // The store keeps its own objects for what did not change, and those are not the previous state's
  // (that kept older equal ones). Remembering which object each one was shared as spares comparing
  // every unchanged subtree again on every keystroke (30,000 fields in a 1,000-item array).
  if (previous !== undefined && sharedAs.get(next) === previous) return previous as T
  const result = shareObjects(previous, next)
  if (result !== next) sharedAs.set(next, result as object)
  return result
}

const sharedAs = new WeakMap<object, unknown>()

function shareObjects<T>(previous: unknown, next: T): T {
  if (Array.isArray(previous) && Array.isArray(next)) {
    // Previous items by key, made only when an item is not the very object at its place (an edit in
    // one item of a long array shares the rest as they are).
    let byKey: Map<unknown, unknown> | undefined
    const previousWithKey = (key: string) => {
      if (!byKey) {
        byKey = new Map()
        for (const item of previous) {
          const itemKey = keyOf(item)
          if (typeof itemKey === 'string') byKey.set(itemKey, item)
        }
      }
      return byKey.get(key)
    }
    let same = previous.length === next.length
    const shared = next.map((item, index) => {
      if (Object.is(item, previous[index])) return item
      const key = keyOf(item)
      const before = typeof key === 'string' ? previousWithKey(key) : previous[index]
      const result = shareStructure(before, item)
      if (result !== previous[index]) same = false
      return result
    })
    return (same ? previous : shared) as T
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next)
    let same = keys.length === Object.keys(previous).length
    const shared: Record<string, unknown> = {}
    for (const key of keys) {
      const result = shareStructure(previous[key], next[key])
      if (result !== previous[key] || !(key in previous)) same = false
      shared[key] = result
    }
    return (same ? previous : shared) as T
  }
  return next
}
