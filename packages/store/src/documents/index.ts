export {
  createDocumentStore,
  type DocumentStore,
  type DocumentStoreOptions,
  type DocumentPairHandle,
} from './document-store.js'
export type {EditState} from './edit-state.js'
export type {PairState} from './pair/pair-state.js'
export {SAVED, SAVING, unsavedFields, type SaveFailure, type SaveState} from './save-state.js'
export type {DocumentSnapshot, RemoteMutationEvent} from './types.js'
export {DRAFTS_PREFIX, getDraftId, getIdPair, getPublishedId, isDraftId, type IdPair} from './ids.js'
export {DISABLED_REASONS, OperationDisabledError, type DisabledReason} from './operations/disabled-reasons.js'
export type {DocumentOperations, Operation} from './operations/operation-types.js'
export {OPERATION_TAGS} from './operations/transactions.js'
export {COMMIT_TAG} from './pair/document-pair.js'
export {isTerminalStatus, type BackoffOptions, type CommitError} from './buffered/commit-errors.js'
export {RevisionSequencer, type AppliedEvent, type SequencerOptions} from './listener/revision-sequencer.js'
export {TransactionAssembler} from './listener/transaction-assembler.js'
