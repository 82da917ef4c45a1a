import type {MendozaEffects} from '@tessera/types'

/** What a history chunk did to the document pair (spec 002 §4). */
export type ChunkType =
  'initial' | 'create' | 'editDraft' | 'editLive' | 'publish' | 'unpublish' | 'discardDraft' | 'delete'

/** Whether a version (draft or published) exists after a chunk; unknown when history does not say. */
export type VersionState = 'present' | 'missing' | 'unknown'

/**
 * One transaction of a document pair, in the timeline's order. `index` is stable: older pages get
 * lower (possibly negative) indexes, newer transactions higher ones.
 */
export interface TimelineTransaction {
  index: number
  id: string
  timestamp: string
  author: string
  draftEffect?: MendozaEffects
  publishedEffect?: MendozaEffects
}

/** A group of transactions shown as one entry of the document timeline. */
export interface Chunk {
  /** The id of the chunk's last transaction: the revision the chunk ends at. */
  id: string
  type: ChunkType
  /** Position in the timeline's chunk list, oldest first; use it only to compare chunks of one state. */
  index: number
  /** Index of the first transaction (inclusive). */
  start: number
  /** Index after the last transaction (exclusive); equal to `start` for the initial chunk. */
  end: number
  startTimestamp: string
  endTimestamp: string
  authors: ReadonlySet<string>
  draftState: VersionState
  publishedState: VersionState
}

/** The timeline selection (spec 002 §4). */
export type SelectionState = 'inactive' | 'loading' | 'range' | 'rev' | 'invalid'
