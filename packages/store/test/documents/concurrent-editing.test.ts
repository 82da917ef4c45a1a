import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {createDocumentStore, type DocumentPairHandle, type DocumentStore} from '../../src/documents/index.js'
import {startTestLake, type TestLake} from './helpers/lake.js'
import {sleep, waitUntil} from './helpers/wait.js'

let lake: TestLake
const stores: DocumentStore[] = []
const handles: DocumentPairHandle[] = []

beforeAll(async () => {
  lake = await startTestLake()
})
afterEach(() => {
  handles.splice(0).forEach((handle) => handle.release())
  stores.splice(0).forEach((store) => store.dispose())
})
afterAll(async () => {
  await lake.stop()
})

/** A workspace's document store with its own client, as a second studio tab or user would have. */
async function openKernel(id: string): Promise<DocumentPairHandle> {
  const store = createDocumentStore({client: lake.client(), commitThrottleMs: 150})
  stores.push(store)
  const handle = store.pair(id, 'article')
  handles.push(handle)
  await handle.whenReady()
  return handle
}

function title(handle: DocumentPairHandle): string {
  const state = handle.getState()
  return String((state.draft ?? state.published)?.title ?? '')
}

async function settled(...all: DocumentPairHandle[]): Promise<void> {
  await Promise.all(all.map((handle) => handle.getOperations().commit.execute()))
  await waitUntil(
    () => all.every((handle) => handle.getState().consistent),
    'both kernels to be consistent',
    10_000,
  )
}

describe('two kernels editing one document', () => {
  it('merge concurrent typing in one string field, losing nothing', async () => {
    await lake.client().create({_id: 'typing', _type: 'article', title: 'Hello'})
    const a = await openKernel('typing')
    const b = await openKernel('typing')

    // A types at the end, B at the start, each computing the next value from what it sees, as a form does.
    const appended = ' world, again'
    const prefixed = 'Oh, '
    for (let i = 0; i < Math.max(appended.length, prefixed.length); i++) {
      if (i < appended.length) a.getOperations().patch.execute([{set: {title: title(a) + appended[i]}}])
      if (i < prefixed.length) {
        const current = title(b)
        b.getOperations().patch.execute([
          {set: {title: current.slice(0, i) + prefixed[i] + current.slice(i)}},
        ])
      }
      await sleep(25)
    }
    await settled(a, b)

    const server = await lake.client().getDocument('drafts.typing')
    expect(server?.title).toBe('Oh, Hello world, again')
    expect(a.getState().draft?.title).toBe('Oh, Hello world, again')
    expect(b.getState().draft?.title).toBe('Oh, Hello world, again')
    expect(a.getState().draft?._rev).toBe(server?._rev)
    expect(b.getState().draft?._rev).toBe(server?._rev)
  })

  it('keep every array item both inserted, in the same order everywhere', async () => {
    await lake
      .client()
      .create({_id: 'tags', _type: 'article', title: 'Tags', tags: [{_key: 'start', label: 'start'}]})
    const a = await openKernel('tags')
    const b = await openKernel('tags')

    for (let i = 0; i < 8; i++) {
      a.getOperations().patch.execute([
        {setIfMissing: {tags: []}},
        {insert: {after: 'tags[-1]', items: [{_key: `a${i}`, label: `from a ${i}`}]}},
      ])
      b.getOperations().patch.execute([
        {setIfMissing: {tags: []}},
        {insert: {before: 'tags[0]', items: [{_key: `b${i}`, label: `from b ${i}`}]}},
      ])
      await sleep(40)
    }
    await settled(a, b)

    const server = await lake.client().getDocument('drafts.tags')
    const keys = (server?.tags as {_key: string}[]).map((tag) => tag._key)
    expect([...keys].sort()).toEqual(
      [
        'start',
        ...Array.from({length: 8}, (_, i) => `a${i}`),
        ...Array.from({length: 8}, (_, i) => `b${i}`),
      ].sort(),
    )
    // B prepends, A appends: each side's items keep their own order around the original item.
    expect(keys).toEqual([
      ...Array.from({length: 8}, (_, i) => `b${7 - i}`),
      'start',
      ...Array.from({length: 8}, (_, i) => `a${i}`),
    ])
    expect(a.getState().draft?.tags).toEqual(server?.tags)
    expect(b.getState().draft?.tags).toEqual(server?.tags)
  })
})
