import {DISABLED_REASONS} from './disabled-reasons.js'
import type {DisabledCheck, OperationContext} from './operation-types.js'
import {runAfterFlush} from './run-after-flush.js'
import {OPERATION_TAGS, sendActions} from './transactions.js'

export const publishDisabled: DisabledCheck = ({liveEdit}, {draft, published}) => {
  if (liveEdit) return DISABLED_REASONS.LIVE_EDIT_ENABLED
  if (!draft) return published ? DISABLED_REASONS.ALREADY_PUBLISHED : DISABLED_REASONS.NO_CHANGES
  return false
}

/** The draft replaces the published document, locked to both revisions the user saw. */
export function executePublish(context: OperationContext): Promise<void> {
  const {client, idPair} = context
  return runAfterFlush(context, 'publish', publishDisabled, ({draft, published}) =>
    sendActions(
      client,
      [
        {
          actionType: 'sanity.action.document.publish',
          draftId: idPair.draftId,
          publishedId: idPair.publishedId,
          ifDraftRevisionId: draft?._rev,
          ...(published?._rev ? {ifPublishedRevisionId: published._rev} : {}),
        },
      ],
      OPERATION_TAGS.publish,
    ),
  )
}
