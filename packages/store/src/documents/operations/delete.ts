import {DISABLED_REASONS} from './disabled-reasons.js'
import type {DisabledCheck, OperationContext} from './operation-types.js'
import {runAfterFlush} from './run-after-flush.js'
import {OPERATION_TAGS, sendActions, sendMutations} from './transactions.js'

export const deleteDisabled: DisabledCheck = (_context, {draft, published}) =>
  draft || published ? false : DISABLED_REASONS.NOTHING_TO_DELETE

/**
 * Deletes the published document and the draft in one transaction. A live-edit type deletes only the
 * published document (a plain mutation: the delete action refuses while an unlisted draft exists).
 */
export function executeDelete(context: OperationContext): Promise<void> {
  const {client, idPair, liveEdit} = context
  return runAfterFlush(context, 'delete', deleteDisabled, ({draft}) =>
    liveEdit
      ? sendMutations(client, [{delete: {id: idPair.publishedId}}], OPERATION_TAGS.delete)
      : sendActions(
          client,
          [
            {
              actionType: 'sanity.action.document.delete',
              publishedId: idPair.publishedId,
              includeDrafts: draft ? [idPair.draftId] : [],
            },
          ],
          OPERATION_TAGS.delete,
        ),
  )
}
