import {describe, expect, it} from 'vitest'
import {LAST_PUBLISHED, Timeline, resolveSelection} from '../../src/history/index.js'
import {DRAFT, PUBLISHED, lines, timestamp, type Step} from './fixtures.js'

const steps: Step[] = [
  {id: 't1', at: 0, draft: 'create'},
  {id: 't2', at: 10, draft: 'delete', published: 'create'},
  {id: 't3', at: 20, draft: 'create'},
  {id: 't4', at: 30, draft: 'delete', published: 'edit'},
  {id: 't5', at: 40, draft: 'create'},
]

function loaded(options: {earliest: boolean; from?: number} = {earliest: true}): Timeline {
  const timeline = new Timeline(DRAFT)
  timeline.setSnapshots({_id: DRAFT, _rev: 't5'}, {_id: PUBLISHED, _rev: 't4'})
  timeline.prependHistory(lines(steps.slice(options.from ?? 0)))
  if (options.earliest) timeline.didReachEarliestEntry()
  return timeline
}

function timeId(timeline: Timeline, id: string): string {
  const chunk = timeline.chunks().find((candidate) => candidate.id === id)
  if (!chunk) throw new Error(`no chunk ${id}`)
  return timeline.createTimeId(chunk)
}

describe('Timeline', () => {
  it('covers both ids of the pair whichever is given', () => {
    expect(new Timeline(DRAFT)).toMatchObject({publishedId: PUBLISHED, draftId: DRAFT})
    expect(new Timeline(PUBLISHED)).toMatchObject({publishedId: PUBLISHED, draftId: DRAFT})
  })

  it('refuses history before the current documents are known', () => {
    expect(() => new Timeline(PUBLISHED).prependHistory(lines(steps))).toThrow(
      new Error('cannot prepend history at this point'),
    )
  })

  it('refuses a current document without a revision', () => {
    expect(() => new Timeline(PUBLISHED).setSnapshots({_id: DRAFT, _type: 'book'}, null)).toThrow(
      new Error('snapshot has no _rev'),
    )
  })

  it('fails when history runs out without the current revision', () => {
    const timeline = new Timeline(PUBLISHED)
    timeline.setSnapshots({_id: DRAFT, _rev: 'not-in-history'}, null)
    timeline.prependHistory(lines(steps))
    expect(() => timeline.didReachEarliestEntry()).toThrow(
      new Error('unable to find translog entry to align to'),
    )
    expect(loaded().reachedEarliestEntry).toBe(true)
  })

  it('pages back: older pages go before, with lower indexes', () => {
    const timeline = new Timeline(PUBLISHED)
    timeline.setSnapshots({_id: DRAFT, _rev: 't5'}, {_id: PUBLISHED, _rev: 't4'})
    timeline.prependHistory(lines(steps.slice(3)))
    expect(timeline.earliestTransactionId).toBe('t4')
    // The next page repeats t4 (toTransaction is inclusive): it is not added twice.
    timeline.prependHistory(lines(steps.slice(0, 4)))
    timeline.didReachEarliestEntry()
    const chunks = timeline.chunks()
    expect(chunks.map((chunk) => [chunk.id, chunk.start, chunk.end])).toEqual([
      ['@initial', -5, -5],
      ['t1', -5, -4],
      ['t2', -4, -3],
      ['t3', -3, -2],
      ['t4', -2, -1],
      ['t5', -1, 0],
    ])
    expect(timeline.transactionCount).toBe(5)
  })

  it('holds live changes back until the first page, then appends those the page does not have', () => {
    const timeline = new Timeline(PUBLISHED)
    timeline.setSnapshots({_id: DRAFT, _rev: 't5'}, {_id: PUBLISHED, _rev: 't4'})
    const live = (id: string, at: number, documentId = DRAFT) =>
      timeline.addLiveMutation({
        transactionId: id,
        documentId,
        timestamp: timestamp(at),
        identity: 'p-bob',
        effects: {apply: [17, 'x', 'title'], revert: [17, 'y', 'title']},
      })
    // t4 arrived live before the page was read; the page has it and a newer t5 not yet seen live.
    live('t4', 30, PUBLISHED)
    live('t6', 50)
    timeline.prependHistory(lines(steps))
    live('t5', 40)
    live('t7', 60)
    expect(timeline.chunks().map((chunk) => chunk.id)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7'])
    expect(timeline.transactionCount).toBe(7)
  })

  it('names chunks by end time and id', () => {
    const timeline = loaded()
    expect(timeId(timeline, 't3')).toBe(`${Date.parse(timestamp(20))}/t3`)
    expect(timeline.resolveTimeId(timeId(timeline, 't3'))).toMatchObject({id: 't3', type: 'editDraft'})
  })

  it('resolves an unknown time id as loading while older history may have it, else invalid', () => {
    const partial = loaded({earliest: false, from: 2})
    const time = Date.parse(timestamp(5))
    expect(partial.resolveTimeId(`${time}/t1`)).toBe('loading')
    expect(loaded().resolveTimeId(`${time}/gone`)).toBe('invalid')
  })

  it('gives up on a time id more than an hour after a chunk that ended before it', () => {
    const partial = loaded({earliest: false, from: 2})
    const twoHoursLater = Date.parse(timestamp(40)) + 2 * 60 * 60 * 1000
    expect(partial.resolveTimeId(`${twoHoursLater}/unknown`)).toBe('invalid')
    const withinTheHour = Date.parse(timestamp(40)) + 30 * 60 * 1000
    expect(partial.resolveTimeId(`${withinTheHour}/unknown`)).toBe('loading')
  })
})

describe('timeline selection', () => {
  it('is inactive without since or rev', () => {
    expect(resolveSelection(loaded(), null, null).state).toBe('inactive')
  })

  it('is loading until history has been read', () => {
    const timeline = new Timeline(PUBLISHED)
    expect(resolveSelection(timeline, null, '1/t1').state).toBe('loading')
  })

  it('selects a revision', () => {
    const timeline = loaded()
    const selection = resolveSelection(timeline, null, timeId(timeline, 't3'))
    expect(selection.state).toBe('rev')
    expect(selection.revChunk?.id).toBe('t3')
  })

  it('selects a range up to a revision or to the current version', () => {
    const timeline = loaded()
    const toRev = resolveSelection(timeline, timeId(timeline, 't1'), timeId(timeline, 't3'))
    expect([toRev.state, toRev.sinceChunk?.id, toRev.revChunk?.id]).toEqual(['range', 't1', 't3'])
    const toNow = resolveSelection(timeline, timeId(timeline, 't3'), null)
    expect([toNow.state, toNow.sinceChunk?.id, toNow.revChunk]).toEqual(['range', 't3', null])
  })

  it('is invalid when since comes after rev', () => {
    const timeline = loaded()
    expect(resolveSelection(timeline, timeId(timeline, 't4'), timeId(timeline, 't2')).state).toBe('invalid')
  })

  it('is invalid for an id history does not have', () => {
    expect(resolveSelection(loaded(), null, `${Date.parse(timestamp(5))}/nope`).state).toBe('invalid')
  })

  it('is loading while the chosen id may be in older history', () => {
    const partial = loaded({earliest: false, from: 2})
    expect(resolveSelection(partial, null, `${Date.parse(timestamp(0))}/t1`).state).toBe('loading')
  })

  it('resolves the last-published marker against the revision', () => {
    const timeline = loaded()
    const sinceLastPublished = resolveSelection(timeline, LAST_PUBLISHED, null)
    expect([sinceLastPublished.state, sinceLastPublished.sinceChunk?.id]).toEqual(['range', 't4'])
    const beforeRev = resolveSelection(timeline, LAST_PUBLISHED, timeId(timeline, 't3'))
    expect([beforeRev.state, beforeRev.sinceChunk?.id, beforeRev.revChunk?.id]).toEqual(['range', 't2', 't3'])
    // Nothing published before t1: the initial chunk stands in.
    const beforeFirst = resolveSelection(timeline, LAST_PUBLISHED, timeId(timeline, 't1'))
    expect([beforeFirst.state, beforeFirst.sinceChunk?.type]).toEqual(['range', 'initial'])
  })

  it('counts a document created published (no draft) as its last published version', () => {
    const timeline = new Timeline(PUBLISHED)
    timeline.setSnapshots({_id: DRAFT, _rev: 'b'}, {_id: PUBLISHED, _rev: 'a'})
    timeline.prependHistory(
      lines([
        {id: 'a', at: 0, published: 'create'},
        // Later than the merge window: within it, the draft would join the creation's chunk.
        {id: 'b', at: 10, draft: 'create'},
      ]),
    )
    timeline.didReachEarliestEntry()
    const selection = resolveSelection(timeline, LAST_PUBLISHED, null)
    expect([selection.state, selection.sinceChunk?.id]).toEqual(['range', 'a'])
  })
})
