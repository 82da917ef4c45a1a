import type {
  DocumentOperations,
  EditState,
  PermissionCheckResult,
  RoleLike,
  WorkspaceKernel,
} from '@tessera/store'
import type {PermissionMessage} from '@tessera/kit'
import type {SchemaType, ValidationMarker} from '@tessera/types'
import type {ComponentType} from 'react'
import type {StructureText} from '../i18n/structure-strings.js'

/**
 * What the `document.actions` and `document.badges` reducers get as their second argument:
 * `(prev, context) => next`, evaluated for each open document.
 */
export interface DocumentActionsContext {
  documentId: string
  schemaType: string
  liveEdit: boolean
  projectId: string
  dataset: string
  currentUser: {id: string; roles: readonly RoleLike[]} | null
}

/** Which permission check an action needs; the pane evaluates them against the grants. */
export type ActionPermission = 'publish' | 'unpublish' | 'discardDraft' | 'delete' | 'duplicate' | 'update'

/** Everything an action's `disabled`, `confirm` and `run` read: the document as it is now. */
export interface DocumentActionContext extends DocumentActionsContext {
  type: SchemaType
  editState: EditState
  operations: DocumentOperations
  /** Each permission check, null while it is being made. */
  permissions: Readonly<Record<ActionPermission, PermissionCheckResult | null>>
  validation: readonly ValidationMarker[]
  /** The workspace's client, for actions that need to ask the lake something (delete counts referrers). */
  client: WorkspaceKernel['client']
  /** Ask the pane to open another document (after duplicate) or close itself (after delete). */
  openDocument(id: string, type: string): void
  closeDocument(): void
  /** The structure tool's texts in the workspace's locale (`t('actions.publish.label')`). */
  t: StructureText
  /** A permission denial with the user's roles, in the workspace's locale (spec/002 §6). */
  permissionMessage: PermissionMessage
}

/** Tones an action or its confirmation may take (a subset of @sanity/ui's state tones). */
export type ActionTone = 'primary' | 'positive' | 'caution' | 'critical' | 'default'

/** A confirmation dialog shown before `run`. */
export interface ActionConfirmation {
  title: string
  message: string
  /** Further paragraphs under the message, e.g. how many documents refer to this one. */
  details?: readonly string[]
  confirmText: string
  cancelText?: string
  tone?: 'critical' | 'caution' | 'primary'
}

/**
 * A document action as a plain descriptor (DESIGN §3): the pane decides when to show it and calls
 * `disabled`, `confirm` and `run` with the document's current context.
 */
export interface DocumentActionDescriptor {
  name: string
  label: string | ((context: DocumentActionContext) => string)
  /** The label while `run` is in progress ('Publishing…'); the label itself when left out. */
  runningLabel?: string | ((context: DocumentActionContext) => string)
  icon?: ComponentType
  tone?: ActionTone
  /**
   * A keyboard shortcut that chooses the action while focus is in the document's pane, written as
   * 'Ctrl+Alt+P' (shown in the action's tooltip).
   */
  shortcut?: string
  /** False when it can run; otherwise the reason, shown as its tooltip. */
  disabled(context: DocumentActionContext): false | string
  /** Left out of the bar (not just disabled) when this says so. */
  hidden?(context: DocumentActionContext): boolean
  /**
   * A confirmation to pass first; undefined runs at once. May be a promise when the dialog needs to
   * ask something first (delete counts the documents referring to this one); the dialog shows a
   * spinner meanwhile.
   */
  confirm?(
    context: DocumentActionContext,
  ): ActionConfirmation | undefined | Promise<ActionConfirmation | undefined>
  run(context: DocumentActionContext): void | Promise<void>
  /** The message of the toast after a successful run. */
  successMessage?: string | ((context: DocumentActionContext) => string)
  /** The title of the toast when `run` fails (its description is the error's message). */
  failureMessage?: string | ((context: DocumentActionContext, error: unknown) => string)
}

/** A badge in the document pane's header (e.g. 'Live' for live-edit types). */
export interface DocumentBadgeDescriptor {
  name: string
  /** The badge to show now, or null for none. */
  render(context: DocumentActionContext): {label: string; title?: string; tone?: ActionTone} | null
}
