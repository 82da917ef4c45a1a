import type {PatchOperations} from '@tessera/types'
import type {FieldChange} from './change-types.js'

/**
 * The patches that undo one change: the field gets its old value back, or goes when it had none.
 * A normal edit: it goes through the document store like typing does, so others see it live.
 */
export function revertPatches(change: FieldChange): PatchOperations[] {
  if (change.fromValue === undefined || change.fromValue === null) return [{unset: [change.key]}]
  return [{set: {[change.key]: change.fromValue}}]
}

/** The patches that undo every listed change (the change viewer's 'Revert all changes'). */
export function revertAllPatches(changes: readonly FieldChange[]): PatchOperations[] {
  return changes.flatMap(revertPatches)
}
