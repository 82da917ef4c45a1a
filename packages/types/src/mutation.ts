import type {DocumentInput} from './document.js'
import type {PatchMutationBody} from './patch.js'

export type DeleteSelection = {id: string} | {query: string; params?: Record<string, unknown>}

export type Mutation =
  | {create: DocumentInput}
  | {createIfNotExists: DocumentInput & {_id: string}}
  | {createOrReplace: DocumentInput & {_id: string}}
  | {delete: DeleteSelection}
  | {patch: PatchMutationBody}

export type MutationVisibility = 'sync' | 'async' | 'deferred'

export interface MutationRequestBody {
  mutations: Mutation[]
  transactionId?: string
}

export interface MutationOptions {
  returnIds?: boolean
  returnDocuments?: boolean
  dryRun?: boolean
  visibility?: MutationVisibility
  autoGenerateArrayKeys?: boolean
}

export type MutationOperation = 'create' | 'update' | 'delete' | 'none'

export interface MutationResult {
  id: string
  operation: MutationOperation
  document?: Record<string, unknown>
}

export interface MutationResponse {
  transactionId: string
  results: MutationResult[]
  documentIds?: string[]
}
