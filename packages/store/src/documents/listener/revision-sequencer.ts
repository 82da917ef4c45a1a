import {Mutation} from '@sanity/mutator'
import {applyPatch} from 'mendoza'
import {shareableCopyOf} from '../shareable-copy.js'
import type {DocumentSnapshot, RemoteMutationEvent} from '../types.js'

export interface SequencerOptions {
  /** More waiting events than this is a gap that will not close. */
  maxBufferSize?: number
  /** An event waiting longer than this (ms) is a gap that will not close. */
  maxBufferMs?: number
}

/** A remote event applied in revision order, with the server's document before and after it. */
export interface AppliedEvent {
  event: RemoteMutationEvent
  previous: DocumentSnapshot | null
  next: DocumentSnapshot | null
}

interface Waiting {
  event: RemoteMutationEvent
  /** Arrival order, so a snapshot can tell which events it already includes. */
  seq: number
  receivedAt: number
}

export const DEFAULT_SEQUENCER_OPTIONS: Required<SequencerOptions> = {maxBufferSize: 20, maxBufferMs: 2000}

/**
 * Orders the listen events of one document by revision: an event applies only when its `previousRev`
 * is the current `_rev` (or, for a missing document, when it has none). Others wait in a small buffer
 * until the events before them arrive; `hasGap` says when the wait has gone on too long and the caller
 * should fetch a fresh snapshot (`reset`).
 */
export class RevisionSequencer {
  private document: DocumentSnapshot | null | undefined = undefined
  /** The newest transaction time known to be included in `document`. */
  private knownUntil: string | undefined
  private waiting: Waiting[] = []
  /**
   * Events applied since a snapshot fetch was sent (`fetchSent`), until the snapshot lands (`reset`).
   * The fetch may read the document before such an event's transaction (its answer can arrive after the
   * event): `reset` then applies them again on top of the snapshot instead of losing them.
   */
  private appliedSinceFetch: Waiting[] | undefined
  private readonly options: Required<SequencerOptions>

  constructor(
    readonly documentId: string,
    options: SequencerOptions = {},
  ) {
    this.options = {...DEFAULT_SEQUENCER_OPTIONS, ...options}
  }

  /** Whether a snapshot has arrived. */
  get hasSnapshot(): boolean {
    return this.document !== undefined
  }

  /** The server's document as far as the events in order go (`undefined` before the first snapshot). */
  get current(): DocumentSnapshot | null | undefined {
    return this.document
  }

  get bufferedCount(): number {
    return this.waiting.length
  }

  /**
   * Takes a freshly fetched snapshot. `fetchedAfterSeq` is the sequence number of the last event that
   * arrived before the fetch was sent: those events are in the snapshot already and are dropped.
   * Returns the waiting events that now apply on top of it.
   */
  reset(snapshot: DocumentSnapshot | null, fetchedAfterSeq: number): AppliedEvent[] {
    // Events that arrived after the fetch was sent may or may not be in the snapshot, applied already
    // or not: all of them are considered again, in arrival order; those in it are stale (`isStale`).
    const since = [...(this.appliedSinceFetch ?? []), ...this.waiting]
      .filter((item) => item.seq > fetchedAfterSeq)
      .sort((a, b) => a.seq - b.seq)
    this.appliedSinceFetch = undefined
    this.document = snapshot
    this.knownUntil = snapshot?._updatedAt
    this.waiting = since
    return this.drain()
  }

  /** A snapshot fetch is on its way: events applied until it lands are kept for its `reset`. */
  fetchSent(): void {
    this.appliedSinceFetch ??= []
  }

  /** Receives one event; returns those that apply now, in order (possibly none, possibly several). */
  push(event: RemoteMutationEvent, seq: number, now: number): AppliedEvent[] {
    if (event.documentId !== this.documentId) return []
    this.waiting.push({event, seq, receivedAt: now})
    return this.hasSnapshot ? this.drain() : []
  }

  /** True when waiting events cannot be expected to line up any more: fetch a snapshot. */
  hasGap(now: number): boolean {
    if (!this.hasSnapshot || this.waiting.length === 0) return false
    if (this.waiting.length > this.options.maxBufferSize) return true
    if (this.waiting.some((item) => !canApply(item.event))) return true
    return this.waiting.some((item) => now - item.receivedAt >= this.options.maxBufferMs)
  }

  /** When the oldest waiting event times out (for the caller's timer), or undefined. */
  nextDeadline(): number | undefined {
    if (!this.hasSnapshot || this.waiting.length === 0) return undefined
    return Math.min(...this.waiting.map((item) => item.receivedAt)) + this.options.maxBufferMs
  }

  private drain(): AppliedEvent[] {
    const applied: AppliedEvent[] = []
    for (;;) {
      this.waiting = this.waiting.filter((item) => !this.isStale(item.event))
      const index = this.waiting.findIndex((item) => this.appliesNext(item.event))
      // Next in line but without its change (see `canApply`): it waits, and `hasGap` asks for a snapshot.
      if (index === -1 || !canApply(this.waiting[index]!.event)) return applied
      const [item] = this.waiting.splice(index, 1)
      const {event} = item!
      this.appliedSinceFetch?.push(item!)
      const previous = this.document ?? null
      const next = applyEvent(previous, event)
      this.document = next
      if (!this.knownUntil || event.timestamp > this.knownUntil) this.knownUntil = event.timestamp
      applied.push({event, previous, next})
    }
  }

  private appliesNext(event: RemoteMutationEvent): boolean {
    const rev = this.document?._rev
    return rev === undefined ? !event.previousRev : event.previousRev === rev
  }

  /** Already part of the current document: its result is the current revision, or it is older. */
  private isStale(event: RemoteMutationEvent): boolean {
    if (this.appliesNext(event)) return false
    const resultRev = event.resultRev ?? event.transactionId
    if (this.document && resultRev === this.document._rev) return true
    return this.knownUntil !== undefined && event.timestamp <= this.knownUntil
  }
}

/**
 * Whether an event carries its change: Mendoza effects, or mutations. The pair's listener asks for
 * effects only (pair-listener.ts); an event without them (a lake that sends none) cannot be applied,
 * and a fresh snapshot brings the change instead.
 */
function canApply(event: RemoteMutationEvent): boolean {
  return event.effects !== undefined || (Array.isArray(event.mutations) && event.mutations.length > 0)
}

/** The document after an event: its Mendoza effects when present, else its mutations. */
export function applyEvent(
  previous: DocumentSnapshot | null,
  event: RemoteMutationEvent,
): DocumentSnapshot | null {
  if (event.effects) {
    // The Content Lake's convention (and Sanity's clients'): effects are computed on the document
    // without `_rev`, which the event's resultRev then supplies. Mendoza copies what it changes and
    // shares the rest: `previous` is left as it was.
    const {_rev: _previousRev, ...withoutRev} = previous ?? {}
    const next = applyPatch(previous === null ? null : withoutRev, event.effects.apply) as Omit<
      DocumentSnapshot,
      '_rev'
    > | null
    return next === null
      ? null
      : ({...next, _rev: event.resultRev ?? event.transactionId} as DocumentSnapshot)
  }
  const mutation = new Mutation({
    transactionId: event.transactionId,
    resultRev: event.resultRev ?? event.transactionId,
    previousRev: event.previousRev,
    timestamp: event.timestamp,
    mutations: structuredClone(event.mutations) as Mutation['mutations'],
  })
  // The mutator writes `_updatedAt` into the top level of the document it is given (see shareable-copy.ts).
  return mutation.apply(previous === null ? null : shareableCopyOf(previous)) as DocumentSnapshot | null
}
