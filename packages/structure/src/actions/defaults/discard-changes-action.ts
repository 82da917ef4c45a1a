import {ResetIcon} from '@sanity/icons/Reset'
import {DISABLED_REASONS} from '@tessera/store'
import {operationDisabledReason} from '../disabled-reason.js'
import {ACTION_MESSAGES} from '../messages.js'
import type {DocumentActionDescriptor} from '../types.js'

/**
 * Discard changes: deletes the draft, showing the published version again. Hidden for live-edit types
 * and for documents that were never published (discarding would delete them: that is Delete's job,
 * and two ways to do it would only confuse). Shown but disabled when published without changes.
 */
export const discardChangesAction: DocumentActionDescriptor = {
  name: 'discardChanges',
  label: ACTION_MESSAGES['discard.label'],
  runningLabel: ACTION_MESSAGES['discard.running-label'],
  icon: ResetIcon,
  tone: 'critical',
  hidden: ({liveEdit, editState}) => liveEdit || (editState.ready && !editState.published),
  disabled: (context) =>
    operationDisabledReason(context, {
      operation: context.operations.discardChanges,
      permission: 'discardDraft',
      permissionContext: 'discard-changes',
      reasons: {
        [DISABLED_REASONS.LIVE_EDIT_ENABLED]: ACTION_MESSAGES['discard.live-edit'],
        [DISABLED_REASONS.NO_CHANGES]: ACTION_MESSAGES['discard.no-changes'],
        [DISABLED_REASONS.NOT_PUBLISHED]: ACTION_MESSAGES['discard.not-published'],
      },
    }),
  confirm: () => ({
    title: ACTION_MESSAGES['discard.confirm-title'],
    message: ACTION_MESSAGES['discard.confirm-message'],
    confirmText: ACTION_MESSAGES['discard.confirm'],
    tone: 'critical',
  }),
  run: ({operations}) => operations.discardChanges.execute(),
  successMessage: ACTION_MESSAGES['discard.success'],
  failureMessage: ACTION_MESSAGES['discard.failure'],
}
