import {PublishIcon} from '@sanity/icons/Publish'
import {DISABLED_REASONS} from '@tessera/store'
import {hasValidationErrors, operationDisabledReason} from '../disabled-reason.js'
import type {DocumentActionDescriptor} from '../types.js'

/**
 * Publish: the primary action. Hidden for live-edit types (every edit is already published).
 * Blocked while the document has validation errors; warnings never block. Reads 'Published' when
 * there is nothing left to publish, so the button doubles as the document's state.
 */
export const publishAction: DocumentActionDescriptor = {
  name: 'publish',
  label: (context) =>
    !context.editState.draft && context.editState.published
      ? context.t('actions.publish.published-label')
      : context.t('actions.publish.label'),
  runningLabel: ({t}) => t('actions.publish.running-label'),
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
        [DISABLED_REASONS.LIVE_EDIT_ENABLED]: context.t('actions.publish.live-edit'),
        [DISABLED_REASONS.ALREADY_PUBLISHED]: context.t('actions.publish.already-published'),
        [DISABLED_REASONS.NO_CHANGES]: context.t('actions.publish.no-changes'),
      },
    })
    if (reason) return reason
    return hasValidationErrors(context) ? context.t('actions.publish.validation-errors') : false
  },
  run: ({operations}) => operations.publish.execute(),
  successMessage: ({t}) => t('actions.publish.success'),
  failureMessage: ({t}) => t('actions.publish.failure'),
}
