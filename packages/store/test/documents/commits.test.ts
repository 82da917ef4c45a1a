import type {Subscription} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import type {CommitError, EditState} from '../../src/documents/index.js'
import {Kernels} from './helpers/kernel.js'
import {DATASET, startTestLake, type TestLake} from './helpers/lake.js'
import {type LakeProxy, startProxy} from './helpers/proxy.js'
import {firstMatching, sleep, waitUntil} from './helpers/wait.js'

let lake: TestLake
let proxy: LakeProxy
let kernels: Kernels
const subscriptions: Subscription[] = []

beforeAll(async () => {
  lake = await startTestLake()
  proxy = await startProxy(lake.url)
  kernels = new Kernels(lake)
})
afterEach(() => {
  subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe())
  kernels.releaseAll()
  proxy.failWith = undefined
  proxy.filterEvent = undefined
  proxy.responseLatency = undefined
})
afterAll(async () => {
  await proxy.close()
  await lake.stop()
})

/** Transactions the lake recorded for a document (its history), oldest first. */
async function transactionsOf(id: string): Promise<{id: string}[]> {
  const response = await fetch(`${lake.url}/v2025-02-19/data/history/${DATASET}/transactions/${id}`, {
    headers: {authorization: `Bearer ${lake.token}`},
  })
  const text = await response.text()
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as {id: string})
}

function commitRequests(id: string) {
  return proxy.requestsTo('/data/mutate/').filter((request) => request.body.includes(`"${id}"`))
}

describe('commit throttle', () => {
  it('starts at most one commit per window, squashing the edits in between', async () => {
    await lake.client().create({_id: 'throttled', _type: 'article', title: ''})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 300})
    const handle = await kernels.open(store, 'throttled', 'article')
    const started = Date.now()
    let text = ''
    for (const char of 'the quick brown fox jumps') {
      text += char
      handle.getOperations().patch.execute([{set: {title: text}}])
      await sleep(40)
    }
    const typingMs = Date.now() - started
    await handle.getOperations().commit.execute()
    await waitUntil(() => handle.getState().consistent, 'consistency')

    const commits = commitRequests('drafts.throttled')
    expect(commits.length).toBeGreaterThanOrEqual(2)
    expect(commits.length).toBeLessThanOrEqual(Math.ceil(typingMs / 300) + 1)
    // Every commit but the final flush starts a window after the one before it. Measured where the
    // proxy receives them, so a request delayed in transit on a loaded machine shortens the gap: allow
    // half a window. Unthrottled they would be ~40 ms apart (one per keystroke), which this still catches.
    for (let i = 1; i < commits.length - 1; i++) {
      expect(commits[i].at - commits[i - 1].at).toBeGreaterThanOrEqual(150)
    }
    // One transaction per commit: 25 keystrokes became this many writes.
    const history = await transactionsOf('drafts.throttled')
    expect(history).toHaveLength(commits.length)
    expect((await lake.client().getDocument('drafts.throttled'))?.title).toBe('the quick brown fox jumps')
    // Repeated string sets were squashed into one diff-match-patch per commit.
    const later = JSON.parse(commits[1].body).mutations as Record<string, unknown>[]
    expect(later.filter((mutation) => 'patch' in mutation)).toHaveLength(1)
    expect(JSON.stringify(later)).toContain('diffMatchPatch')
  })

  it('never queues a commit behind one in flight: what is typed meanwhile goes in one commit after it', async () => {
    await lake.client().create({_id: 'slow-network', _type: 'article', title: ''})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 50})
    const handle = await kernels.open(store, 'slow-network', 'article')
    // Every commit takes 400 ms to come back, eight throttle windows.
    proxy.responseLatency = (request) => (request.path.includes('/data/mutate/') ? 400 : 0)
    let text = ''
    for (const char of 'slow network typing') {
      text += char
      handle.getOperations().patch.execute([{set: {title: text}}])
      await sleep(25)
    }
    const typed = Date.now()
    await waitUntil(() => handle.getState().consistent, 'consistency', 10_000)
    const caughtUp = Date.now() - typed

    // One commit at the first keystroke, the rest of ~500 ms of typing in the next one or two, each
    // starting once the one before it came back; queued per window it would be ~10 commits one
    // after another, the last one landing seconds after the typing stopped.
    const commits = commitRequests('drafts.slow-network')
    expect(commits.length).toBeLessThanOrEqual(3)
    for (let i = 1; i < commits.length; i++) {
      expect(commits[i].at - commits[i - 1].at).toBeGreaterThanOrEqual(400)
    }
    expect(caughtUp).toBeLessThan(1500)
    expect((await lake.client().getDocument('drafts.slow-network'))?.title).toBe('slow network typing')
  })

  it('waits one second between commits by default', async () => {
    await lake.client().create({_id: 'per-second', _type: 'article', title: ''})
    const handle = await kernels.open(kernels.store({apiHost: proxy.url}), 'per-second', 'article')
    for (const title of ['a', 'ab', 'abc', 'abcd']) {
      handle.getOperations().patch.execute([{set: {title}}])
      await sleep(100)
    }
    expect(commitRequests('drafts.per-second')).toHaveLength(1)
    await waitUntil(() => commitRequests('drafts.per-second').length === 2, 'the second commit', 2000)
    const [first, second] = commitRequests('drafts.per-second')
    expect(second.at - first.at).toBeGreaterThanOrEqual(900)
  })
})

