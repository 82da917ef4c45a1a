import type {DocumentOperationName, PermissionCheckResult, PermissionDocument} from '@tessera/store'
import type {GrantPermission} from '@tessera/types'
import {useMemo} from 'react'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {useEditState} from './use-edit-state.js'
import {useObservable} from './use-observable.js'

/**
 * Whether the current user's grants give `permission` on `document` (`{granted, reason}`), live;
 * null until the grants have arrived. A null document is granted ("No document to check").
 * The document is compared by content, so a new object with the same fields does not re-check.
 */
export function usePermission(
  permission: GrantPermission,
  document: PermissionDocument | null,
): PermissionCheckResult | null {
  const {grants} = useWorkspaceContext('usePermission').kernel
  const documentKey = JSON.stringify(document)
  const check$ = useMemo(
    () => grants.checkDocumentPermission(permission, JSON.parse(documentKey) as PermissionDocument | null),
    [grants, permission, documentKey],
  )
  return useObservable(check$, null)
}

export interface DocumentPairPermissionsOptions {
  /** The published or draft id. */
  id: string
  type: string
  /** The operation to check on the pair (`publish`, `update`, `delete`, …). */
  permission: DocumentOperationName
  /** The new id `duplicate` would use. */
  duplicateId?: string
}

/**
 * Whether the operation `permission` is allowed on the pair of `id` as it is now (its draft and
 * published versions from `useEditState`), live; null until the pair is ready and grants arrived.
 */
export function useDocumentPairPermissions({
  id,
  type,
  permission,
  duplicateId,
}: DocumentPairPermissionsOptions): PermissionCheckResult | null {
  const {grants} = useWorkspaceContext('useDocumentPairPermissions').kernel
  const editState = useEditState(id, type)
  const check$ = useMemo(() => {
    if (!editState?.ready) return undefined
    return grants.checkOperationPermission(permission, {
      publishedId: editState.id,
      type,
      draft: editState.draft,
      published: editState.published,
      liveEdit: editState.liveEdit,
      duplicateId,
    })
  }, [grants, permission, type, duplicateId, editState])
  return useObservable(check$, null)
}
