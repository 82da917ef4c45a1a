import {CopyIcon} from '@sanity/icons/Copy'
import {DISABLED_REASONS} from '@tessera/store'
import {operationDisabledReason} from '../disabled-reason.js'
import {ACTION_MESSAGES} from '../messages.js'
import type {DocumentActionDescriptor} from '../types.js'

/**
 * Duplicate: copies what the user sees (the draft with local edits, else the published version) to a
 * new id, as a draft unless the type is live edit, then opens the copy. Needs no confirmation: it
 * changes nothing that exists.
 */
export const duplicateAction: DocumentActionDescriptor = {
  name: 'duplicate',
  label: ACTION_MESSAGES['duplicate.label'],
  runningLabel: ACTION_MESSAGES['duplicate.running-label'],
  icon: CopyIcon,
  disabled: (context) =>
    operationDisabledReason(context, {
      operation: context.operations.duplicate,
      permission: 'duplicate',
      permissionContext: 'duplicate-document',
      reasons: {[DISABLED_REASONS.NOTHING_TO_DUPLICATE]: ACTION_MESSAGES['duplicate.nothing']},
    }),
  async run({operations, schemaType, openDocument}) {
    const newId = crypto.randomUUID()
    await operations.duplicate.execute(newId)
    openDocument(newId, schemaType)
  },
  successMessage: ACTION_MESSAGES['duplicate.success'],
  failureMessage: ACTION_MESSAGES['duplicate.failure'],
}
