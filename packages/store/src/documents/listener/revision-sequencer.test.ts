import {describe, expect, it} from 'vitest'
import type {DocumentSnapshot, RemoteMutationEvent} from '../types.js'
import {RevisionSequencer} from './revision-sequencer.js'

const ID = 'doc'

function doc(rev: string, n: number, updatedAt = `2024-01-01T00:00:0${n}.000Z`): DocumentSnapshot {
  return {_id: ID, _type: 't', _rev: rev, _updatedAt: updatedAt, n}
}

/** An event taking the document from `previousRev` to `rev` with n = `n`, as whole-value Mendoza effects. */
function event(previousRev: string | undefined, rev: string, n: number | null): RemoteMutationEvent {
  return {
    documentId: ID,
    transactionId: rev,
    transition: previousRev === undefined ? 'appear' : n === null ? 'disappear' : 'update',
    previousRev,
    resultRev: rev,
    timestamp: `2024-01-01T00:00:0${n ?? 9}.000Z`,
    effects: {apply: [0, n === null ? null : doc(rev, n)], revert: []},
    mutations: [],
    transactionTotalEvents: 1,
    transactionCurrentEvent: 1,
  }
}

const revsOf = (applied: {event: RemoteMutationEvent}[]) => applied.map((item) => item.event.resultRev)

