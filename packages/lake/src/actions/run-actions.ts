/**
 * Document actions (`POST /data/actions/:dataset`): every action of a request runs in one transaction,
 * in order, each seeing the writes of those before it; one failing action fails them all. Semantics:
 * - create: makes `drafts.<publishedId>` from `attributes`. An existing draft is a 409 (`ifExists: 'fail'`,
 *   the default) or leaves it untouched (`'ignore'`); an existing published document is always a 409.
 * - edit: patches the draft; without a draft, it is first copied from the published document (keeping its
 *   `_createdAt`). Neither existing is a 409. A patch `ifRevisionID` is checked against that base.
 * - publish: needs the draft (409 otherwise) and matching `ifDraftRevisionId` / `ifPublishedRevisionId`;
 *   the draft's content replaces the published document (keeping its `_createdAt`), the draft is deleted.
 *   At the end, `_strengthenOnPublish` references whose target exists become strong (see
 *   strengthen-references.ts); the rest stay weak.
 * - unpublish: needs the published document; deletes it, its content becomes the draft unless one exists.
 * - discard: deletes the draft (or version); 409 if it does not exist. `purge` is accepted, history is kept.
 * - delete: deletes the published document and the `includeDrafts` listed; 409 if none exist, or if
 *   `drafts.<publishedId>` exists but is not listed (the hosted rule). `purge` is accepted, history is kept.
 * - replaceDraft: createOrReplace of `drafts.<publishedId>` (it keeps its `_createdAt`), whatever exists.
 * Draft ids must be `drafts.<publishedId>` or `versions.<release>.<publishedId>`.
 */
import type {DocumentAction} from '@tessera/types'
import type {WorkingSet} from '../transactions/working-set.js'
import type {ActionStep} from './action-step.js'
import {createDraft, discardDraft, editDraft, replaceDraft} from './draft-actions.js'
import {deleteDocument, publishDraft, unpublish} from './publish-actions.js'
import {strengthenReferences} from './strengthen-references.js'

/** Runs checked actions against a transaction's working set; throws (aborting it) on the first failure. */
export function runActions(working: WorkingSet, actions: DocumentAction[]): void {
  const published: string[] = []
  actions.forEach((action, index) => {
    const step: ActionStep = {
      working,
      index,
      label: action.actionType.replace('sanity.action.document.', ''),
      published,
    }
    working.checkDeadline()
    runAction(step, action)
  })
  strengthenReferences(working, published)
}

function runAction(step: ActionStep, action: DocumentAction): void {
  switch (action.actionType) {
    case 'sanity.action.document.create':
      return createDraft(step, action)
    case 'sanity.action.document.replaceDraft':
      return replaceDraft(step, action)
    case 'sanity.action.document.edit':
      return editDraft(step, action)
    case 'sanity.action.document.discard':
      return discardDraft(step, action)
    case 'sanity.action.document.publish':
      return publishDraft(step, action)
    case 'sanity.action.document.unpublish':
      return unpublish(step, action)
    case 'sanity.action.document.delete':
      return deleteDocument(step, action)
  }
}
