import {ResetIcon} from '@sanity/icons/Reset'
import {DISABLED_REASONS} from '@tessera/store'
import {operationDisabledReason} from '../disabled-reason.js'
import type {DocumentActionDescriptor} from '../types.js'

/**
 * Discard changes: deletes the draft, showing the published version again. Hidden for live-edit types
 * and for documents that were never published (discarding would delete them: that is Delete's job,
 * and two ways to do it would only confuse). Shown but disabled when published without changes.
 */
export const discardChangesAction: DocumentActionDescriptor = {
  name: 'discardChanges',
  label: ({t}) => t('actions.discard.label'),
  runningLabel: ({t}) => t('actions.discard.running-label'),
  icon: ResetIcon,
  tone: 'critical',
  hidden: ({liveEdit, editState}) => liveEdit || (editState.ready && !editState.published),
  disabled: (context) =>
    operationDisabledReason(context, {
      operation: context.operations.discardChanges,
      permission: 'discardDraft',
      permissionContext: 'discard-changes',
      reasons: {
        [DISABLED_REASONS.LIVE_EDIT_ENABLED]: context.t('actions.discard.live-edit'),
        [DISABLED_REASONS.NO_CHANGES]: context.t('actions.discard.no-changes'),
        [DISABLED_REASONS.NOT_PUBLISHED]: context.t('actions.discard.not-published'),
      },
    }),
  confirm: (context) => ({
    title: context.t('actions.discard.confirm-title'),
    message: context.t('actions.discard.confirm-message'),
    confirmText: context.t('actions.discard.confirm'),
    tone: 'critical',
  }),
  run: ({operations}) => operations.discardChanges.execute(),
  successMessage: ({t}) => t('actions.discard.success'),
  failureMessage: ({t}) => t('actions.discard.failure'),
}
