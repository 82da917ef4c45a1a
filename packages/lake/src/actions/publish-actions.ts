import type {DocumentAction} from '@tessera/types'
import {DRAFTS_PREFIX} from '../documents/ids.js'
import {type ActionStep, actionFailure, applyForAction} from './action-step.js'

type ActionOf<T extends DocumentAction['actionType']> = Extract<DocumentAction, {actionType: T}>

/** The draft's content replaces the published document (which keeps its `_createdAt`); the draft goes. */
export function publishDraft(step: ActionStep, action: ActionOf<'sanity.action.document.publish'>): void {
  const {draftId, publishedId, ifDraftRevisionId, ifPublishedRevisionId} = action
  // Publishing copies the draft: it must be one the caller may read (unreadable is as if missing).
  const draft = step.working.visible(draftId)
  if (!draft) {
    throw actionFailure(
      step,
      409,
      draftId,
      'documentNotFoundError',
      `there is no draft "${draftId}" to publish`,
    )
  }
  if (ifDraftRevisionId !== undefined && draft._rev !== ifDraftRevisionId) {
    throw actionFailure(
      step,
      409,
      draftId,
      'revisionMismatchError',
      `draft "${draftId}" has revision "${draft._rev}", expected "${ifDraftRevisionId}"`,
    )
  }
  const published = step.working.visible(publishedId)
  if (ifPublishedRevisionId !== undefined && published?._rev !== ifPublishedRevisionId) {
    const actual = published ? `has revision "${published._rev}"` : 'does not exist'
    throw actionFailure(
      step,
      409,
      publishedId,
      'revisionMismatchError',
      `published document "${publishedId}" ${actual}, expected revision "${ifPublishedRevisionId}"`,
    )
  }
  // createOrReplace keeps an existing document's _createdAt; a first publish takes the draft's.
  applyForAction(step, {createOrReplace: {...draft, _id: publishedId}}, publishedId)
  applyForAction(step, {delete: {id: draftId}}, draftId)
  step.published.push(publishedId)
}

/** Deletes the published document; its content becomes the draft unless a draft already exists. */
export function unpublish(step: ActionStep, action: ActionOf<'sanity.action.document.unpublish'>): void {
  const {draftId, publishedId} = action
  // Unpublishing copies the published document into the draft: it must be one the caller may read.
  const published = step.working.visible(publishedId)
  if (!published) {
    throw actionFailure(step, 409, publishedId, 'documentNotFoundError', `"${publishedId}" is not published`)
  }
  if (!step.working.get(draftId)) applyForAction(step, {create: {...published, _id: draftId}}, draftId)
  applyForAction(step, {delete: {id: publishedId}}, publishedId)
}

/** Deletes the published document and the listed drafts; an unlisted existing draft stops it. */
export function deleteDocument(step: ActionStep, action: ActionOf<'sanity.action.document.delete'>): void {
  const {publishedId} = action
  const includeDrafts = action.includeDrafts ?? []
  const draftId = DRAFTS_PREFIX + publishedId
  if (step.working.get(draftId) && !includeDrafts.includes(draftId)) {
    throw actionFailure(
      step,
      409,
      draftId,
      'documentHasDraftError',
      `cannot delete "${publishedId}": its draft "${draftId}" exists and is not listed in "includeDrafts"`,
    )
  }
  const candidates = [...new Set([publishedId, ...includeDrafts])]
  const existing = candidates.filter((id) => step.working.visible(id) !== null)
  if (existing.length === 0) {
    const names = candidates.map((id) => `"${id}"`).join(', ')
    throw actionFailure(
      step,
      409,
      publishedId,
      'documentNotFoundError',
      `nothing to delete: none of ${names} exists`,
    )
  }
  for (const id of existing) applyForAction(step, {delete: {id}}, id)
}
