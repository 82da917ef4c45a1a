import {
  useClient,
  useCurrentUser,
  useDocumentOperations,
  useDocumentPairPermissions,
  useEditState,
  usePermissionMessage,
  useSchema,
  useWorkspace,
} from '@tessera/kit'
import type {EditState} from '@tessera/store'
import type {ValidationMarker} from '@tessera/types'
import {useMemo, useState} from 'react'
import {useStructureText} from '../i18n/structure-strings.js'
import type {ActionPermission, DocumentActionContext} from './types.js'

export interface UseDocumentActionContextOptions {
  /** The published or draft id. */
  documentId: string
  documentType: string
  /** The document's current validation markers (errors block publish). */
  validation: readonly ValidationMarker[]
  openDocument(id: string, type: string): void
  closeDocument(): void
}

/** Every pair permission check of an action context, made live against the grants. */
function usePairPermissions(
  id: string,
  type: string,
  duplicateId: string,
): DocumentActionContext['permissions'] {
  const publish = useDocumentPairPermissions({id, type, permission: 'publish'})
  const unpublish = useDocumentPairPermissions({id, type, permission: 'unpublish'})
  const discardDraft = useDocumentPairPermissions({id, type, permission: 'discardDraft'})
  const remove = useDocumentPairPermissions({id, type, permission: 'delete'})
  const duplicate = useDocumentPairPermissions({id, type, permission: 'duplicate', duplicateId})
  const update = useDocumentPairPermissions({id, type, permission: 'update'})
  return useMemo(
    (): Record<ActionPermission, typeof publish | null> => ({
      publish,
      unpublish,
      discardDraft,
      delete: remove,
      duplicate,
      update,
    }),
    [publish, unpublish, discardDraft, remove, duplicate, update],
  )
}

/**
 * What the actions of one open document read: its edit state, operations, the six permission checks,
 * the current user and schema type, the validation markers and the pane's open/close callbacks. Null
 * until the edit state and operations have arrived, or when the type is not in the schema.
 */
export function useDocumentActionContext(
  options: UseDocumentActionContextOptions,
): DocumentActionContext | null {
  return useDocumentActionContextOf(useEditState(options.documentId, options.documentType), options)
}

/**
 * The same, for an edit state the caller already holds: the document pane passes its deferred one, so
 * the actions follow a keystroke in a render that yields to the next key rather than in its own.
 */
export function useDocumentActionContextOf(
  editState: EditState | null,
  options: UseDocumentActionContextOptions,
): DocumentActionContext | null {
  const base = useDocumentActionBase(options)
  return useMemo(() => withEditState(base, editState), [base, editState])
}

/** An action context but for the edit state: what changes with the document, not with each edit. */
export type DocumentActionBase = Omit<DocumentActionContext, 'editState' | 'documentId' | 'liveEdit'>

/**
 * Everything of an action context but the edit state (operations, permissions, user, type, validation,
 * callbacks), the same object while they stay: the document pane holds this while someone types and
 * joins it with each edit state only where the edit state is read (the actions, the badges).
 */
export function useDocumentActionBase({
  documentId,
  documentType,
  validation,
  openDocument,
  closeDocument,
}: UseDocumentActionContextOptions): DocumentActionBase | null {
  const operations = useDocumentOperations(documentId, documentType)
  // Duplicate's permission is checked against a new id of the same shape as the one it will use
  // (each run takes a fresh one); grants rarely look at the exact id.
  const [duplicateId] = useState(() => crypto.randomUUID())
  const permissions = usePairPermissions(documentId, documentType, duplicateId)
  const currentUser = useCurrentUser()
  const schema = useSchema()
  const {projectId, dataset} = useWorkspace()
  const client = useClient()
  const type = schema.get(documentType)
  const t = useStructureText()
  const permissionMessage = usePermissionMessage()

  return useMemo(() => {
    if (!operations || !type) return null
    return {
      schemaType: documentType,
      projectId,
      dataset,
      currentUser: currentUser && {id: currentUser.id, roles: currentUser.roles},
      type,
      operations,
      permissions,
      validation,
      client,
      openDocument,
      closeDocument,
      t,
      permissionMessage,
    }
  }, [
    operations,
    type,
    documentType,
    projectId,
    dataset,
    currentUser,
    permissions,
    validation,
    client,
    openDocument,
    closeDocument,
    t,
    permissionMessage,
  ])
}

/** The action context of `base` with `editState` (null until both have arrived). */
export function withEditState(
  base: DocumentActionBase | null,
  editState: EditState | null,
): DocumentActionContext | null {
  if (!base || !editState) return null
  return {...base, documentId: editState.id, liveEdit: editState.liveEdit, editState}
}