describe('commit size', () => {
  const paragraphs = Array.from({length: 400}, (_, index) => ({_key: `p${index}`, text: 'x'.repeat(500)}))

  it("sends a draft's starting document only while the lake may not have the draft", async () => {
    // About 200 KB published: the draft's first commit creates it from that, the next ones only patch.
    await lake.client().create({_id: 'lean', _type: 'article', title: 'Lean', paragraphs})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 60_000})
    const handle = await kernels.openLive(store, 'lean', 'article')
    handle.getOperations().patch.execute([{set: {title: 'Lean 1'}}])
    await handle.getOperations().commit.execute()
    await waitUntil(() => handle.getState().consistent, 'the draft is on the lake')
    handle.getOperations().patch.execute([{set: {title: 'Lean 2'}}])
    await handle.getOperations().commit.execute()
    await waitUntil(() => handle.getState().consistent, 'the second edit is on the lake')

    const [first, second] = commitRequests('drafts.lean').map((request) => request.body.length)
    expect(first).toBeGreaterThan(200_000)
    expect(second).toBeLessThan(2_000)
    const server = await lake.client().getDocument('drafts.lean')
    expect(server).toMatchObject({title: 'Lean 2', paragraphs})
    expect(handle.getEditState().draft).toEqual(server)
  })

  it('re-creates the draft with the edit when it was removed before the commit reached the lake', async () => {
    await lake.client().create({_id: 'gone', _type: 'article', title: 'Published', paragraphs})
    await lake.client().create({_id: 'drafts.gone', _type: 'article', title: 'Draft', paragraphs})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 60_000})
    const errors: CommitError[] = []
    subscriptions.push(store.commitErrors$.subscribe((error) => errors.push(error)))
    const handle = await kernels.openLive(store, 'gone', 'article')
    // Someone discards the draft; the news of it is slow to reach this pair.
    proxy.filterEvent = (block) => (block.includes('"disappear"') ? 1_000 : undefined)
    await lake.client().delete('drafts.gone')

    handle.getOperations().patch.execute([{set: {note: 'Typed meanwhile'}}])
    await handle.getOperations().commit.execute()
    // Sent lean (the pair still saw the draft), refused, then sent again with the draft's creation.
    const [lean, full] = commitRequests('drafts.gone')
    expect(lean?.body.length).toBeLessThan(2_000)
    expect(full?.body.length).toBeGreaterThan(200_000)
    // Re-created as any first edit creates a draft: from the published document, with the edit.
    expect(await lake.client().getDocument('drafts.gone')).toMatchObject({
      title: 'Published',
      note: 'Typed meanwhile',
      paragraphs,
    })
    expect(errors).toEqual([])
    await waitUntil(() => handle.getState().consistent, 'the pair has heard of both')
    expect(handle.getEditState().draft).toEqual(await lake.client().getDocument('drafts.gone'))
    expect(handle.getSaveState()).toEqual({type: 'saved'})
  })
})

