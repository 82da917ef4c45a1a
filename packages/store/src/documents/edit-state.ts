import type {PairState} from './pair/pair-state.js'
import type {DocumentSnapshot} from './types.js'

/** What a document editor needs to know about a pair. */
export interface EditState {
  /** The published id. */
  id: string
  type: string
  draft: DocumentSnapshot | null
  published: DocumentSnapshot | null
  liveEdit: boolean
  /**
   * Both snapshots have arrived. Once true it stays true for the life of the pair (reconnects and
   * resyncs keep showing the last state), so an editor never flickers to read-only while typing.
   */
  ready: boolean
  /** `enabled` while a transaction touching both documents has arrived only in part. */
  transactionSyncLock: {enabled: boolean}
}

export function toEditState(id: string, type: string, liveEdit: boolean, state: PairState): EditState {
  return {
    id,
    type,
    draft: state.draft,
    published: state.published,
    liveEdit,
    ready: state.ready,
    transactionSyncLock: {enabled: state.transactionSyncLock},
  }
}
