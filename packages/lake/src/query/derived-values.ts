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
const derived = new WeakMap<readonly unknown[], Map<string, unknown>>()

/** At most this many values per source (the oldest goes first): each can be as large as the dataset. */
export const MAX_DERIVED_PER_SOURCE = 16

export function derivedValue<T>(source: readonly unknown[], key: string, compute: () => T): T {
  let entries = derived.get(source)
  if (!entries) {
    entries = new Map()
    derived.set(source, entries)
  }
  if (entries.has(key)) return entries.get(key) as T
  const value = compute()
  if (entries.size >= MAX_DERIVED_PER_SOURCE) entries.delete(entries.keys().next().value!)
  entries.set(key, value)
  return value
}

/** The value kept under `key`, if it was computed. */
export function peekDerivedValue<T>(source: readonly unknown[], key: string): T | undefined {
  return derived.get(source)?.get(key) as T | undefined
}
