import {SAVED, type SaveState} from '../save-state.js'
import type {DocumentSnapshot} from '../types.js'

/** What a pair knows at one moment. Emitted once per change batch (never half a transaction). */
export interface PairState {
  /** The draft as the user sees it (server state plus local edits), or null. */
  draft: DocumentSnapshot | null
  /** The published document as the user sees it, or null. */
  published: DocumentSnapshot | null
  /** Both snapshots have arrived. Turns true once and stays true (resyncs keep the last state). */
  ready: boolean
  /** Local edits are buffered or being sent. */
  hasLocalEdits: boolean
  /**
   * Everything local is confirmed: no edits buffered or in flight, our commits have come back through
   * the listener, no remote events wait for their predecessors and no snapshot is being fetched.
   */
  consistent: boolean
  /** A transaction that touched both documents has arrived only in part; its rest is awaited. */
  transactionSyncLock: boolean
  /** Whether the local edits are saved, on their way, being retried, or refused (held). */
  save: SaveState
}

export const INITIAL_PAIR_STATE: PairState = {
  draft: null,
  published: null,
  ready: false,
  hasLocalEdits: false,
  consistent: false,
  transactionSyncLock: false,
  save: SAVED,
}

export function samePairState(a: PairState, b: PairState): boolean {
  return (
    a.draft === b.draft &&
    a.published === b.published &&
    a.ready === b.ready &&
    a.hasLocalEdits === b.hasLocalEdits &&
    a.consistent === b.consistent &&
    a.transactionSyncLock === b.transactionSyncLock &&
    a.save === b.save
  )
}
