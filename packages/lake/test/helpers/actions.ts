import type {Action} from '@sanity/client'

/** Builders for the document actions the tests send (type `post` unless the attributes say otherwise). */
export const createAction = (
  publishedId: string,
  attributes: Record<string, unknown>,
  ifExists: 'fail' | 'ignore' = 'fail',
): Action => ({
  actionType: 'sanity.action.document.create',
  publishedId,
  attributes: {_id: `drafts.${publishedId}`, _type: 'post', ...attributes},
  ifExists,
})

export const editAction = (publishedId: string, patch: Record<string, unknown>): Action => ({
  actionType: 'sanity.action.document.edit',
  draftId: `drafts.${publishedId}`,
  publishedId,
  patch,
})

export const publishAction = (
  publishedId: string,
  locks: {ifDraftRevisionId?: string; ifPublishedRevisionId?: string} = {},
): Action => ({
  actionType: 'sanity.action.document.publish',
  draftId: `drafts.${publishedId}`,
  publishedId,
  ...locks,
})
