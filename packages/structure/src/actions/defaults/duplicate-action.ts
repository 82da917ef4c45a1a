import {CopyIcon} from '@sanity/icons/Copy'
import {DISABLED_REASONS} from '@tessera/store'
import {operationDisabledReason} from '../disabled-reason.js'
import type {DocumentActionDescriptor} from '../types.js'

/**
 * Duplicate: copies what the user sees (the draft with local edits, else the published version) to a
 * new id, as a draft unless the type is live edit, then opens the copy. Needs no confirmation: it
 * changes nothing that exists.
 */
export const duplicateAction: DocumentActionDescriptor = {
  name: 'duplicate',
  label: ({t}) => t('actions.duplicate.label'),
  runningLabel: ({t}) => t('actions.duplicate.running-label'),
  icon: CopyIcon,
  disabled: (context) =>
    operationDisabledReason(context, {
      operation: context.operations.duplicate,
      permission: 'duplicate',
      permissionContext: 'duplicate-document',
      reasons: {[DISABLED_REASONS.NOTHING_TO_DUPLICATE]: context.t('actions.duplicate.nothing')},
    }),
  async run({operations, schemaType, openDocument}) {
    const newId = crypto.randomUUID()
    await operations.duplicate.execute(newId)
    openDocument(newId, schemaType)
  },
  successMessage: ({t}) => t('actions.duplicate.success'),
  failureMessage: ({t}) => t('actions.duplicate.failure'),
}
