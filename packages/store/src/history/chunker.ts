import {CHUNK_MERGE_WINDOW_MS, INITIAL_CHUNK_ID} from './constants.js'
import {effectKind, existedBefore, type EffectKind} from './effects.js'
import type {Chunk, ChunkType, TimelineTransaction, VersionState} from './types.js'

export interface ChunkOptions {
  /** The first transaction is the document's first: before it, neither version existed. */
  reachedEarliestEntry: boolean
}

interface PairState {
  draft: VersionState
  published: VersionState
}

/**
 * Groups a document pair's transactions (oldest first) into timeline chunks (oldest first), with the
 * classification and merge rules of spec 002 §4.
 */
export function chunkTransactions(
  transactions: readonly TimelineTransaction[],
  options: ChunkOptions,
): Chunk[] {
  const chunks: Chunk[] = []
  let state = stateBefore(transactions, options.reachedEarliestEntry)

  for (const transaction of transactions) {
    const before = state
    const draftKind = effectKind(transaction.draftEffect)
    const publishedKind = effectKind(transaction.publishedEffect)
    state = {draft: next(before.draft, draftKind), published: next(before.published, publishedKind)}
    const type = classify(transaction, draftKind, publishedKind, before, state, chunks.at(-1))
    const chunk: Chunk = {
      id: transaction.id,
      type,
      index: 0,
      start: transaction.index,
      end: transaction.index + 1,
      startTimestamp: transaction.timestamp,
      endTimestamp: transaction.timestamp,
      authors: new Set([transaction.author]),
      draftState: state.draft,
      publishedState: state.published,
    }
    const last = chunks.at(-1)
    if (last && canMerge(last, chunk)) chunks[chunks.length - 1] = merge(last, chunk)
    else chunks.push(chunk)
  }

  const first = transactions[0]
  if (options.reachedEarliestEntry && first) chunks.unshift(initialChunk(first))
  return chunks.map((chunk, index) => ({...chunk, index}))
}

/**
 * The pair's state before the first loaded transaction: nothing existed if that is the document's
 * first transaction; otherwise each version's first change tells, through its revert patch, whether
 * the version existed before it (and so all along until then).
 */
function stateBefore(transactions: readonly TimelineTransaction[], reachedEarliest: boolean): PairState {
  if (reachedEarliest) return {draft: 'missing', published: 'missing'}
  const firstKnown = (pick: (t: TimelineTransaction) => TimelineTransaction['draftEffect']): VersionState => {
    for (const transaction of transactions) {
      const existed = existedBefore(pick(transaction))
      if (existed !== undefined) return existed ? 'present' : 'missing'
    }
    return 'unknown'
  }
  return {draft: firstKnown((t) => t.draftEffect), published: firstKnown((t) => t.publishedEffect)}
}

function next(previous: VersionState, kind: EffectKind): VersionState {
  if (kind === 'deleted') return 'missing'
  if (kind === 'written') return 'present'
  return previous
}

function classify(
  transaction: TimelineTransaction,
  draft: EffectKind,
  published: EffectKind,
  before: PairState,
  after: PairState,
  previousChunk: Chunk | undefined,
): ChunkType {
  if (published === 'written' && draft === 'deleted') return 'publish'
  if (published === 'deleted' || draft === 'deleted') {
    // Which delete it was depends on what is left afterwards.
    if (after.draft === 'missing' && after.published === 'present') return 'discardDraft'
    if (after.draft === 'present' && after.published === 'missing') return 'unpublish'
    return 'delete'
  }
  const type: ChunkType = published === 'written' && draft === 'untouched' ? 'editLive' : 'editDraft'
  if (previousChunk?.type === 'delete') return 'create'
  // The first write of a document that did not exist at all creates it.
  const created =
    type === 'editDraft'
      ? existedBefore(transaction.draftEffect) === false && before.published === 'missing'
      : existedBefore(transaction.publishedEffect) === false && before.draft === 'missing'
  return created ? 'create' : type
}

function canMerge(left: Chunk, right: Chunk): boolean {
  if (left.type !== 'create' && left.type !== 'editDraft') return false
  if (right.type !== 'editDraft') return false
  return Date.parse(right.startTimestamp) - Date.parse(left.endTimestamp) < CHUNK_MERGE_WINDOW_MS
}

function merge(left: Chunk, right: Chunk): Chunk {
  return {
    ...right,
    type: left.type,
    start: left.start,
    startTimestamp: left.startTimestamp,
    authors: new Set([...left.authors, ...right.authors]),
  }
}

/** A zero-length chunk before the first transaction: the document before it existed. */
function initialChunk(first: TimelineTransaction): Chunk {
  return {
    id: INITIAL_CHUNK_ID,
    type: 'initial',
    index: 0,
    start: first.index,
    end: first.index,
    startTimestamp: first.timestamp,
    endTimestamp: first.timestamp,
    authors: new Set([first.author]),
    draftState: 'missing',
    publishedState: 'missing',
  }
}