describe('commit errors', () => {
  it('a refused commit (409) is a terminal value on commitErrors$; its edits are held, not reverted', async () => {
    await lake.client().create({_id: 'refused', _type: 'article', title: 'Server'})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 60_000})
    const errors: CommitError[] = []
    subscriptions.push(store.commitErrors$.subscribe((error) => errors.push(error)))
    const handle = await kernels.open(store, 'refused', 'article')

    handle
      .getOperations()
      .patch.execute([{set: {title: 'Local', author: {_type: 'reference', _ref: 'no-such-author'}}}])
    expect(handle.getEditState().draft).toMatchObject({title: 'Local'})
    await expect(handle.getOperations().commit.execute()).rejects.toThrow(/non-existent document/)

    expect(errors).toEqual([
      expect.objectContaining({kind: 'terminal', statusCode: 409, documentId: 'drafts.refused', attempt: 1}),
    ])
    expect(errors[0].message).toContain(
      'Document "drafts.refused" references non-existent document "no-such-author"',
    )
    expect(handle.getEditState()).toMatchObject({
      draft: {title: 'Local'},
      published: {title: 'Server'},
      ready: true,
    })
    expect(handle.getSaveState()).toMatchObject({type: 'failed', statusCode: 409})
    expect(commitRequests('drafts.refused')).toHaveLength(1)

    // The document keeps working once the held edits are discarded (save-failures.test.ts has more).
    const failed = handle.getSaveState()
    if (failed.type === 'failed') failed.discard()
    expect(handle.getEditState()).toMatchObject({draft: null, published: {title: 'Server'}})
    handle.getOperations().patch.execute([{set: {title: 'Fine'}}])
    await handle.getOperations().commit.execute()
    expect((await lake.client().getDocument('drafts.refused'))?.title).toBe('Fine')
  })

  it('a server or network failure is retried with exponential backoff until it goes through', async () => {
    await lake.client().create({_id: 'flaky', _type: 'article', title: 'v1'})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 60_000, retryBackoff: {initialMs: 50}})
    const errors: CommitError[] = []
    subscriptions.push(store.commitErrors$.subscribe((error) => errors.push(error)))
    const handle = await kernels.open(store, 'flaky', 'article')
    const statuses = [503, 429, 408]
    proxy.failWith = (request) =>
      request.path.includes('/data/mutate/') && statuses.length > 0 ? {status: statuses.shift()!} : undefined

    handle.getOperations().patch.execute([{set: {title: 'v2'}}])
    const committed = handle.getOperations().commit.execute()
    // Edits made while the commit is being retried stay buffered and local.
    handle.getOperations().patch.execute([{set: {body: 'typed meanwhile'}}])
    await committed
    await handle.getOperations().commit.execute()

    expect(
      errors.map(({kind, statusCode, attempt, retryInMs}) => ({kind, statusCode, attempt, retryInMs})),
    ).toEqual([
      {kind: 'retrying', statusCode: 503, attempt: 1, retryInMs: 50},
      {kind: 'retrying', statusCode: 429, attempt: 2, retryInMs: 100},
      {kind: 'retrying', statusCode: 408, attempt: 3, retryInMs: 200},
    ])
    expect(await lake.client().getDocument('drafts.flaky')).toMatchObject({
      title: 'v2',
      body: 'typed meanwhile',
    })
    const attempts = commitRequests('drafts.flaky')
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(95)
    expect(attempts[3].at - attempts[2].at).toBeGreaterThanOrEqual(195)
  })
})

