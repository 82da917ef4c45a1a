import type {SanityDocument} from '@tessera/types'
import {isPublishedId} from '../documents/ids.js'
import type {WorkingSet} from '../transactions/working-set.js'

type Json = Record<string, unknown>

/**
 * After all actions ran, a published document's references marked `_strengthenOnPublish` whose target
 * now exists become strong (or stay weak when the marker says `weak: true`) and lose the marker.
 * Those whose target is still missing stay weak and marked, so a later publish can strengthen them:
 * publishing a target also strengthens the marked references of the published documents pointing to it.
 * Runs last so a target published later in the same request counts.
 */
export function strengthenReferences(working: WorkingSet, publishedIds: string[]): void {
  const exists = (id: string) => working.get(id) !== null
  // Published documents that point (marked) at a document published now: a post published while its
  // author was a draft gets its reference made strong when the author is published.
  const referrers = publishedIds.flatMap((id) => [...working.index.referrers(id)].filter(isPublishedId))
  for (const id of new Set([...publishedIds, ...referrers])) {
    const doc = working.get(id)
    if (!doc) continue
    const next = strengthen(doc, exists)
    if (next === doc) continue
    const written = working.put(next as SanityDocument)
    working.note(id, {createOrReplace: written})
  }
}

/** Returns `value` itself when nothing changed, so unchanged documents are not rewritten. */
function strengthen(value: unknown, exists: (id: string) => boolean): unknown {
  if (Array.isArray(value)) {
    let changed = false
    const items = value.map((item) => {
      const next = strengthen(item, exists)
      if (next !== item) changed = true
      return next
    })
    return changed ? items : value
  }
  if (value === null || typeof value !== 'object') return value
  let result = value as Json
  for (const [key, child] of Object.entries(result)) {
    if (child === null || typeof child !== 'object') continue
    const next = strengthen(child, exists)
    if (next === child) continue
    if (result === value) result = {...result}
    result[key] = next
  }
  if (!isStrengthenable(result) || !exists(result._ref as string)) return result
  const options = result._strengthenOnPublish
  const strong: Json = {...result}
  delete strong._strengthenOnPublish
  if (!(options && typeof options === 'object' && (options as Json).weak === true)) delete strong._weak
  return strong
}

function isStrengthenable(record: Json): boolean {
  // A cross-dataset or cross-project target cannot be looked up here: leave such references alone.
  const crossDataset = record._dataset !== undefined || record._projectId !== undefined
  return typeof record._ref === 'string' && record._strengthenOnPublish !== undefined && !crossDataset
}
