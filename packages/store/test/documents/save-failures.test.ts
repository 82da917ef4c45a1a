import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {Subject, type Subscription} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {createWorkspaceClient} from '../../src/client/index.js'
import {
  createDocumentStore,
  type CommitError,
  type DocumentStore,
  type DocumentStoreOptions,
  type SaveState,
} from '../../src/documents/index.js'
import {startLake, type StartedLake, DATASET, PROJECT_ID} from '../support/lake.js'
import {type LakeProxy, startProxy} from './helpers/proxy.js'
import {type RestartableLake, startRestartableLake} from './helpers/restartable-lake.js'
import {firstMatching, sleep, waitUntil} from './helpers/wait.js'

/*
 * Issue 18: save failures are shown, never swallowed. A refused commit holds the user's edits (shown,
 * not sent) until retried or discarded; a network failure is retried with the spec's backoff and the
 * edits typed meanwhile follow once the lake is back, each arriving once.
 */

const stores: DocumentStore[] = []
const subscriptions: Subscription[] = []
afterEach(() => {
  subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe())
  stores.splice(0).forEach((store) => store.dispose())
})

function storeFor(
  apiHost: string,
  token: string,
  options: Omit<DocumentStoreOptions, 'client'> = {},
): DocumentStore {
  const client = createWorkspaceClient({projectId: PROJECT_ID, dataset: DATASET, apiHost, token})
  const store = createDocumentStore({client, ...options})
  stores.push(store)
  return store
}

function record<T>(subscribe: (next: (value: T) => void) => Subscription): T[] {
  const values: T[] = []
  subscriptions.push(subscribe((value) => values.push(value)))
  return values
}

