import {
  DISABLED_REASONS,
  type DisabledReason,
  type Operation,
  type PermissionMessageContext,
} from '@tessera/store'
import type {ActionPermission, DocumentActionContext} from './types.js'

export interface DisabledReasonOptions {
  /** The store operation the action runs. */
  operation: Pick<Operation, 'disabled'>
  /** The pair permission check it needs. */
  permission: ActionPermission
  /** The situation `permissionMessage` names ('publish-document', …). */
  permissionContext: PermissionMessageContext
  /** The action's own sentence for each reason the operation may give. */
  reasons: Partial<Record<DisabledReason, string>>
}

/**
 * Why an action that runs a store operation cannot run now, in the order a user can act on it:
 * still loading, a transaction still arriving, permissions being checked, denied (the permission message
 * with the user's roles, in the workspace's locale), then the operation's own reason. Permission comes before
 * the operation's reason because no change to the document would let this user run it.
 */
export function operationDisabledReason(
  context: DocumentActionContext,
  {operation, permission, permissionContext, reasons}: DisabledReasonOptions,
): false | string {
  if (!context.editState.ready || operation.disabled === DISABLED_REASONS.NOT_READY) {
    return context.t('actions.action.loading')
  }
  if (context.editState.transactionSyncLock.enabled) return context.t('actions.action.syncing')
  const check = context.permissions[permission]
  if (!check) return context.t('actions.action.checking-permissions')
  if (!check.granted) {
    return context.permissionMessage(permissionContext, {
      roles: context.currentUser?.roles ?? [],
      typeTitle: context.type.title ?? context.schemaType,
    })
  }
  if (operation.disabled) return reasons[operation.disabled] ?? context.t('actions.footer.disabled-now')
  return false
}

/** The validation markers that block publishing: errors only, warnings and infos never do. */
export function hasValidationErrors(context: Pick<DocumentActionContext, 'validation'>): boolean {
  return context.validation.some((marker) => marker.level === 'error')
}
