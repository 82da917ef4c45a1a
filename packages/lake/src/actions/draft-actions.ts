import type {DocumentAction} from '@tessera/types'
import {DRAFTS_PREFIX} from '../documents/ids.js'
import {type ActionStep, actionFailure, applyForAction} from './action-step.js'

type ActionOf<T extends DocumentAction['actionType']> = Extract<DocumentAction, {actionType: T}>

export function createDraft(step: ActionStep, action: ActionOf<'sanity.action.document.create'>): void {
  const draftId = DRAFTS_PREFIX + action.publishedId
  if (step.working.get(draftId)) {
    if (action.ifExists === 'ignore') return
    throw actionFailure(step, 409, draftId, 'documentAlreadyExistsError', `draft "${draftId}" already exists`)
  }
  if (step.working.get(action.publishedId)) {
    throw actionFailure(
      step,
      409,
      action.publishedId,
      'documentAlreadyExistsError',
      `"${action.publishedId}" is already published; edit it instead of creating it`,
    )
  }
  applyForAction(step, {create: {...action.attributes, _id: draftId}}, draftId)
}

export function replaceDraft(
  step: ActionStep,
  action: ActionOf<'sanity.action.document.replaceDraft'>,
): void {
  const draftId = DRAFTS_PREFIX + action.publishedId
  applyForAction(step, {createOrReplace: {...action.attributes, _id: draftId}}, draftId)
}

/** Patches the draft, first copying it from the published document when there is no draft yet. */
export function editDraft(step: ActionStep, action: ActionOf<'sanity.action.document.edit'>): void {
  const {draftId, publishedId} = action
  // The edit starts from what the caller may read: a published document they cannot read is never
  // copied into a draft they can (it is as if it did not exist).
  const draft = step.working.forWrite(draftId, 'update')
  const base = draft ?? step.working.visible(publishedId)
  if (!base) {
    throw actionFailure(
      step,
      409,
      draftId,
      'documentNotFoundError',
      `cannot edit "${draftId}": neither it nor the published document "${publishedId}" exists`,
    )
  }
  // The selection is always the draft; a revision lock refers to the document the edit starts from.
  const {
    ifRevisionID,
    id: _id,
    query: _query,
    params: _params,
    ...operations
  } = action.patch as Record<string, unknown>
  if (ifRevisionID !== undefined && ifRevisionID !== base._rev) {
    throw actionFailure(
      step,
      409,
      base._id,
      'revisionMismatchError',
      `"${base._id}" has revision "${base._rev}", expected "${String(ifRevisionID)}"`,
    )
  }
  if (!draft) applyForAction(step, {createIfNotExists: {...base, _id: draftId}}, draftId)
  if (Object.keys(operations).length > 0) applyForAction(step, {patch: {...operations, id: draftId}}, draftId)
}

export function discardDraft(step: ActionStep, action: ActionOf<'sanity.action.document.discard'>): void {
  if (!step.working.visible(action.draftId)) {
    throw actionFailure(
      step,
      409,
      action.draftId,
      'documentNotFoundError',
      `there is no draft "${action.draftId}" to discard`,
    )
  }
  applyForAction(step, {delete: {id: action.draftId}}, action.draftId)
}