describe('a refused commit', () => {
  let lake: StartedLake
  beforeAll(async () => {
    lake = await startLake()
  })
  afterAll(async () => {
    await lake.stop()
  })

  it('when a grant changes mid-edit: an error state with what is unsaved, the text kept, nothing sent until retried', async () => {
    const editor = await lake.user('Edith')
    await lake.client().create({_id: 'grant-change', _type: 'article', title: 'Hello', body: 'Body'})
    const store = storeFor(lake.url, editor.token, {commitThrottleMs: 60_000})
    const errors = record<CommitError>((next) => store.commitErrors$.subscribe(next))
    const handle = store.pair('grant-change', 'article')
    await handle.whenReady()
    const saveStates = record<SaveState>((next) => handle.saveState$.subscribe(next))

    handle.getOperations().patch.execute([{set: {title: 'Hello world'}}])
    await handle.getOperations().commit.execute()
    expect((await lake.client().getDocument('drafts.grant-change'))?.title).toBe('Hello world')

    // An administrator takes the editor's right to update away while the editor types on.
    lake.lake.kernel.users.setRoles(editor.id, ['viewer'])
    handle.getOperations().patch.execute([{set: {title: 'Hello world, again'}}])
    await expect(handle.getOperations().commit.execute()).rejects.toThrow(/Permission denied/)

    expect(errors.at(-1)).toMatchObject({
      kind: 'terminal',
      statusCode: 403,
      documentId: 'drafts.grant-change',
    })
    const failed = handle.getSaveState()
    expect(failed).toMatchObject({
      type: 'failed',
      documentId: 'drafts.grant-change',
      statusCode: 403,
      unsavedFields: ['title'],
    })
    expect(failed.type === 'failed' && failed.message).toMatch(
      /not allowed to update document "drafts.grant-change"/,
    )
    // Nothing was reverted: the user still sees what they typed.
    expect(handle.getEditState().draft).toMatchObject({title: 'Hello world, again', body: 'Body'})
    expect(saveStates.map((state) => state.type)).toContain('failed')

    // Typing on is kept too, and nothing is sent while the failure stands.
    handle.getOperations().patch.execute([{set: {body: 'Body, edited'}}])
    await sleep(300)
    expect(handle.getEditState().draft).toMatchObject({title: 'Hello world, again', body: 'Body, edited'})
    expect(handle.getSaveState()).toMatchObject({type: 'failed', unsavedFields: ['title', 'body']})
    expect(await lake.client().getDocument('drafts.grant-change')).toMatchObject({
      title: 'Hello world',
      body: 'Body',
    })
    // Operations that need the edits saved fail with the refusal instead of hiding it.
    await expect(handle.getOperations().publish.execute()).rejects.toThrow(/Permission denied/)

    // Retrying while still refused keeps the failure (and the text).
    if (failed.type !== 'failed') throw new Error('expected a failure')
    await expect(failed.retry()).rejects.toThrow(/Permission denied/)
    expect(handle.getSaveState().type).toBe('failed')
    expect(handle.getEditState().draft).toMatchObject({title: 'Hello world, again', body: 'Body, edited'})

    // The grant comes back: retry sends everything held, once.
    lake.lake.kernel.users.setRoles(editor.id, ['editor'])
    const again = handle.getSaveState()
    if (again.type !== 'failed') throw new Error('expected a failure')
    await again.retry()
    await waitUntil(() => handle.getState().consistent, 'consistency')
    expect(handle.getSaveState()).toEqual({type: 'saved'})
    expect(await lake.client().getDocument('drafts.grant-change')).toMatchObject({
      title: 'Hello world, again',
      body: 'Body, edited',
    })
    handle.release()
  })

  it('discarding the held edits shows the server version again; the document keeps working', async () => {
    await lake.client().create({_id: 'discarded', _type: 'article', title: 'Server'})
    const store = storeFor(lake.url, lake.adminToken, {commitThrottleMs: 60_000})
    const handle = store.pair('discarded', 'article')
    await handle.whenReady()
    // The lake refuses a strong reference to a missing document (409).
    handle
      .getOperations()
      .patch.execute([{set: {title: 'Local', author: {_type: 'reference', _ref: 'no-such-author'}}}])
    await expect(handle.getOperations().commit.execute()).rejects.toThrow(/non-existent document/)
    const failed = handle.getSaveState()
    expect(failed).toMatchObject({type: 'failed', statusCode: 409, unsavedFields: ['title', 'author']})
    expect(handle.getEditState().draft).toMatchObject({title: 'Local'})

    if (failed.type !== 'failed') throw new Error('expected a failure')
    failed.discard()
    expect(handle.getSaveState()).toEqual({type: 'saved'})
    expect(handle.getEditState()).toMatchObject({draft: null, published: {title: 'Server'}})

    handle.getOperations().patch.execute([{set: {title: 'Fine'}}])
    await handle.getOperations().commit.execute()
    expect((await lake.client().getDocument('drafts.discarded'))?.title).toBe('Fine')
    handle.release()
  })
  it('closing the document keeps the held edits: opened again, the failure and the text are still there', async () => {
    await lake.client().create({_id: 'held-closed', _type: 'article', title: 'Server'})
    const store = storeFor(lake.url, lake.adminToken, {commitThrottleMs: 60_000, pairKeepAliveMs: 20})
    const first = store.pair('held-closed', 'article')
    await first.whenReady()
    first
      .getOperations()
      .patch.execute([{set: {title: 'Typed', author: {_type: 'reference', _ref: 'nobody'}}}])
    await expect(first.getOperations().commit.execute()).rejects.toThrow(/non-existent document/)
    first.release()
    await sleep(200)

    const again = store.pair('held-closed', 'article')
    expect(again.getSaveState()).toMatchObject({type: 'failed', statusCode: 409})
    expect(again.getEditState().draft).toMatchObject({title: 'Typed'})
    const failed = again.getSaveState()
    if (failed.type === 'failed') failed.discard()
    again.release()
    await sleep(200)
    // Once nothing is held the pair closes as usual: a new lease starts from the server's version.
    const fresh = store.pair('held-closed', 'article')
    await fresh.whenReady()
    expect(fresh.getEditState()).toMatchObject({draft: null, published: {title: 'Server'}})
    fresh.release()
  })
})

