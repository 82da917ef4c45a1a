import {getDraftId, getPublishedId} from '../ids.js'
import {DISABLED_REASONS} from './disabled-reasons.js'
import type {DisabledCheck, OperationContext} from './operation-types.js'
import {OperationDisabledError} from './disabled-reasons.js'
import {OPERATION_TAGS, sendMutations} from './transactions.js'

export const duplicateDisabled: DisabledCheck = (_context, {draft, published}) =>
  draft || published ? false : DISABLED_REASONS.NOTHING_TO_DUPLICATE

/**
 * Creates `newId` from what the user sees (the draft with local edits, else the published document),
 * as a draft unless the type is live edit. System fields are left for the lake to set.
 */
export async function executeDuplicate(context: OperationContext, newId: string): Promise<void> {
  const {client, pair, liveEdit} = context
  const state = pair.state
  const reason = duplicateDisabled(context, state)
  if (reason) throw new OperationDisabledError('duplicate', reason)
  const source = (state.draft ?? state.published)!
  const {_id, _rev, _createdAt, _updatedAt, ...content} = source
  const publishedId = getPublishedId(newId)
  await sendMutations(
    client,
    [{create: {...content, _id: liveEdit ? publishedId : getDraftId(publishedId), _type: source._type}}],
    OPERATION_TAGS.duplicate,
  )
}
