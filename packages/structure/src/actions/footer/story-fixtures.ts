import {CopyIcon} from '@sanity/icons/Copy'
import {PublishIcon} from '@sanity/icons/Publish'
import {ResetIcon} from '@sanity/icons/Reset'
import {TrashIcon} from '@sanity/icons/Trash'
import {UnpublishIcon} from '@sanity/icons/Unpublish'
import {permissionMessage} from '@tessera/store'
import {ACTION_MESSAGES as M} from '../messages.js'
import type {ActionConfirmation} from '../types.js'
import type {ActionItemState} from './action-item-state.js'

/** The default actions as the footer draws them, for stories (no lake needed). */
const publish: ActionItemState = {
  name: 'publish',
  label: M['publish.label'],
  icon: PublishIcon,
  tone: 'positive',
  disabled: false,
  running: false,
}
const unpublish: ActionItemState = {
  name: 'unpublish',
  label: M['unpublish.label'],
  icon: UnpublishIcon,
  tone: 'critical',
  disabled: false,
  running: false,
}
const discard: ActionItemState = {
  name: 'discardChanges',
  label: M['discard.label'],
  icon: ResetIcon,
  tone: 'critical',
  disabled: false,
  running: false,
}
const duplicate: ActionItemState = {
  name: 'duplicate',
  label: M['duplicate.label'],
  icon: CopyIcon,
  disabled: false,
  running: false,
}
const remove: ActionItemState = {
  name: 'delete',
  label: M['delete.label'],
  icon: TrashIcon,
  tone: 'critical',
  disabled: false,
  running: false,
}

/** A published document with unpublished changes: everything can run. */
export const editedDocumentItems: ActionItemState[] = [publish, unpublish, discard, duplicate, remove]

/** A published document without changes. */
export const publishedDocumentItems: ActionItemState[] = [
  {...publish, label: M['publish.published-label'], disabled: M['publish.already-published']},
  unpublish,
  {...discard, disabled: M['discard.no-changes']},
  duplicate,
  remove,
]

/** A draft with an empty required field. */
export const invalidDraftItems: ActionItemState[] = [
  {...publish, disabled: M['publish.validation-errors']},
  {...unpublish, disabled: M['unpublish.not-published']},
  duplicate,
  remove,
]

/** Publishing in progress: every action waits. */
export const publishingItems: ActionItemState[] = editedDocumentItems.map((item) => ({
  ...item,
  label: item.name === 'publish' ? M['publish.running-label'] : item.label,
  disabled: M['action.busy'],
  running: item.name === 'publish',
}))

/** Deleting (a menu action) in progress. */
export const deletingItems: ActionItemState[] = editedDocumentItems.map((item) => ({
  ...item,
  label: item.name === 'delete' ? M['delete.running-label'] : item.label,
  disabled: M['action.busy'],
  running: item.name === 'delete',
}))

const viewerRoles = [{name: 'viewer', title: 'Viewer'}]

/** A viewer: every action denied with the store's permission message. */
export const viewerItems: ActionItemState[] = [
  {...publish, disabled: permissionMessage('publish-document', {roles: viewerRoles})},
  {...unpublish, disabled: permissionMessage('unpublish-document', {roles: viewerRoles})},
  {...discard, disabled: permissionMessage('discard-changes', {roles: viewerRoles})},
  {...duplicate, disabled: permissionMessage('duplicate-document', {roles: viewerRoles})},
  {...remove, disabled: permissionMessage('delete-document', {roles: viewerRoles})},
]

/** A live-edit type: no publish, unpublish or discard. */
export const liveEditItems: ActionItemState[] = [duplicate, remove]

export const deleteConfirmation: ActionConfirmation = {
  title: M['delete.confirm-title'],
  message: M['delete.confirm-message-both'],
  details: [M['delete.references-other'].replace('{{count}}', '3')],
  confirmText: M['delete.confirm'],
  tone: 'critical',
}

export const unpublishConfirmation: ActionConfirmation = {
  title: M['unpublish.confirm-title'],
  message: M['unpublish.confirm-message-with-draft'],
  confirmText: M['unpublish.confirm'],
  tone: 'critical',
}
