import type {DocumentInput} from './document.js'
import type {PatchOperations} from './patch.js'

/** Document actions of `POST /data/actions/{dataset}`: high-level operations on a draft/published pair. */
export type DocumentAction =
  | {
      actionType: 'sanity.action.document.create'
      publishedId: string
      attributes: DocumentInput & {_id: string}
      ifExists: 'fail' | 'ignore'
    }
  | {
      actionType: 'sanity.action.document.edit'
      draftId: string
      publishedId: string
      patch: PatchOperations
    }
  | {
      actionType: 'sanity.action.document.publish'
      draftId: string
      publishedId: string
      ifDraftRevisionId?: string
      ifPublishedRevisionId?: string
    }
  | {actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string}
  | {actionType: 'sanity.action.document.discard'; draftId: string; purge?: boolean}
  | {
      actionType: 'sanity.action.document.delete'
      publishedId: string
      includeDrafts?: string[]
      purge?: boolean
    }
  | {
      actionType: 'sanity.action.document.replaceDraft'
      publishedId: string
      attributes: DocumentInput & {_id: string}
    }

export interface ActionRequestBody {
  actions: DocumentAction[]
  transactionId?: string
  dryRun?: boolean
}
