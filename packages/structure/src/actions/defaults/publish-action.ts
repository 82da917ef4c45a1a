import {PublishIcon} from '@sanity/icons/Publish'
import {DISABLED_REASONS} from '@tessera/store'
import {hasValidationErrors, operationDisabledReason} from '../disabled-reason.js'
import {ACTION_MESSAGES} from '../messages.js'
import type {DocumentActionDescriptor} from '../types.js'

/**
 * Publish: the primary action. Hidden for live-edit types (every edit is already published).
 * Blocked while the document has validation errors; warnings never block. Reads 'Published' when
 * there is nothing left to publish, so the button doubles as the document's state.
 */
export const publishAction: DocumentActionDescriptor = {
  name: 'publish',
  label: ({editState}) =>
    !editState.draft && editState.published
      ? ACTION_MESSAGES['publish.published-label']
      : ACTION_MESSAGES['publish.label'],
  runningLabel: ACTION_MESSAGES['publish.running-label'],
  icon: PublishIcon,
  tone: 'positive',
  shortcut: 'Ctrl+Alt+P',
  hidden: ({liveEdit}) => liveEdit,
  disabled(context) {
    const reason = operationDisabledReason(context, {
      operation: context.operations.publish,
      permission: 'publish',
      permissionContext: 'publish-document',
      reasons: {
        [DISABLED_REASONS.LIVE_EDIT_ENABLED]: ACTION_MESSAGES['publish.live-edit'],
        [DISABLED_REASONS.ALREADY_PUBLISHED]: ACTION_MESSAGES['publish.already-published'],
        [DISABLED_REASONS.NO_CHANGES]: ACTION_MESSAGES['publish.no-changes'],
      },
    })
    if (reason) return reason
    return hasValidationErrors(context) ? ACTION_MESSAGES['publish.validation-errors'] : false
  },
  run: ({operations}) => operations.publish.execute(),
  successMessage: ACTION_MESSAGES['publish.success'],
  failureMessage: ACTION_MESSAGES['publish.failure'],
}
