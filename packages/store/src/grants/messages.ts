import type {GrantPermission} from '@tessera/types'
import type {DocumentOperationName} from './types.js'

// Every message the grants store produces, in one place (the README has them as a table).

/** Grants were requested without a project or dataset (spec/002 §8). */
export const MISSING_PROJECT_OR_DATASET = 'Missing projectId or dataset'

/** The caller has no grants at all (spec/002 §6). */
export const NO_DOCUMENT_GRANTS = 'No document grants'

export const NULL_DOCUMENT_GRANTED = 'No document to check'
export const MATCHING_GRANT = 'Matching grant'
export const WILDCARD_TYPE_NEVER_GRANTED = 'The type "*" is never granted'
export const OPERATION_GRANTED = 'Every required permission is granted'

export function noMatchingGrant(permission: GrantPermission): string {
  return `No grant gives "${permission}" on this document`
}

/** What an operation does to one version, as the denial names it: "not allowed to {action}". */
export const ACTIONS = {
  createDraft: 'create the draft',
  updateDraft: 'update the draft',
  deleteDraft: 'delete the draft',
  createPublished: 'create the published document',
  replacePublished: 'replace the published document',
  deletePublished: 'delete the published document',
  createDocument: 'create the document',
  updateDocument: 'update the document',
  deleteDocument: 'delete the document',
  createDuplicate: 'create the duplicate',
} as const

export interface Denial {
  action: string
  reason: string
}

/** 'Unable to {op}: not allowed to {action}: {reason}', several denials joined with '; '. */
export function operationDenied(operation: DocumentOperationName, denials: Denial[]): string {
  const parts = denials.map(({action, reason}) => `not allowed to ${action}: ${reason}`)
  return `Unable to ${operation}: ${[...new Set(parts)].join('; ')}`
}

/** The user-facing situations that have a permission message (spec/002 §6). */
export type PermissionMessageContext =
  | 'create-document'
  | 'create-new-reference'
  | 'delete-document'
  | 'discard-changes'
  | 'duplicate-document'
  | 'publish-document'
  | 'unpublish-document'

/** A role as the current user carries it. */
export interface RoleLike {
  name: string
  title?: string
}

function describeAttempt(context: PermissionMessageContext, typeTitle: string | undefined): string {
  switch (context) {
    case 'create-document':
      return typeTitle ? `create a document of type "${typeTitle}"` : 'create this kind of document'
    case 'create-new-reference':
      return 'create a new document to reference'
    case 'delete-document':
      return 'delete this document'
    case 'discard-changes':
      return 'discard changes in this document'
    case 'duplicate-document':
      return 'duplicate this document'
    case 'publish-document':
      return 'publish this document'
    case 'unpublish-document':
      return 'unpublish this document'
  }
}

/** "Your roles: Editor, Viewer", or "You have no roles" when the list is empty. */
export function describeRoles(roles: readonly RoleLike[]): string {
  if (roles.length === 0) return 'You have no roles'
  return `Your roles: ${roles.map((role) => role.title || role.name).join(', ')}`
}

/**
 * What the studio tells a user who may not do something, e.g. "You do not have permission to publish
 * this document. Your roles: Editor".
 */
export function permissionMessage(
  context: PermissionMessageContext,
  options: {roles: readonly RoleLike[]; typeTitle?: string},
): string {
  return `You do not have permission to ${describeAttempt(context, options.typeTitle)}. ${describeRoles(options.roles)}`
}
