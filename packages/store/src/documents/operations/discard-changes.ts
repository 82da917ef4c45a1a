import {DISABLED_REASONS} from './disabled-reasons.js'
import type {DisabledCheck, OperationContext} from './operation-types.js'
import {runAfterFlush} from './run-after-flush.js'
import {OPERATION_TAGS, sendActions} from './transactions.js'

export const discardChangesDisabled: DisabledCheck = (_context, {draft, published}) => {
  if (!draft) return DISABLED_REASONS.NO_CHANGES
  if (!published) return DISABLED_REASONS.NOT_PUBLISHED
  return false
}

/** Deletes the draft, leaving the published document as it is. */
export function executeDiscardChanges(context: OperationContext): Promise<void> {
  const {client, idPair} = context
  return runAfterFlush(context, 'discardChanges', discardChangesDisabled, () =>
    sendActions(
      client,
      [{actionType: 'sanity.action.document.discard', draftId: idPair.draftId}],
      OPERATION_TAGS.discardChanges,
    ),
  )
}
