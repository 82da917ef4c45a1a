import {describe, expect, it} from 'vitest'
import {CHUNK_MERGE_WINDOW_MS, Timeline, type Chunk} from '../../src/history/index.js'
import {DRAFT, PUBLISHED, lines, timestamp, type Step} from './fixtures.js'

/** Builds a timeline from fixture steps (oldest first) as one history page. */
function timelineOf(steps: Step[], reachedEarliestEntry: boolean): Timeline {
  const timeline = new Timeline(PUBLISHED)
  timeline.setSnapshots(null, null)
  timeline.prependHistory(lines(steps))
  // The alignment check needs the current documents' revisions; these fixtures end with no documents.
  if (reachedEarliestEntry) timeline.didReachEarliestEntry()
  return timeline
}

function summary(chunk: Chunk) {
  return {
    id: chunk.id,
    type: chunk.type,
    draftState: chunk.draftState,
    publishedState: chunk.publishedState,
  }
}

// A document's whole life, with the timestamps that decide merging.
const life: Step[] = [
  {id: 't1', at: 0, draft: 'create', author: 'p-ada'},
  {id: 't2', at: 1, draft: 'edit', author: 'p-bob'},
  {id: 't3', at: 4.9, draft: 'edit', author: 'p-ada'},
  // Exactly 5 minutes after t3: outside the window.
  {id: 't4', at: 9.9, draft: 'edit'},
  {id: 't5', at: 14.8, draft: 'edit'},
  {id: 't6', at: 20, draft: 'delete', published: 'create'},
  {id: 't7', at: 30, draft: 'create'},
  {id: 't8', at: 31, draft: 'delete'},
  {id: 't9', at: 40, draft: 'create'},
  {id: 't10', at: 41, draft: 'edit', published: 'delete'},
  {id: 't11', at: 50, draft: 'delete'},
  {id: 't12', at: 51, draft: 'create'},
  {id: 't13', at: 52, draft: 'edit'},
]