describe('RevisionSequencer', () => {
  it('applies events whose previousRev is the current revision', () => {
    const sequencer = new RevisionSequencer(ID)
    expect(sequencer.reset(doc('r1', 1), 0)).toEqual([])
    const applied = sequencer.push(event('r1', 'r2', 2), 1, 0)
    expect(applied).toEqual([{event: event('r1', 'r2', 2), previous: doc('r1', 1), next: doc('r2', 2)}])
    expect(sequencer.current).toEqual(doc('r2', 2))
  })

  it('holds events that arrive early and applies them in order once the missing one arrives', () => {
    const sequencer = new RevisionSequencer(ID)
    sequencer.reset(doc('r1', 1), 0)
    expect(sequencer.push(event('r3', 'r4', 4), 1, 0)).toEqual([])
    expect(sequencer.push(event('r2', 'r3', 3), 2, 0)).toEqual([])
    expect(sequencer.bufferedCount).toBe(2)
    expect(revsOf(sequencer.push(event('r1', 'r2', 2), 3, 0))).toEqual(['r2', 'r3', 'r4'])
    expect(sequencer.current?._rev).toBe('r4')
    expect(sequencer.bufferedCount).toBe(0)
  })

  it('reports a gap when an event waits too long or too many wait', () => {
    const slow = new RevisionSequencer(ID, {maxBufferMs: 2000})
    slow.reset(doc('r1', 1), 0)
    slow.push(event('r2', 'r3', 3), 1, 1000)
    expect(slow.hasGap(2999)).toBe(false)
    expect(slow.nextDeadline()).toBe(3000)
    expect(slow.hasGap(3000)).toBe(true)

    const full = new RevisionSequencer(ID, {maxBufferSize: 2})
    full.reset(doc('r1', 1), 0)
    full.push(event('r2', 'r3', 3), 1, 0)
    full.push(event('r3', 'r4', 4), 2, 0)
    expect(full.hasGap(0)).toBe(false)
    full.push(event('r4', 'r5', 5), 3, 0)
    expect(full.hasGap(0)).toBe(true)
  })

  it('buffers events before the first snapshot and applies those the snapshot does not include', () => {
    const sequencer = new RevisionSequencer(ID)
    sequencer.push(event('r1', 'r2', 2), 1, 0)
    sequencer.push(event('r2', 'r3', 3), 2, 0)
    expect(sequencer.hasSnapshot).toBe(false)
    expect(sequencer.hasGap(1_000_000)).toBe(false)
    // The fetch was sent after event 1 arrived, so the snapshot includes it.
    expect(revsOf(sequencer.reset(doc('r2', 2), 1))).toEqual(['r3'])
    expect(sequencer.current?._rev).toBe('r3')
  })

  it('drops events already included in a snapshot (its revision, or older)', () => {
    const sequencer = new RevisionSequencer(ID)
    sequencer.push(event('r1', 'r2', 2), 5, 0)
    sequencer.push(event('r2', 'r3', 3), 6, 0)
    // Both arrived while the fetch was under way; the snapshot already has r3.
    expect(sequencer.reset(doc('r3', 3), 4)).toEqual([])
    expect(sequencer.bufferedCount).toBe(0)
    // A duplicate delivery of an applied event is dropped as well.
    sequencer.push(event('r1', 'r2', 2), 7, 0)
    expect(sequencer.bufferedCount).toBe(0)
  })

  it('follows a document through deletion and re-creation', () => {
    const sequencer = new RevisionSequencer(ID)
    sequencer.reset(null, 0)
    expect(revsOf(sequencer.push(event(undefined, 'r1', 1), 1, 0))).toEqual(['r1'])
    expect(revsOf(sequencer.push(event('r1', 'r2', null), 2, 0))).toEqual(['r2'])
    expect(sequencer.current).toBeNull()
    // A late update from before the deletion can never apply to a missing document.
    sequencer.push(event('r0', 'r1', 1), 3, 0)
    expect(sequencer.bufferedCount).toBe(0)
    expect(
      revsOf(sequencer.push({...event(undefined, 'r3', 3), timestamp: '2024-01-01T00:00:10.000Z'}, 4, 0)),
    ).toEqual(['r3'])
    expect(sequencer.current).toEqual(doc('r3', 3))
  })

  it('applies mutations when an event carries no effects', () => {
    const sequencer = new RevisionSequencer(ID)
    sequencer.reset(doc('r1', 1), 0)
    const applied = sequencer.push(
      {...event('r1', 'r2', 2), effects: undefined, mutations: [{patch: {id: ID, set: {n: 2, extra: true}}}]},
      1,
      0,
    )
    expect(applied[0].next).toMatchObject({_id: ID, _rev: 'r2', n: 2, extra: true})
  })

  it('holds an event that carries neither effects nor mutations and asks for a snapshot at once', () => {
    const sequencer = new RevisionSequencer(ID)
    sequencer.reset(doc('r1', 1), 0)
    expect(sequencer.push({...event('r1', 'r2', 2), effects: undefined, mutations: []}, 1, 0)).toEqual([])
    expect(sequencer.push(event('r2', 'r3', 3), 2, 0)).toEqual([])
    expect(sequencer.current).toEqual(doc('r1', 1))
    expect(sequencer.hasGap(0)).toBe(true)
    // The snapshot fetched after both includes them: nothing is left to apply or to wait for.
    expect(sequencer.reset(doc('r3', 3), 2)).toEqual([])
    expect(sequencer.hasGap(0)).toBe(false)
  })
  it('leaves the previous document untouched and shares what an event does not change', () => {
    const nested = Object.freeze({kept: Object.freeze({deep: true}), changed: 'before'})
    const previous = Object.freeze({...doc('r1', 1), nested, other: Object.freeze(['a', 'b'])})
    const sequencer = new RevisionSequencer(ID)
    sequencer.reset(previous, 0)
    const mutations = [{patch: {id: ID, set: {'nested.changed': 'after'}}}]
    const [{next}] = sequencer.push({...event('r1', 'r2', 2), effects: undefined, mutations}, 1, 0)
    expect(next).toMatchObject({_rev: 'r2', nested: {changed: 'after', kept: {deep: true}}})
    expect(next?.other).toBe(previous.other)
    expect((next?.nested as typeof nested).kept).toBe(nested.kept)
    expect(previous).toMatchObject({_rev: 'r1', nested: {changed: 'before'}})
  })

  it('applies again, on a snapshot read before them, the events applied while it was on its way', () => {
    // Someone's edit (r2 -> r3) commits just after the lake read the snapshot, and its event overtakes
    // the snapshot's answer: applied at once, it must not be lost when the older snapshot lands.
    const sequencer = new RevisionSequencer(ID)
    sequencer.reset(doc('r1', 1), 0)
    expect(revsOf(sequencer.push(event('r1', 'r2', 2), 1, 0))).toEqual(['r2'])
    sequencer.fetchSent()
    expect(revsOf(sequencer.push(event('r2', 'r3', 3), 2, 0))).toEqual(['r3'])
    expect(revsOf(sequencer.reset(doc('r2', 2), 1))).toEqual(['r3'])
    expect(sequencer.current).toEqual(doc('r3', 3))
    expect(sequencer.bufferedCount).toBe(0)
  })

  it('drops the events applied while a snapshot was on its way when the snapshot has them', () => {
    const sequencer = new RevisionSequencer(ID)
    sequencer.reset(doc('r1', 1), 0)
    sequencer.fetchSent()
    expect(revsOf(sequencer.push(event('r1', 'r2', 2), 1, 0))).toEqual(['r2'])
    expect(revsOf(sequencer.push(event('r2', 'r3', 3), 2, 0))).toEqual(['r3'])
    expect(sequencer.reset(doc('r3', 3), 0)).toEqual([])
    expect(sequencer.current).toEqual(doc('r3', 3))
    // Only until the snapshot lands: a later reset has nothing of them to apply again.
    expect(sequencer.reset(doc('r2', 2), 0)).toEqual([])
    expect(sequencer.current).toEqual(doc('r2', 2))
  })

  it('ignores events for other documents', () => {
    const sequencer = new RevisionSequencer(ID)
    sequencer.reset(doc('r1', 1), 0)
    expect(sequencer.push({...event('r1', 'r2', 2), documentId: 'other'}, 1, 0)).toEqual([])
    expect(sequencer.bufferedCount).toBe(0)
  })
})
