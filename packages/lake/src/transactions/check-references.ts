import type {SanityDocument} from '@tessera/types'
import {extractReferences} from '../documents/references.js'
import type {MutationErrorItem} from '../errors.js'
import type {WorkingSet} from './working-set.js'

interface Change {
  id: string
  before: SanityDocument | null
  after: SanityDocument | null
}

/**
 * Referential integrity, judged on the state after the whole transaction: every strong reference in a
 * written document must point to an existing document, and no deleted document may still be strongly
 * referenced by a document that remains.
 */
export function checkReferences(working: WorkingSet, changes: Change[]): MutationErrorItem[] {
  const problems: MutationErrorItem[] = []
  const strongTargetsOfChanged = new Map<string, Set<string>>()
  changes.forEach((change, index) => {
    if (!change.after) return
    const {strong} = extractReferences(change.after)
    strongTargetsOfChanged.set(change.id, strong)
    for (const target of strong) {
      if (working.get(target) === null) {
        problems.push({
          index,
          id: change.id,
          type: 'referenceNotFoundError',
          description: `Document "${change.id}" references non-existent document "${target}"`,
        })
      }
    }
  })
  changes.forEach((change, index) => {
    if (change.after || !change.before) return
    const referrers = new Set<string>()
    for (const source of working.index.strongReferrers(change.id)) {
      // A changed document is judged by its new content, a deleted one not at all.
      if (!strongTargetsOfChanged.has(source) && working.get(source) !== null) referrers.add(source)
    }
    for (const [source, targets] of strongTargetsOfChanged) if (targets.has(change.id)) referrers.add(source)
    if (referrers.size > 0) {
      const list = [...referrers]
        .sort()
        .map((id) => `"${id}"`)
        .join(', ')
      problems.push({
        index,
        id: change.id,
        type: 'documentHasReferencesError',
        description: `Document "${change.id}" cannot be deleted as there are references to it from ${list}`,
      })
    }
  })
  return problems
}
