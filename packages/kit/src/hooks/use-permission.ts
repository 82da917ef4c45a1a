import type {DocumentOperationName, PermissionCheckResult, PermissionDocument} from '@tessera/store'
import type {GrantPermission} from '@tessera/types'
import {useMemo} from 'react'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {catchError, distinctUntilChanged, EMPTY, filter, ignoreElements, merge, switchMap} from 'rxjs'
import {latestAfterPaint} from './latest-after-paint.js'
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
 * published versions), live; null until the pair is ready and grants arrived. One subscription for the
 * component's life: each change of the pair re-checks, the last answer stands meanwhile (no flicker
 * back to null while someone types), and a re-check with the same answer renders nothing. Changes of
 * the pair are checked after the frame that made them has painted, and answers arrive after a painted
 * frame too, like `useEditState`.
 */
export function useDocumentPairPermissions({
  id,
  type,
  permission,
  duplicateId,
}: DocumentPairPermissionsOptions): PermissionCheckResult | null {
  const {grants, documents} = useWorkspaceContext('useDocumentPairPermissions').kernel
  const check$ = useMemo(
    () =>
      merge(
        // The acl is asked for now, beside the pair's snapshots, not after them: the check needs both,
        // and the answer is shared for a second (the grants store's cache window), so the check below
        // finds it there. Its failures are reported by the check itself, as before.
        grants.grants$.pipe(
          ignoreElements(),
          catchError(() => EMPTY),
        ),
        documents.editState(id, type).pipe(
          // Re-checked once per painted frame, not inside the keystroke that changed the pair: six of
          // these run per open document, each evaluating the grants (and the acl is fetched again once
          // its cache window has passed).
          latestAfterPaint(),
          filter((editState) => editState.ready),
          switchMap((editState) =>
            grants.checkOperationPermission(permission, {
              publishedId: editState.id,
              type,
              draft: editState.draft,
              published: editState.published,
              liveEdit: editState.liveEdit,
              duplicateId,
            }),
          ),
          distinctUntilChanged(sameAnswer),
          latestAfterPaint(),
        ),
      ),
    [grants, documents, id, type, permission, duplicateId],
  )
  return useObservable(check$, null)
}

function sameAnswer(a: PermissionCheckResult, b: PermissionCheckResult): boolean {
  return a.granted === b.granted && a.reason === b.reason
}
