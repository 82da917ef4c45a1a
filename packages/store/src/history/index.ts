export {createHistoryStore, type HistoryStore, type HistoryStoreOptions} from './history-store.js'
export {
  createTimelineController,
  type TimelineController,
  type TimelineControllerOptions,
  type TimelineState,
} from './timeline-controller.js'
export {Timeline, type ChunkRef, type LiveMutation, type VersionSnapshot} from './timeline.js'
export {chunkTransactions, type ChunkOptions} from './chunker.js'
export {replayTransactions, type ReplayResult} from './replay.js'
export {fetchVersionsAfter, knownVersionsAfter, type PairVersions} from './versions-after.js'
export {resolveSelection, type TimelineSelection} from './selection.js'
export {restoreRevision, RESTORE_TAG, type RestoreOptions, type RestoreResult} from './restore.js'
export {
  getHistory,
  fetchDocumentAtRevision,
  type FetchDocumentAtRevision,
  type HistoryQuery,
} from './documents-at.js'
export {
  fetchTransactions,
  readTransactionLines,
  streamTransactions,
  transactionsUrl,
  type TransactionsOptions,
} from './fetch-transactions.js'
export {HistoryRequestError} from './history-errors.js'
export {readNdjson, parseNdjson} from './ndjson.js'
export {
  CHUNK_MERGE_WINDOW_MS,
  HISTORY_PAGE_SIZE,
  INITIAL_CHUNK_ID,
  LAST_PUBLISHED,
  MIN_TIMELINE_CHUNKS,
  TIME_ID_STALENESS_MS,
} from './constants.js'
export type {Chunk, ChunkType, SelectionState, TimelineTransaction, VersionState} from './types.js'
