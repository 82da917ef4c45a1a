import type {HistoryTransaction, MendozaEffects} from '@tessera/types'
import {chunkTransactions} from './chunker.js'
import {LAST_PUBLISHED, TIME_ID_STALENESS_MS} from './constants.js'
import {getDraftId, getPublishedId} from '../documents/ids.js'
import type {Chunk, TimelineTransaction} from './types.js'

/** A chunk, or why a reference to one cannot be resolved yet (`loading`) or ever (`invalid`). */
export type ChunkRef = Chunk | 'loading' | 'invalid'

/** The current draft or published document, or null when that version does not exist. */
export type VersionSnapshot = {_rev?: unknown; [field: string]: unknown} | null

/** A change to one version, as the pair listener reports it. */
export interface LiveMutation {
  transactionId: string
  documentId: string
  timestamp: string
  identity: string
  effects?: MendozaEffects
}

/**
 * The history of one document pair: transactions from the history API (prepended, a page at a time,
 * newest first) and from the listener (appended as they happen), grouped into chunks.
 *
 * Live changes that arrive before the first history page are held back, then appended after it, minus
 * those the page already has: the page was read after the listener started, so it ends somewhere
 * within those changes, and this keeps the order right. The current documents (snapshots) must each be
 * the result of a known transaction; if history runs out without one, history and documents disagree.
 */
export class Timeline {
  readonly publishedId: string
  readonly draftId: string
  reachedEarliestEntry = false

  private transactions: TimelineTransaction[] = []
  private byId = new Map<string, TimelineTransaction>()
  private firstIndex = 0
  private pending: LiveMutation[] = []
  private historyStarted = false
  private earliestHistoryId: string | undefined
  private snapshotRevs: {draft: string | null; published: string | null} | undefined
  private cachedChunks: Chunk[] | undefined

  constructor(documentId: string) {
    this.publishedId = getPublishedId(documentId)
    this.draftId = getDraftId(documentId)
  }

  /** Starts over (the listener reconnected, so changes may have been missed). */
  reset(): void {
    this.transactions = []
    this.byId = new Map()
    this.firstIndex = 0
    this.pending = []
    this.historyStarted = false
    this.earliestHistoryId = undefined
    this.snapshotRevs = undefined
    this.reachedEarliestEntry = false
    this.cachedChunks = undefined
  }

  /** The current draft and published documents, fetched once the listener is connected. */
  setSnapshots(draft: VersionSnapshot, published: VersionSnapshot): void {
    this.snapshotRevs = {draft: revOf(draft), published: revOf(published)}
  }

  /** History can be added once the current documents are known. */
  get acceptsHistory(): boolean {
    return this.snapshotRevs !== undefined
  }

  get hasHistory(): boolean {
    return this.historyStarted
  }

  /** The oldest transaction read from the history API: where the next page ends (inclusive). */
  get earliestTransactionId(): string | undefined {
    return this.earliestHistoryId
  }

  /** The timeline has this transaction (from history or the listener). */
  has(transactionId: string): boolean {
    return this.byId.has(transactionId) || this.pending.some((m) => m.transactionId === transactionId)
  }

  get transactionCount(): number {
    return this.transactions.length
  }

  /** Adds one page of history lines, newest first. */
  prependHistory(lines: readonly HistoryTransaction[]): void {
    if (!this.acceptsHistory) throw new Error('cannot prepend history at this point')
    for (const line of lines) {
      this.earliestHistoryId = line.id
      const known = this.byId.get(line.id)
      const draftEffect = line.effects?.[this.draftId]
      const publishedEffect = line.effects?.[this.publishedId]
      if (known) {
        known.draftEffect ??= draftEffect
        known.publishedEffect ??= publishedEffect
        continue
      }
      this.firstIndex -= 1
      const transaction: TimelineTransaction = {
        index: this.firstIndex,
        id: line.id,
        timestamp: line.timestamp,
        author: line.author,
        draftEffect,
        publishedEffect,
      }
      this.transactions.unshift(transaction)
      this.byId.set(transaction.id, transaction)
    }
    if (!this.historyStarted) {
      this.historyStarted = true
      for (const mutation of this.pending) this.appendLive(mutation)
      this.pending = []
    }
    this.cachedChunks = undefined
  }

