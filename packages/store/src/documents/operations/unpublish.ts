import {DISABLED_REASONS} from './disabled-reasons.js'
import type {DisabledCheck, OperationContext} from './operation-types.js'
import {runAfterFlush} from './run-after-flush.js'
import {OPERATION_TAGS, sendActions} from './transactions.js'

export const unpublishDisabled: DisabledCheck = ({liveEdit}, {published}) => {
  if (liveEdit) return DISABLED_REASONS.LIVE_EDIT_ENABLED
  if (!published) return DISABLED_REASONS.NOT_PUBLISHED
  return false
}

/** Deletes the published document; its content becomes the draft unless a draft exists. */
export function executeUnpublish(context: OperationContext): Promise<void> {
  const {client, idPair} = context
  return runAfterFlush(context, 'unpublish', unpublishDisabled, () =>
    sendActions(
      client,
      [
        {
          actionType: 'sanity.action.document.unpublish',
          draftId: idPair.draftId,
          publishedId: idPair.publishedId,
        },
      ],
      OPERATION_TAGS.unpublish,
    ),
  )
}
