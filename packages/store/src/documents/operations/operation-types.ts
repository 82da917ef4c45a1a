import type {SanityClient} from '@sanity/client'
import type {PatchOperations} from '@tessera/types'
import type {IdPair} from '../ids.js'
import type {DocumentPair} from '../pair/document-pair.js'
import type {PairState} from '../pair/pair-state.js'
import type {FetchDocumentAtRevision} from '../../history/documents-at.js'
import type {DisabledReason} from './disabled-reasons.js'

/** One operation on a document pair: whether it can run now, and running it. */
export interface Operation<Args extends unknown[] = [], Result = Promise<void>> {
  disabled: false | DisabledReason
  execute(...args: Args): Result
}

export interface DocumentOperations {
  /** Flushes edits, waits for consistency, then publishes the draft (revision-locked). */
  publish: Operation
  /** Flushes, waits, then deletes the published document, keeping its content as the draft. */
  unpublish: Operation
  /** Flushes, waits, then deletes the draft. */
  discardChanges: Operation
  /** Flushes, waits, then deletes the published document and (unless live edit) the draft. */
  delete: Operation
  /** Copies the current document (with local edits) to `newId`: a draft, or published if live edit. */
  duplicate: Operation<[newId: string]>
  /** Replaces the draft (published if live edit) with the document at `revision`, dead references stripped. */
  restore: Operation<[revision: string]>
  /** Applies patches locally at once (creating the draft from the published copy if needed). */
  patch: Operation<[patches: PatchOperations[], initialValue?: Record<string, unknown>], void>
  /** Sends buffered edits now instead of at the end of the throttle window. */
  commit: Operation
}

export interface OperationContext {
  client: SanityClient
  pair: DocumentPair
  idPair: IdPair
  typeName: string
  liveEdit: boolean
  fetchDocumentAtRevision: FetchDocumentAtRevision
}

export type OperationName = keyof DocumentOperations
export type OperationArgs<Name extends OperationName> = Parameters<DocumentOperations[Name]['execute']>

/** How an operation decides it is disabled, given the pair's state (only called once ready). */
export type DisabledCheck = (context: OperationContext, state: PairState) => false | DisabledReason
