import type {Mut} from '@sanity/mutator'

/**
 * The mutations of one commit without the `createIfNotExists` that repeat one earlier in it for the
 * same document. Every edit carries one (the draft is made from the published document if it is
 * missing), so a commit of sixty keystrokes carried the whole document sixty times: a megabyte each in
 * a 1,000-item document. After the first, the others do nothing, unless the document was deleted in
 * between (a `delete` lets the next one count again).
 */
export function withoutRepeatedCreates(mutations: readonly Mut[]): Mut[] {
  const created = new Set<string>()
  return mutations.filter((mutation) => {
    const entry = mutation as {createIfNotExists?: {_id?: unknown}; delete?: {id?: unknown}}
    if (typeof entry.delete?.id === 'string') created.delete(entry.delete.id)
    const id = entry.createIfNotExists?._id
    if (typeof id !== 'string') return true
    if (created.has(id)) return false
    created.add(id)
    return true
  })
}
