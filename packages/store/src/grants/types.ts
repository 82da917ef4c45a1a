import type {GrantPermission} from '@tessera/types'

/** The outcome of a permission check: `reason` says why, for tooltips and debugging. */
export interface PermissionCheckResult {
  granted: boolean
  reason: string
}

/** What a grant filter is evaluated against: any document with an id and a type. */
export interface PermissionDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** The operations a document pair offers, each checked against the draft and published versions. */
export type DocumentOperationName =
  'create' | 'update' | 'delete' | 'discardDraft' | 'publish' | 'unpublish' | 'duplicate'

/** A document pair as the per-operation checks see it. */
export interface DocumentPairForPermissions {
  /** The published id (without `drafts.`). */
  publishedId: string
  type: string
  draft: PermissionDocument | null
  published: PermissionDocument | null
  /** Live-edit types have no draft: edits go to the published document. */
  liveEdit: boolean
  /** The new id `duplicate` would use (published form); a placeholder id is checked when absent. */
  duplicateId?: string
  /** The initial value `create` would write. */
  initialValue?: Record<string, unknown>
}

/** One permission an operation needs on one document version. */
export interface RequiredPermission {
  permission: GrantPermission
  /** What the operation does to that version, for the denial message ("delete the draft"). */
  action: string
  document: PermissionDocument | null
}
