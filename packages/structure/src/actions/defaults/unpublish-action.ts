import {UnpublishIcon} from '@sanity/icons/Unpublish'
import {DISABLED_REASONS} from '@tessera/store'
import {operationDisabledReason} from '../disabled-reason.js'
import type {DocumentActionDescriptor} from '../types.js'

/**
 * Unpublish: hidden for live-edit types (there is no draft to fall back to); otherwise always in the
 * menu, disabled while the document is not published, so users learn where it lives.
 */
export const unpublishAction: DocumentActionDescriptor = {
  name: 'unpublish',
  label: ({t}) => t('actions.unpublish.label'),
  runningLabel: ({t}) => t('actions.unpublish.running-label'),
  icon: UnpublishIcon,
  tone: 'critical',
  hidden: ({liveEdit}) => liveEdit,
  disabled: (context) =>
    operationDisabledReason(context, {
      operation: context.operations.unpublish,
      permission: 'unpublish',
      permissionContext: 'unpublish-document',
      reasons: {
        [DISABLED_REASONS.LIVE_EDIT_ENABLED]: context.t('actions.unpublish.live-edit'),
        [DISABLED_REASONS.NOT_PUBLISHED]: context.t('actions.unpublish.not-published'),
      },
    }),
  confirm: (context) => ({
    title: context.t('actions.unpublish.confirm-title'),
    message: context.editState.draft
      ? context.t('actions.unpublish.confirm-message-with-draft')
      : context.t('actions.unpublish.confirm-message'),
    confirmText: context.t('actions.unpublish.confirm'),
    tone: 'critical',
  }),
  run: ({operations}) => operations.unpublish.execute(),
  successMessage: ({t}) => t('actions.unpublish.success'),
  failureMessage: ({t}) => t('actions.unpublish.failure'),
}