describe('readiness', () => {
  it('never flips back to not ready (nor loses the draft) while typing through remote edits, resyncs and reconnects', async () => {
    await lake.client().create({_id: 'steady', _type: 'article', title: 'Start', counter: 0})
    const store = kernels.store({apiHost: proxy.url, commitThrottleMs: 100, sequencer: {maxBufferMs: 150}})
    const states: EditState[] = []
    subscriptions.push(store.editState('steady', 'article').subscribe((state) => states.push(state)))
    await firstMatching(store.editState('steady', 'article'), (state) => state.ready)
    const handle = store.pair('steady', 'article')
    await handle.whenReady()

    const other = lake.client()
    let text = 'Start'
    for (let i = 0; i < 30; i++) {
      text += i % 10
      handle.getOperations().patch.execute([{set: {title: text}}])
      if (i % 5 === 0)
        await other
          .patch('drafts.steady')
          .setIfMissing({counter: 0})
          .inc({counter: 1})
          .commit()
          .catch(() => undefined)
      if (i === 12) {
        // Lose the next listen event so a gap opens and the pair refetches its snapshots.
        let dropped = false
        proxy.filterEvent = (block) => !dropped && block.includes('event: mutation') && (dropped = true)
      }
      if (i === 20) proxy.disconnectListeners()
      await sleep(30)
    }
    await handle.getOperations().commit.execute()
    await waitUntil(
      () => handle.getState().consistent && handle.getState().draft?.title === text,
      'the final state',
      10_000,
    )
    handle.release()

    // The pair really went through a resync (gap) and a reconnect: three snapshot fetches, two listens.
    const snapshots = proxy.requestsTo('/data/doc/').filter((request) => request.path.includes('steady'))
    expect(snapshots.length).toBeGreaterThanOrEqual(3)
    expect(
      proxy.requestsTo('/data/listen/').filter((request) => request.tag === 'document.pair-listener').length,
    ).toBeGreaterThanOrEqual(2)

    const firstReady = states.findIndex((state) => state.ready)
    expect(firstReady).toBeGreaterThanOrEqual(0)
    expect(states.slice(firstReady).every((state) => state.ready)).toBe(true)
    const firstDraft = states.findIndex((state) => state.draft !== null)
    expect(states.slice(firstDraft).every((state) => state.draft !== null)).toBe(true)
    expect((await lake.client().getDocument('drafts.steady'))?.title).toBe(text)
  })
})

describe('resync', () => {
  it("keeps someone's edit whose event overtook the answer of an older snapshot", async () => {
    // After a reconnect the pair fetches its snapshots. The lake reads them, then someone's edit
    // commits, and its listen event reaches the pair before the (slow) snapshot answer: the event is
    // applied at once, and the older snapshot must not take it back when it lands.
    await lake.client().create({_id: 'drafts.overtaken', _type: 'article', title: 'Before'})
    const store = kernels.store({apiHost: proxy.url})
    const handle = store.pair('overtaken', 'article')
    await handle.whenReady()
    await waitUntil(() => handle.getState().consistent, 'the first snapshot', 10_000)
    const snapshotsBefore = snapshotRequests().length
    proxy.responseLatency = (request) => (request.tag === 'document.snapshots' ? 600 : 0)
    proxy.disconnectListeners()
    // The snapshot request after the reconnect has been answered by the lake (its answer is held).
    await waitUntil(
      () =>
        snapshotRequests()
          .slice(snapshotsBefore)
          .some((request) => request.status === 200),
      'the snapshot read after the reconnect',
      10_000,
    )
    await lake.client().patch('drafts.overtaken').set({title: 'After'}).commit()
    await waitUntil(
      () => handle.getState().consistent && snapshotRequests().length > snapshotsBefore,
      'the pair settled after the snapshot landed',
      10_000,
    )
    await sleep(700)
    expect(handle.getState().consistent).toBe(true)
    expect(handle.getState().draft?.title).toBe('After')
    handle.release()

    function snapshotRequests() {
      return proxy.requestsTo('/data/doc/').filter((request) => request.tag === 'document.snapshots')
    }
  })
})