  /** Adds a change reported by the listener. */
  addLiveMutation(mutation: LiveMutation): void {
    if (!this.historyStarted) {
      this.pending.push(mutation)
      return
    }
    this.appendLive(mutation)
    this.cachedChunks = undefined
  }

  /** History has no older transactions. */
  didReachEarliestEntry(): void {
    const revs = this.snapshotRevs
    for (const rev of revs ? [revs.draft, revs.published] : []) {
      if (rev !== null && !this.byId.has(rev)) throw new Error('unable to find translog entry to align to')
    }
    this.reachedEarliestEntry = true
    this.cachedChunks = undefined
  }

  /**
   * The transactions with indexes from `start` (inclusive) to `end` (exclusive), oldest first: what a
   * range of chunks did, for the change viewer to replay and attribute.
   */
  transactionsBetween(start: number, end: number): TimelineTransaction[] {
    const from = Math.max(0, start - this.firstIndex)
    const to = Math.max(from, end - this.firstIndex)
    return this.transactions.slice(from, to)
  }

  /** Chunks, oldest first. */
  chunks(): Chunk[] {
    this.cachedChunks ??= chunkTransactions(this.transactions, {
      reachedEarliestEntry: this.reachedEarliestEntry,
    })
    return this.cachedChunks
  }

  /** A reference to a chunk that survives new transactions: its end time and id. */
  createTimeId(chunk: Chunk): string {
    return `${Date.parse(chunk.endTimestamp)}/${chunk.id}`
  }

  /** Finds the chunk a time id names, looking from the newest back. */
  resolveTimeId(timeId: string): ChunkRef {
    const slash = timeId.indexOf('/')
    const time = Number(slash >= 0 ? timeId.slice(0, slash) : Number.NaN)
    const chunkId = slash >= 0 ? timeId.slice(slash + 1) : timeId
    const chunks = this.chunks()
    for (let index = chunks.length - 1; index >= 0; index--) {
      const chunk = chunks[index]
      if (chunk.id === chunkId) return chunk
      // Older chunks ended even earlier: the id cannot be further back.
      if (Date.parse(chunk.endTimestamp) + TIME_ID_STALENESS_MS < time) return 'invalid'
    }
    return this.reachedEarliestEntry ? 'invalid' : 'loading'
  }

  /**
   * The newest chunk before `chunk` (or before now when null) that left a published version: a publish,
   * a live edit, or a creation straight into the published id; else the initial chunk.
   */
  lastPublishedBefore(chunk: Chunk | null): ChunkRef {
    const chunks = this.chunks()
    for (let index = (chunk ? chunk.index : chunks.length) - 1; index >= 0; index--) {
      if (isPublishedVersion(chunks[index])) return chunks[index]
    }
    if (!this.reachedEarliestEntry) return 'loading'
    return chunks[0] ?? 'invalid'
  }

  /** Resolves a since marker: a time id or {@link LAST_PUBLISHED}. */
  resolveSince(since: string, rev: ChunkRef | null): ChunkRef {
    if (since !== LAST_PUBLISHED) return this.resolveTimeId(since)
    if (typeof rev === 'string') return rev
    return this.lastPublishedBefore(rev)
  }

  private appendLive(mutation: LiveMutation): void {
    const version = mutation.documentId === this.draftId ? 'draftEffect' : 'publishedEffect'
    const known = this.byId.get(mutation.transactionId)
    if (known) {
      // Another version's event of a transaction already added (or one the history page had).
      known[version] ??= mutation.effects
      return
    }
    const transaction: TimelineTransaction = {
      index: this.firstIndex + this.transactions.length,
      id: mutation.transactionId,
      timestamp: mutation.timestamp,
      author: mutation.identity,
      [version]: mutation.effects,
    }
    this.transactions.push(transaction)
    this.byId.set(transaction.id, transaction)
  }
}

function isPublishedVersion(chunk: Chunk): boolean {
  switch (chunk.type) {
    case 'publish':
    case 'editLive':
    case 'initial':
      return true
    case 'create':
      return chunk.publishedState === 'present' && chunk.draftState !== 'present'
    default:
      return false
  }
}

function revOf(snapshot: VersionSnapshot): string | null {
  if (snapshot === null) return null
  if (typeof snapshot._rev !== 'string') throw new Error('snapshot has no _rev')
  return snapshot._rev
}
