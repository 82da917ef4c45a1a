import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import type {DocumentPairHandle} from '../../src/documents/index.js'
import {Kernels} from './helpers/kernel.js'
import {startTestLake, type TestLake} from './helpers/lake.js'
import {waitUntil} from './helpers/wait.js'

let lake: TestLake
let kernels: Kernels

beforeAll(async () => {
  lake = await startTestLake()
  kernels = new Kernels(lake)
})
afterEach(() => kernels.releaseAll())
afterAll(async () => {
  await lake.stop()
})

type Row = {_key: string; _type: 'row'} & Record<string, string>

/** A document with an array of rows, like the large forms the store must keep cheap to edit. */
function withRows(id: string, count = 10): {_id: string; _type: string; [field: string]: unknown} {
  const rows: Row[] = Array.from({length: count}, (_, index) => ({
    _key: `r${index}`,
    _type: 'row',
    a: `row ${index} a`,
    b: `row ${index} b`,
  }))
  return {_id: id, _type: 'article', title: 'Rows', rows}
}

const rowsOf = (doc: Record<string, unknown> | null | undefined) => (doc?.rows ?? []) as Row[]

/** Freezes everything below the top level: a write into a nested value would throw (ES modules are strict). */
function freezeNested(doc: Record<string, unknown> | null): void {
  const freeze = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return
    Object.freeze(value)
    for (const child of Object.values(value)) freeze(child)
  }
  for (const value of Object.values(doc ?? {})) freeze(value)
}

/** Types a character into row `key`'s field `a`, as a form does (`setIfMissing` of the item, then `set`). */
function type(handle: DocumentPairHandle, key: string, text: string): void {
  handle
    .getOperations()
    .patch.execute([
      {setIfMissing: {[`rows[_key=="${key}"]`]: {_type: 'row'}}},
      {set: {[`rows[_key=="${key}"].a`]: text}},
    ])
}

async function consistent(handle: DocumentPairHandle): Promise<void> {
  await handle.getOperations().commit.execute()
  await waitUntil(() => handle.getState().consistent, 'the pair to be consistent', 10_000)
}

describe('local edits share what they do not change', () => {
  it('copy only the edited path: other rows, and the published document, keep their identity', async () => {
    await lake.client().create(withRows('sharing-local'))
    const handle = await kernels.open(kernels.store({commitThrottleMs: 60_000}), 'sharing-local', 'article')
    const published = handle.getState().published
    expect(handle.getState().draft).toBeNull()

    // The first edit creates the draft from the published document without copying its values.
    type(handle, 'r5', 'first')
    const first = handle.getState().draft
    expect(rowsOf(first)[5].a).toBe('first')
    expect(rowsOf(first)[0]).toBe(rowsOf(published)[0])
    expect(handle.getState().published).toBe(published)
    expect(rowsOf(published)[5].a).toBe('row 5 a')

    type(handle, 'r5', 'firs')
    const second = handle.getState().draft
    expect(second).not.toBe(first)
    expect(rowsOf(second)).not.toBe(rowsOf(first))
    expect(rowsOf(second)[5]).not.toBe(rowsOf(first)[5])
    expect(rowsOf(second)[5]).toEqual({...rowsOf(first)[5], a: 'firs'})
    for (const index of [0, 4, 6, 9]) expect(rowsOf(second)[index]).toBe(rowsOf(first)[index])
    expect(rowsOf(first)[5].a).toBe('first')
  })

  it('keep their identity when the draft turns into the server’s document after our commit', async () => {
    await lake.client().create(withRows('drafts.sharing-commit'))
    const handle = await kernels.open(kernels.store({commitThrottleMs: 60_000}), 'sharing-commit', 'article')
    const before = handle.getState().draft

    type(handle, 'r3', 'typed')
    await consistent(handle)

    const after = handle.getState().draft
    const server = await lake.client().getDocument('drafts.sharing-commit')
    expect(after?._rev).toBe(server?._rev)
    expect(rowsOf(after)[3].a).toBe('typed')
    // The server's result (Mendoza effects on the previous server state) shares the rows it left alone.
    for (const index of [0, 2, 4, 9]) expect(rowsOf(after)[index]).toBe(rowsOf(before)[index])
    expect(rowsOf(after)[3]).not.toBe(rowsOf(before)[3])
  })

  it('rebase local edits under a remote edit: both kept, untouched rows shared', async () => {
    await lake.client().create(withRows('drafts.sharing-remote'))
    const store = kernels.store({commitThrottleMs: 60_000})
    const mine = await kernels.open(store, 'sharing-remote', 'article')
    const theirs = await kernels.open(kernels.store({commitThrottleMs: 60_000}), 'sharing-remote', 'article')
    // The first edit after a quiet window is sent at once; the ones after it wait for the window.
    type(mine, 'r4', 'sent')
    await consistent(mine)
    const before = mine.getState().draft

    type(mine, 'r5', 'mine')
    const local = mine.getState().draft
    type(theirs, 'r2', 'theirs')
    await theirs.getOperations().commit.execute()
    await waitUntil(() => rowsOf(mine.getState().draft)[2].a === 'theirs', 'the remote edit to arrive')

    const merged = mine.getState().draft
    expect(rowsOf(merged)[5].a).toBe('mine')
    expect(mine.getState().hasLocalEdits).toBe(true)
    for (const index of [0, 3, 9]) {
      expect(rowsOf(merged)[index]).toBe(rowsOf(before)[index])
      expect(rowsOf(merged)[index]).toBe(rowsOf(local)[index])
    }

    await consistent(mine)
    await consistent(theirs)
    const server = await lake.client().getDocument('drafts.sharing-remote')
    expect(rowsOf(server)[2].a).toBe('theirs')
    expect(rowsOf(server)[5].a).toBe('mine')
    expect(rowsOf(theirs.getState().draft)[5].a).toBe('mine')
  })

  it('never write into a document they handed out', async () => {
    await lake.client().create(withRows('drafts.sharing-frozen'))
    await lake.client().create(withRows('sharing-frozen'))
    const mine = await kernels.open(kernels.store({commitThrottleMs: 60_000}), 'sharing-frozen', 'article')
    const theirs = await kernels.open(kernels.store({commitThrottleMs: 60_000}), 'sharing-frozen', 'article')
    freezeNested(mine.getState().draft)
    freezeNested(mine.getState().published)

    type(mine, 'r1', 'local one')
    freezeNested(mine.getState().draft)
    type(mine, 'r1', 'local two')
    type(theirs, 'r7', 'remote')
    await theirs.getOperations().commit.execute()
    await waitUntil(() => rowsOf(mine.getState().draft)[7].a === 'remote', 'the remote edit to arrive')
    freezeNested(mine.getState().draft)
    type(mine, 'r8', 'after remote')
    await consistent(mine)
    freezeNested(mine.getState().draft)
    await mine.getOperations().publish.execute()

    const server = await lake.client().getDocument('sharing-frozen')
    const expected: Record<number, string> = {1: 'local two', 7: 'remote', 8: 'after remote'}
    expect(rowsOf(server).map((row) => row.a)).toEqual(
      rowsOf(withRows('x')).map((row, index) => expected[index] ?? row.a),
    )
    expect(rowsOf(mine.getState().published)).toEqual(rowsOf(server))
  })
})