describe('history chunks from NDJSON with exact timestamps', () => {
  it('classifies each transaction and applies the merge rules', () => {
    const chunks = timelineOf(life, true).chunks()
    expect(chunks.map(summary)).toEqual([
      {id: '@initial', type: 'initial', draftState: 'missing', publishedState: 'missing'},
      // A create followed by edits within 5 minutes is one chunk.
      {id: 't3', type: 'create', draftState: 'present', publishedState: 'missing'},
      // t4 came exactly 5 minutes after t3: a new chunk, which t5 (4.9 minutes later) joins.
      {id: 't5', type: 'editDraft', draftState: 'present', publishedState: 'missing'},
      {id: 't6', type: 'publish', draftState: 'missing', publishedState: 'present'},
      {id: 't7', type: 'editDraft', draftState: 'present', publishedState: 'present'},
      // A delete leaving the published copy: the draft was discarded.
      {id: 't8', type: 'discardDraft', draftState: 'missing', publishedState: 'present'},
      {id: 't9', type: 'editDraft', draftState: 'present', publishedState: 'present'},
      // A delete leaving the draft: unpublished.
      {id: 't10', type: 'unpublish', draftState: 'present', publishedState: 'missing'},
      {id: 't11', type: 'delete', draftState: 'missing', publishedState: 'missing'},
      // A delete followed by an edit: created again (and the next edit merges into it).
      {id: 't13', type: 'create', draftState: 'present', publishedState: 'missing'},
    ])
  })

  it('gives each chunk its transaction range, timestamps and authors', () => {
    const chunks = timelineOf(life, true).chunks()
    const [initial, create, edit] = chunks
    // One page of 13 lines: indexes -13 (oldest) to -1.
    expect(initial).toMatchObject({
      start: -13,
      end: -13,
      startTimestamp: timestamp(0),
      endTimestamp: timestamp(0),
    })
    expect(create).toMatchObject({
      start: -13,
      end: -10,
      startTimestamp: timestamp(0),
      endTimestamp: timestamp(4.9),
    })
    expect([...create.authors].sort()).toEqual(['p-ada', 'p-bob'])
    expect(edit).toMatchObject({
      start: -10,
      end: -8,
      startTimestamp: timestamp(9.9),
      endTimestamp: timestamp(14.8),
    })
    expect(chunks.map((chunk) => chunk.index)).toEqual(chunks.map((_, index) => index))
  })

  it('merges edits just under the window and splits at it', () => {
    const justUnder = (CHUNK_MERGE_WINDOW_MS - 1) / 60_000
    const steps: Step[] = [
      {id: 'a', at: 0, draft: 'edit'},
      {id: 'b', at: justUnder, draft: 'edit'},
      {id: 'c', at: justUnder + 5, draft: 'edit'},
    ]
    expect(
      timelineOf(steps, false)
        .chunks()
        .map((chunk) => [chunk.id, chunk.start, chunk.end]),
    ).toEqual([
      ['b', -3, -1],
      ['c', -1, 0],
    ])
  })

  it('does not merge edits into a publish or a discard', () => {
    const steps: Step[] = [
      {id: 'a', at: 0, published: 'edit'},
      {id: 'b', at: 0.1, draft: 'delete', published: 'edit'},
      {id: 'c', at: 0.2, draft: 'create'},
      {id: 'd', at: 0.3, draft: 'delete'},
      {id: 'e', at: 0.4, draft: 'create'},
    ]
    expect(
      timelineOf(steps, false)
        .chunks()
        .map((chunk) => chunk.type),
    ).toEqual(['editLive', 'publish', 'editDraft', 'discardDraft', 'editDraft'])
  })

  it("infers the state before a partial history from each version's first change", () => {
    // From t4 on: the draft's first change is an edit (it existed), the published copy's a creation.
    const chunks = timelineOf(life.slice(3), false).chunks()
    expect(chunks[0]).toMatchObject({type: 'editDraft', draftState: 'present', publishedState: 'missing'})
    expect(chunks.some((chunk) => chunk.type === 'initial')).toBe(false)
  })

  it('leaves a version that history has not touched unknown', () => {
    const chunks = timelineOf([{id: 'a', at: 0, draft: 'edit'}], false).chunks()
    expect(chunks.map(summary)).toEqual([
      {id: 'a', type: 'editDraft', draftState: 'present', publishedState: 'unknown'},
    ])
  })

  it('treats a first delete in a partial history as unknown until the other version is known', () => {
    const chunks = timelineOf([{id: 'a', at: 0, draft: 'delete'}], false).chunks()
    expect(chunks.map(summary)).toEqual([
      {id: 'a', type: 'delete', draftState: 'missing', publishedState: 'unknown'},
    ])
  })

  it('classifies live-edit documents', () => {
    const steps: Step[] = [
      {id: 'a', at: 0, published: 'create'},
      {id: 'b', at: 1, published: 'edit'},
      {id: 'c', at: 2, published: 'edit'},
      {id: 'd', at: 3, published: 'delete'},
    ]
    expect(
      timelineOf(steps, true)
        .chunks()
        .map((chunk) => chunk.type),
    ).toEqual(['initial', 'create', 'editLive', 'editLive', 'delete'])
  })

  it('unpublishes a published-only document (its content becomes a new draft)', () => {
    const steps: Step[] = [
      {id: 'a', at: 0, published: 'create'},
      {id: 'b', at: 10, draft: 'create', published: 'delete'},
      {id: 'c', at: 10.5, draft: 'edit'},
    ]
    expect(timelineOf(steps, true).chunks().map(summary)).toEqual([
      {id: '@initial', type: 'initial', draftState: 'missing', publishedState: 'missing'},
      {id: 'a', type: 'create', draftState: 'missing', publishedState: 'present'},
      {id: 'b', type: 'unpublish', draftState: 'present', publishedState: 'missing'},
      // Edits after an unpublish are draft edits, not a new creation.
      {id: 'c', type: 'editDraft', draftState: 'present', publishedState: 'missing'},
    ])
  })

  it('recreates a deleted live-edit document', () => {
    const steps: Step[] = [
      {id: 'a', at: 0, published: 'create'},
      {id: 'b', at: 1, published: 'delete'},
      {id: 'c', at: 2, published: 'create'},
    ]
    expect(
      timelineOf(steps, true)
        .chunks()
        .map((chunk) => chunk.type),
    ).toEqual(['initial', 'create', 'delete', 'create'])
  })

  it('merges edits of several authors in turns, and keeps live edits one chunk each', () => {
    const steps: Step[] = [
      {id: 'a', at: 0, draft: 'edit', author: 'p-ada'},
      {id: 'b', at: 2, draft: 'edit', author: 'p-bob'},
      {id: 'c', at: 4, draft: 'edit', author: 'p-ada'},
      {id: 'd', at: 5, published: 'edit', author: 'p-bob'},
      {id: 'e', at: 5.1, published: 'edit', author: 'p-bob'},
    ]
    const chunks = timelineOf(steps, false).chunks()
    expect(chunks.map((chunk) => [chunk.id, chunk.type, [...chunk.authors].sort()])).toEqual([
      ['c', 'editDraft', ['p-ada', 'p-bob']],
      ['d', 'editLive', ['p-bob']],
      ['e', 'editLive', ['p-bob']],
    ])
  })

  it('does not merge a publish, even seconds after the edits', () => {
    const steps: Step[] = [
      {id: 'a', at: 0, draft: 'create'},
      {id: 'b', at: 0.1, draft: 'delete', published: 'create'},
      {id: 'c', at: 0.2, draft: 'create'},
      {id: 'd', at: 0.3, draft: 'edit'},
    ]
    expect(
      timelineOf(steps, true)
        .chunks()
        .map((chunk) => [chunk.id, chunk.type]),
    ).toEqual([
      ['@initial', 'initial'],
      ['a', 'create'],
      ['b', 'publish'],
      ['d', 'editDraft'],
    ])
  })

  it('hands out the transactions after one chunk up to another', () => {
    const timeline = timelineOf(life, true)
    const chunks = timeline.chunks()
    const ids = (start: number, end: number) => timeline.transactionsBetween(start, end).map((t) => t.id)
    // After the first create chunk (t1–t3) up to the publish (t6).
    expect(ids(chunks[1].end, chunks[3].end)).toEqual(['t4', 't5', 't6'])
    // From the initial chunk to now: everything.
    expect(ids(chunks[0].end, Number.POSITIVE_INFINITY)).toHaveLength(life.length)
  })

  it('reads the fixtures as the lake writes them', () => {
    const [line] = lines([{id: 'x', at: 0, draft: 'create'}])
    expect(line.documentIDs).toEqual([DRAFT])
    expect(line.effects?.[DRAFT]?.revert).toEqual([0, null])
  })
})
