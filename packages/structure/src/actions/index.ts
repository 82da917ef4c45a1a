export type * from './types.js'
export {ACTION_MESSAGES, type ActionMessageKey} from './messages.js'
export {hasValidationErrors, operationDisabledReason, type DisabledReasonOptions} from './disabled-reason.js'
export {defaultDocumentActions} from './defaults/default-document-actions.js'
export {publishAction} from './defaults/publish-action.js'
export {unpublishAction} from './defaults/unpublish-action.js'
export {discardChangesAction} from './defaults/discard-changes-action.js'
export {duplicateAction} from './defaults/duplicate-action.js'
export {deleteAction, isReferencedError} from './defaults/delete-action.js'
export {
  countReferringDocuments,
  REFERRING_DOCUMENTS_LIMIT,
  type ReferringDocumentsCount,
} from './count-referring-documents.js'
export {DOCUMENT_ACTIONS_PROPERTY, resolveDocumentActions} from './resolve-document-actions.js'
export {toDocumentActionsContext} from './reducer-context.js'
export {
  useDocumentActionContext,
  type UseDocumentActionContextOptions,
} from './use-document-action-context.js'
export {useResolvedDocumentActions} from './use-resolved-document-actions.js'
export {describeActionItems, type ActionItemState} from './footer/action-item-state.js'
export {DocumentActionsBar, type DocumentActionsBarProps} from './footer/document-actions-bar.js'
export {ActionConfirmDialog, type ActionConfirmDialogProps} from './footer/action-confirm-dialog.js'
export {DocumentActionsFooter, type DocumentActionsFooterProps} from './footer/document-actions-footer.js'
export {useActionRunner, type ActionRunner, type PendingConfirmation} from './footer/use-action-runner.js'