describe('a lake that stops and starts again while edits are pending', () => {
  let lake: RestartableLake
  let proxy: LakeProxy
  beforeAll(async () => {
    lake = await startRestartableLake()
    proxy = await startProxy(lake.url)
  })
  afterEach(async () => {
    await lake.ensureRunning()
  })
  afterAll(async () => {
    await proxy.close()
    await lake.dispose()
  })

  it('shows the retry attempt and time with the spec backoff, keeps every edit, and sends each once', async () => {
    await lake.client().create({_id: 'restart', _type: 'article', title: ''})
    const store = storeFor(lake.url, lake.token, {commitThrottleMs: 200})
    const errors = record<CommitError>((next) => store.commitErrors$.subscribe(next))
    const handle = store.pair('restart', 'article')
    await handle.whenReady()
    const saveStates = record<SaveState>((next) => handle.saveState$.subscribe(next))
    const shownAt = new Map<SaveState, number>()
    subscriptions.push(handle.saveState$.subscribe((state) => shownAt.set(state, Date.now())))

    let text = ''
    const type = async (chars: string) => {
      // Keystrokes as the form sends them: a diff-match-patch of the change (not idempotent).
      for (const char of chars) {
        const patch = stringifyPatches(makePatches(text, text + char))
        handle.getOperations().patch.execute([{diffMatchPatch: {title: patch}}])
        text += char
        await sleep(25)
      }
    }
    await type('before ')
    await waitUntil(() => handle.getState().consistent, 'the first edits to be saved')

    await lake.stop()
    await type('while the lake is down ')
    await firstMatching(handle.saveState$, (state) => state.type === 'retrying' && state.attempt >= 3, 10_000)
    const retrying = saveStates.filter((state) => state.type === 'retrying')
    // Attempts count up, each retry the spec's backoff after its failure (100 ms doubled).
    expect(retrying.map((state) => state.type === 'retrying' && state.attempt).slice(0, 3)).toEqual([1, 2, 3])
    const waits = errors.filter((error) => error.kind === 'retrying').slice(0, 3)
    expect(waits.map((error) => [error.attempt, error.retryInMs])).toEqual([
      [1, 100],
      [2, 200],
      [3, 400],
    ])
    for (const [index, state] of retrying.slice(0, 3).entries()) {
      if (state.type !== 'retrying') continue
      // The time shown is the failure's time plus that wait, and it is never later than the wait from now.
      expect(state.retryAt.getTime()).toBe(waits[index]?.retryAt)
      expect(state.retryAt.getTime() - shownAt.get(state)!).toBeLessThanOrEqual(
        100 * 2 ** (state.attempt - 1) + 5,
      )
    }
    expect(handle.getEditState().draft?.title).toBe(text)
    await type('and more ')

    await lake.start()
    await type('after')
    await handle.getOperations().commit.execute()
    await waitUntil(() => handle.getState().consistent, 'consistency after the restart', 15_000)
    expect(handle.getSaveState()).toEqual({type: 'saved'})
    expect(handle.getEditState().draft?.title).toBe('before while the lake is down and more after')
    expect((await lake.client().getDocument('drafts.restart'))?.title).toBe(
      'before while the lake is down and more after',
    )
    handle.release()
  })

  it('a commit that reached the lake but whose answer was lost is not applied twice', async () => {
    await lake.client().create({_id: 'lost-answer', _type: 'article', title: 'ab'})
    const store = storeFor(proxy.url, lake.token, {commitThrottleMs: 60_000})
    const errors = record<CommitError>((next) => store.commitErrors$.subscribe(next))
    const handle = store.pair('lost-answer', 'article')
    await handle.whenReady()
    let lost = false
    proxy.loseResponse = (request) => request.path.includes('/data/mutate/') && !lost && (lost = true)

    // A text patch applied twice would insert its text twice.
    handle
      .getOperations()
      .patch.execute([{diffMatchPatch: {title: stringifyPatches(makePatches('ab', 'aXb'))}}])
    await handle.getOperations().commit.execute()
    await waitUntil(() => handle.getState().consistent, 'consistency')
    proxy.loseResponse = undefined

    expect(errors.map(({kind, attempt}) => ({kind, attempt}))).toEqual([{kind: 'retrying', attempt: 1}])
    const attempts = proxy
      .requestsTo('/data/mutate/')
      .filter((request) => request.body.includes('lost-answer'))
    expect(attempts).toHaveLength(2)
    expect(attempts[1].status).toBe(409)
    expect((await lake.client().getDocument('drafts.lost-answer'))?.title).toBe('aXb')
    expect(handle.getEditState().draft?.title).toBe('aXb')
    expect(handle.getSaveState()).toEqual({type: 'saved'})
    handle.release()
  })
  it('a commit waiting out its backoff goes at once when the connection comes back (reconnected$)', async () => {
    await lake.client().create({_id: 'reconnected', _type: 'article', title: 'a'})
    const reconnected$ = new Subject<void>()
    const store = storeFor(proxy.url, lake.token, {commitThrottleMs: 60_000, reconnected$})
    const handle = store.pair('reconnected', 'article')
    await handle.whenReady()
    let failures = 0
    proxy.failWith = (request) =>
      request.path.includes('/data/mutate/') && failures++ < 8 ? {status: 503} : undefined
    handle.getOperations().patch.execute([{set: {title: 'ab'}}])
    const committed = handle.getOperations().commit.execute()
    const waiting = await firstMatching(
      handle.saveState$,
      (state) => state.type === 'retrying' && state.attempt === 6,
      10_000,
    )
    proxy.failWith = undefined
    // Attempt 6 failed: the next one is 3.2 s away, unless the connection says the lake is back.
    const back = Date.now()
    reconnected$.next()
    await committed
    expect(Date.now() - back).toBeLessThan(1000)
    expect(waiting.type === 'retrying' && waiting.retryAt.getTime() - back).toBeGreaterThan(2500)
    expect((await lake.client().getDocument('drafts.reconnected'))?.title).toBe('ab')
    handle.release()
  })
  it('a refusal also holds the commit queued behind it and what was typed meanwhile', async () => {
    await lake.client().create({_id: 'queued', _type: 'article', title: 'T', body: 'B'})
    const store = storeFor(proxy.url, lake.token, {commitThrottleMs: 60_000})
    const handle = store.pair('queued', 'article')
    await handle.whenReady()
    let refused = false
    proxy.failWith = (request) =>
      request.path.includes('/data/mutate/') && !refused && (refused = true)
        ? {status: 403, body: {error: {description: 'Injected refusal'}, statusCode: 403}}
        : undefined

    handle.getOperations().patch.execute([{set: {title: 'T1'}}])
    const first = handle.getOperations().commit.execute()
    // Queued behind the one in flight (an operation flushing), then typed while both wait.
    handle.getOperations().patch.execute([{set: {body: 'B1'}}])
    const second = handle.getOperations().commit.execute()
    handle.getOperations().patch.execute([{set: {summary: 'S1'}}])
    await expect(first).rejects.toThrow()
    await expect(second).rejects.toThrow()

    expect(handle.getSaveState()).toMatchObject({type: 'failed', unsavedFields: ['title', 'body', 'summary']})
    expect(handle.getEditState().draft).toMatchObject({title: 'T1', body: 'B1', summary: 'S1'})
    const failed = handle.getSaveState()
    if (failed.type !== 'failed') throw new Error('expected a failure')
    proxy.failWith = undefined
    await failed.retry()
    await waitUntil(() => handle.getState().consistent, 'consistency')
    expect(await lake.client().getDocument('drafts.queued')).toMatchObject({
      title: 'T1',
      body: 'B1',
      summary: 'S1',
    })
    handle.release()
  })
})
