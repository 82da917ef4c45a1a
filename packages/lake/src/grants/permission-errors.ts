import type {GrantPermission} from '@tessera/types'
import {LakeError} from '../errors.js'

/** What a write does to a document, for messages: deleting needs "update" (see check-writes.ts). */
export type WriteOperation = 'create' | 'update' | 'delete'

/** The caller's roles give no grants at all (no roles, or only unknown ones): every data call is refused. */
export function noDocumentGrants(roles: readonly string[]): LakeError {
  const list = roles.length > 0 ? roles.join(', ') : 'none'
  const description = `Permission denied: no document grants (roles: ${list})`
  return new LakeError(403, description, {type: 'insufficientPermissionsError', description})
}

export function writeDenied(operation: WriteOperation, id: string, permission: GrantPermission): LakeError {
  const description = `Permission denied: not allowed to ${operation} document "${id}" (requires "${permission}")`
  return new LakeError(403, description, {
    type: 'insufficientPermissionsError',
    description,
    id,
    operation,
    permission,
  })
}

export function historyDenied(id: string): LakeError {
  const description = `Permission denied: not allowed to read the history of document "${id}" (requires "history")`
  return new LakeError(403, description, {
    type: 'insufficientPermissionsError',
    description,
    id,
    permission: 'history',
  })
}
