import {applyPatch} from 'mendoza'
import type {TimelineTransaction} from './types.js'

type Version = Record<string, unknown> | null

export interface ReplayResult {
  /** The draft after the last transaction (null when there is none). */
  draft: Version
  published: Version
  /** For each top-level field of the shown version (draft, else published): who changed it. */
  authorsByField: Map<string, Set<string>>
}

/**
 * Replays transactions (oldest first) over a document pair's versions with their Mendoza effects, and
 * records, per top-level field of the version an editor sees (the draft if there is one, else the
 * published copy), the authors of the transactions that changed it. The change viewer attributes a
 * range's changes with this. Throws when an effect does not fit the version it is applied to.
 */
export function replayTransactions(
  from: {draft: Version; published: Version},
  transactions: readonly TimelineTransaction[],
): ReplayResult {
  let {draft, published} = from
  const authorsByField = new Map<string, Set<string>>()
  for (const transaction of transactions) {
    const before = draft ?? published
    if (transaction.draftEffect) draft = applyPatch(draft, transaction.draftEffect.apply) as Version
    if (transaction.publishedEffect)
      published = applyPatch(published, transaction.publishedEffect.apply) as Version
    const after = draft ?? published
    if (before === after) continue
    for (const field of changedFields(before, after)) {
      let authors = authorsByField.get(field)
      if (!authors) authorsByField.set(field, (authors = new Set()))
      authors.add(transaction.author)
    }
  }
  return {draft, published, authorsByField}
}

/** Top-level fields (system fields aside) whose values differ; Mendoza keeps unchanged values shared. */
function changedFields(before: Version, after: Version): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changed: string[] = []
  for (const key of keys) {
    if (key.startsWith('_')) continue
    const a = before?.[key]
    const b = after?.[key]
    if (a !== b && JSON.stringify(a) !== JSON.stringify(b)) changed.push(key)
  }
  return changed
}
