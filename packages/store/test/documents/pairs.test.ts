import {firstValueFrom} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {Kernels} from './helpers/kernel.js'
import {startTestLake, type TestLake} from './helpers/lake.js'
import {type LakeProxy, startProxy} from './helpers/proxy.js'
import {firstMatching, sleep, waitUntil} from './helpers/wait.js'

let lake: TestLake
let proxy: LakeProxy
let kernels: Kernels

beforeAll(async () => {
  lake = await startTestLake()
  proxy = await startProxy(lake.url)
  kernels = new Kernels(lake)
})
afterEach(() => kernels.releaseAll())
afterAll(async () => {
  await proxy.close()
  await lake.stop()
})

function listensFor(tag = 'document.pair-listener') {
  return proxy.requestsTo('/data/listen/').filter((request) => request.tag === tag)
}

describe('pairs', () => {
  it('share one listener and one pair between everyone looking at a document', async () => {
    await lake.client().create({_id: 'shared', _type: 'article', title: 'Shared'})
    const store = kernels.store({apiHost: proxy.url})
    const before = listensFor().length
    const a = store.pair('shared', 'article')
    const b = store.pair('drafts.shared', 'article')
    const state = await firstMatching(store.editState('shared', 'article'), (s) => s.ready)
    await a.whenReady()
    expect(listensFor().length - before).toBe(1)
    expect(state).toMatchObject({
      id: 'shared',
      type: 'article',
      liveEdit: false,
      draft: null,
      published: {title: 'Shared'},
    })
    expect(b.idPair).toEqual({publishedId: 'shared', draftId: 'drafts.shared'})

    // An edit through one handle is seen at once through the other.
    a.getOperations().patch.execute([{set: {title: 'Seen by both'}}])
    expect(b.getEditState().draft?.title).toBe('Seen by both')
    a.release()
    b.release()
  })

  it('commit pending edits when the last user releases the pair, then close it', async () => {
    await lake.client().create({_id: 'released', _type: 'article', title: 'Before'})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 60_000, pairKeepAliveMs: 50})
    const handle = store.pair('released', 'article')
    await handle.whenReady()
    handle.getOperations().patch.execute([{set: {title: 'First'}}])
    handle.getOperations().patch.execute([{set: {title: 'Saved on release'}}])
    handle.release()
    await waitUntil(
      () => proxy.requestsTo('/data/mutate/').some((r) => r.body.includes('Saved on release')),
      'the commit',
    )
    await sleep(100)
    expect((await lake.client().getDocument('drafts.released'))?.title).toBe('Saved on release')

    // The pair was closed: opening it again starts a new listener.
    const before = listensFor().length
    const again = store.pair('released', 'article')
    expect((await again.whenReady()).draft?.title).toBe('Saved on release')
    expect(listensFor().length - before).toBe(1)
    again.release()
  })

  it('reuse a pair that is opened again within the keep-alive time', async () => {
    await lake.client().create({_id: 'kept', _type: 'article'})
    const store = kernels.store({apiHost: proxy.url, pairKeepAliveMs: 500})
    await firstValueFrom(store.editState('kept', 'article'))
    const first = store.pair('kept', 'article')
    await first.whenReady()
    first.release()
    const before = listensFor().length
    const second = store.pair('kept', 'article')
    expect(second.getEditState().ready).toBe(true)
    expect(listensFor().length).toBe(before)
    second.release()
  })

  it('show the document before the listener welcomes them; a change made meanwhile comes with the snapshot after', async () => {
    await lake.client().create({_id: 'drafts.head-start', _type: 'article', title: 'Before', body: 'Old'})
    // The welcome takes a second: the opening fetched the snapshot without waiting for it.
    let welcomed = false
    proxy.filterEvent = (block) => {
      if (!block.includes('event: welcome')) return undefined
      setTimeout(() => (welcomed = true), 1000)
      return 1000
    }
    try {
      const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 10})
      const handle = await kernels.open(store, 'head-start', 'article')
      expect(welcomed).toBe(false)
      expect(handle.getEditState().draft).toMatchObject({title: 'Before', body: 'Old'})

      // Typed before the welcome: applied at once, committed only once the pair is live (a commit now
      // could not be matched with events the listener might miss).
      handle.getOperations().patch.execute([{set: {title: 'Typed early'}}])
      expect(handle.getEditState().draft).toMatchObject({title: 'Typed early', body: 'Old'})
      // Someone else changes the document before the welcome: no event will tell.
      await lake.client().patch('drafts.head-start').set({body: 'Changed meanwhile'}).commit()
      await sleep(300)
      expect(
        proxy.requestsTo('/data/mutate/').filter((request) => request.body.includes('head-start')),
      ).toEqual([])

      await waitUntil(() => handle.getState().consistent, 'the pair is live and the edit saved')
      expect(welcomed).toBe(true)
      const server = await lake.client().getDocument('drafts.head-start')
      expect(server).toMatchObject({title: 'Typed early', body: 'Changed meanwhile'})
      expect(handle.getEditState().draft).toEqual(server)
    } finally {
      proxy.filterEvent = undefined
    }
  })

  it('hear of a change in a large document as the change alone, not the whole document again', async () => {
    // About 200 KB: every commit of a draft carries its starting document (`createIfNotExists`).
    const paragraphs = Array.from({length: 400}, (_, index) => ({_key: `p${index}`, text: 'x'.repeat(500)}))
    await lake.client().create({_id: 'large', _type: 'article', title: 'Large', paragraphs})
    const blocks: string[] = []
    proxy.filterEvent = (block) => {
      if (block.includes('event: mutation')) blocks.push(block)
      return undefined
    }
    try {
      const writer = kernels.store({commitThrottleMs: 10})
      const reader = kernels.store({apiHost: proxy.url})
      const writing = await kernels.openLive(writer, 'large', 'article')
      const reading = await kernels.openLive(reader, 'large', 'article')
      // The first edit creates the draft: that event brings the whole new document, once.
      writing.getOperations().patch.execute([{set: {title: 'Large, edited'}}])
      await waitUntil(
        () => reading.getEditState().draft?.title === 'Large, edited',
        'the reader sees the draft',
      )
      blocks.length = 0
      writing.getOperations().patch.execute([{set: {title: 'Large, edited again'}}])
      await waitUntil(
        () => reading.getEditState().draft?.title === 'Large, edited again',
        'the reader sees the edit',
      )
      expect(reading.getEditState().draft).toEqual(await lake.client().getDocument('drafts.large'))
      expect(blocks.length).toBeGreaterThan(0)
      expect(Math.max(...blocks.map((block) => block.length))).toBeLessThan(5_000)
    } finally {
      proxy.filterEvent = undefined
    }
  })

  it('dispose completes every stream and refuses new pairs', async () => {
    const store = kernels.store({apiHost: proxy.url})
    let completed = 0
    store.editState('disposed', 'article').subscribe({complete: () => completed++})
    store.commitErrors$.subscribe({complete: () => completed++})
    await sleep(50)
    store.dispose()
    expect(completed).toBe(2)
    expect(() => store.pair('disposed', 'article')).toThrow('The document store has been disposed')
  })
})
