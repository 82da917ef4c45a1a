import {documentEffects} from '../mendoza/document-effects.js'
import type {DocumentChange, StoredTransaction} from '../storage/types.js'
import type {DocumentAccess} from './document-access.js'

/**
 * A transaction as one listener may see it. A change to a document the listener cannot read is left
 * out; where only one side is readable (a write moved the document into or out of the grants), the
 * other side becomes absent, so the event is an appear or a disappear, its effects are recomputed
 * from what is visible and its mutations (which may carry hidden content) are dropped.
 */
export function visibleTransaction(
  transaction: StoredTransaction,
  access: DocumentAccess,
): StoredTransaction {
  if (access.everywhere('read')) return transaction
  const changes: DocumentChange[] = []
  for (const change of transaction.changes) {
    const before = access.can('read', change.before) ? change.before : null
    const after = access.can('read', change.after) ? change.after : null
    if (before === change.before && after === change.after) changes.push(change)
    else if (before || after) {
      changes.push({
        ...change,
        before,
        after,
        mutations: [],
        effects: documentEffects(before, after),
      })
    }
  }
  return {...transaction, changes}
}
