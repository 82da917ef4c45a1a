import {firstValueFrom} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {Kernels} from './helpers/kernel.js'
import {startTestLake, type TestLake} from './helpers/lake.js'
import {type LakeProxy, startProxy} from './helpers/proxy.js'
import {sleep} from './helpers/wait.js'

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

const pairListens = () =>
  proxy.requestsTo('/data/listen/').filter((request) => request.tag === 'document.pair-listener').length

describe("a pair's current state, read without opening it (a component's first render)", () => {
  it('is nothing for a document nobody holds open, and reading it opens nothing', async () => {
    await lake.client().create({_id: 'closed', _type: 'article', title: 'Closed'})
    const store = kernels.store({apiHost: proxy.url})
    const before = pairListens()
    expect(store.currentEditState('closed', 'article')).toBeUndefined()
    expect(store.currentOperations('closed', 'article')).toBeUndefined()
    await sleep(50)
    expect(pairListens()).toBe(before)
  })

  it("is the open pair's edit state and operations, and the streams start from those very objects", async () => {
    await lake.client().create({_id: 'open', _type: 'article', title: 'Open'})
    const store = kernels.store({apiHost: proxy.url})
    const lease = store.pair('drafts.open', 'article')
    await lease.whenReady()

    const editState = store.currentEditState('open', 'article')
    expect(editState).toMatchObject({id: 'open', ready: true, draft: null, published: {title: 'Open'}})
    const operations = store.currentOperations('open', 'article')
    expect(operations?.patch.disabled).toBe(false)
    expect(operations?.publish.disabled).toBe('ALREADY_PUBLISHED')

    // A subscriber that rendered with them gets them back, not equal copies: nothing renders again.
    expect(await firstValueFrom(store.editState('open', 'article', editState))).toBe(editState)
    expect(await firstValueFrom(store.operations('open', 'article', operations))).toBe(operations)
    // Without them, a stream's values are its own.
    expect(await firstValueFrom(store.editState('open', 'article'))).not.toBe(editState)

    // The operations read this way act on the pair.
    operations!.patch.execute([{set: {title: 'Edited through what was read'}}])
    expect(lease.getEditState().draft?.title).toBe('Edited through what was read')
    lease.release()
  })

  it('gives way to the new value when the pair changed between the read and the subscription', async () => {
    await lake.client().create({_id: 'changed', _type: 'article', title: 'Before'})
    const store = kernels.store({apiHost: proxy.url})
    const lease = store.pair('changed', 'article')
    await lease.whenReady()
    const editState = store.currentEditState('changed', 'article')!
    const operations = store.currentOperations('changed', 'article')!
    lease.getOperations().patch.execute([{set: {title: 'After'}}])

    const next = await firstValueFrom(store.editState('changed', 'article', editState))
    expect(next).not.toBe(editState)
    expect(next.draft?.title).toBe('After')
    // A draft now exists: publish is no longer 'already published'.
    const nextOperations = await firstValueFrom(store.operations('changed', 'article', operations))
    expect(nextOperations).not.toBe(operations)
    expect(nextOperations.publish.disabled).toBe(false)
    lease.release()
  })
  it('never hands back what was read from a pair that has closed since (its operations act on nothing)', async () => {
    await lake.client().create({_id: 'reopened', _type: 'article', title: 'Reopened'})
    const store = kernels.store({apiHost: proxy.url, pairKeepAliveMs: 20})
    const first = store.pair('reopened', 'article')
    await first.whenReady()
    const operations = store.currentOperations('reopened', 'article')!
    first.release()
    await sleep(150)
    expect(store.currentOperations('reopened', 'article')).toBeUndefined()

    const second = store.pair('reopened', 'article')
    await second.whenReady()
    const next = await firstValueFrom(store.operations('reopened', 'article', operations))
    // Same disabled reasons, yet a new object: the one read earlier belongs to the closed pair.
    expect(next.patch.disabled).toBe(operations.patch.disabled)
    expect(next).not.toBe(operations)
    next.patch.execute([{set: {title: 'Through the open pair'}}])
    expect(second.getEditState().draft?.title).toBe('Through the open pair')
    second.release()
  })
})
