import {UnpublishIcon} from '@sanity/icons/Unpublish'
import {DISABLED_REASONS} from '@tessera/store'
import {operationDisabledReason} from '../disabled-reason.js'
import {ACTION_MESSAGES} from '../messages.js'
import type {DocumentActionDescriptor} from '../types.js'

/**
 * Unpublish: hidden for live-edit types (there is no draft to fall back to); otherwise always in the
 * menu, disabled while the document is not published, so users learn where it lives.
 */
export const unpublishAction: DocumentActionDescriptor = {
  name: 'unpublish',
  label: ACTION_MESSAGES['unpublish.label'],
  runningLabel: ACTION_MESSAGES['unpublish.running-label'],
  icon: UnpublishIcon,
  tone: 'critical',
  hidden: ({liveEdit}) => liveEdit,
  disabled: (context) =>
    operationDisabledReason(context, {
      operation: context.operations.unpublish,
      permission: 'unpublish',
      permissionContext: 'unpublish-document',
      reasons: {
        [DISABLED_REASONS.LIVE_EDIT_ENABLED]: ACTION_MESSAGES['unpublish.live-edit'],
        [DISABLED_REASONS.NOT_PUBLISHED]: ACTION_MESSAGES['unpublish.not-published'],
      },
    }),
  confirm: ({editState}) => ({
    title: ACTION_MESSAGES['unpublish.confirm-title'],
    message: editState.draft
      ? ACTION_MESSAGES['unpublish.confirm-message-with-draft']
      : ACTION_MESSAGES['unpublish.confirm-message'],
    confirmText: ACTION_MESSAGES['unpublish.confirm'],
    tone: 'critical',
  }),
  run: ({operations}) => operations.unpublish.execute(),
  successMessage: ACTION_MESSAGES['unpublish.success'],
  failureMessage: ACTION_MESSAGES['unpublish.failure'],
}
