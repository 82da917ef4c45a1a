import type {DocumentActionDescriptor} from '../types.js'
import {deleteAction} from './delete-action.js'
import {discardChangesAction} from './discard-changes-action.js'
import {duplicateAction} from './duplicate-action.js'
import {publishAction} from './publish-action.js'
import {unpublishAction} from './unpublish-action.js'

/**
 * The built-in actions, in the order the footer shows them: the first visible one is the primary
 * button (publish; for live-edit types, where publish is hidden, duplicate), the rest are in the menu.
 */
export const defaultDocumentActions: readonly DocumentActionDescriptor[] = [
  publishAction,
  unpublishAction,
  discardChangesAction,
  duplicateAction,
  deleteAction,
]
