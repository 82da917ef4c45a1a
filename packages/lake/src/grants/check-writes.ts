import type {SanityDocument} from '@tessera/types'
import type {DocumentAccess} from './document-access.js'
import {writeDenied} from './permission-errors.js'

interface Change {
  id: string
  before: SanityDocument | null
  after: SanityDocument | null
}

/**
 * Checks every change of a transaction against the caller's grants, on the transaction's net effect
 * (what would be committed), throwing 403 on the first one not allowed so that nothing is written:
 * - a new document needs "create" on it;
 * - a changed document needs "update" on it both before and after, so a write can neither touch a
 *   document outside the grants nor move one out of them;
 * - a deleted document needs "update" on it as it was (there is no separate delete permission, as in
 *   the studio's grants, where deleting is checked as an update).
 */
export function checkWritePermissions(changes: Change[], access: DocumentAccess): void {
  const mayCreate = access.everywhere('create')
  const mayUpdate = access.everywhere('update')
  if (mayCreate && mayUpdate) return
  for (const {id, before, after} of changes) {
    if (!before) {
      if (after && !mayCreate && !access.can('create', after)) throw writeDenied('create', id, 'create')
    } else if (!after) {
      if (!mayUpdate && !access.can('update', before)) throw writeDenied('delete', id, 'update')
    } else if (!mayUpdate && !(access.can('update', before) && access.can('update', after))) {
      throw writeDenied('update', id, 'update')
    }
  }
}
