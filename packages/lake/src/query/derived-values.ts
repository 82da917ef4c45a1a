/**
 * Values computed from an array that never changes, kept beside it for as long as it lives.
 *
 * The documents a query starts from (`index.all()`, a read scope's `all()`, and the perspectives
 * derived from them) are built once per dataset version and replaced, never changed, on the next
 * write. Whatever a query derives from them alone (the drafts overlay, the documents of one type,
 * those documents sorted by some keys) is then the same for every query until that write, so a
 * document list paging through 100,000 documents sorts them once instead of once per page. Entries
 * are held weakly by their source array: when the index drops the array, what was derived goes too.
 *
 * Only pure functions of the source belong here: nothing that depends on parameters not in the key,
 * on the caller's identity, or on the time.
 */
export interface DerivedCache {
  /** The value kept under `key` beside `source`, computed (and kept) when missing. */
  get<T>(source: readonly unknown[], key: string, compute: () => T): T
  /** The value kept under `key`, if it was computed. */
  peek<T>(source: readonly unknown[], key: string): T | undefined
}

/**
 * A cache of values derived from source arrays, at most `maxPerSource` per source (the oldest goes
 * first): each can be as large as the dataset. Separate caches keep one kind of value (filter results,
 * one per typed search) from pushing out another (sorted orders, costly to redo).
 */
export function createDerivedCache(maxPerSource: number): DerivedCache {
  const derived = new WeakMap<readonly unknown[], Map<string, unknown>>()
  return {
    get<T>(source: readonly unknown[], key: string, compute: () => T): T {
      let entries = derived.get(source)
      if (!entries) {
        entries = new Map()
        derived.set(source, entries)
      }
      if (entries.has(key)) return entries.get(key) as T
      const value = compute()
      if (entries.size >= maxPerSource) entries.delete(entries.keys().next().value!)
      entries.set(key, value)
      return value
    },
    peek<T>(source: readonly unknown[], key: string): T | undefined {
      return derived.get(source)?.get(key) as T | undefined
    },
  }
}

/** At most this many values per source in the shared cache. */
export const MAX_DERIVED_PER_SOURCE = 16

const shared = createDerivedCache(MAX_DERIVED_PER_SOURCE)

export function derivedValue<T>(source: readonly unknown[], key: string, compute: () => T): T {
  return shared.get(source, key, compute)
}

/** The value kept under `key`, if it was computed. */
export function peekDerivedValue<T>(source: readonly unknown[], key: string): T | undefined {
  return shared.peek(source, key)
}
