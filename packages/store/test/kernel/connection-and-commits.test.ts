import {compileSchema} from '@tessera/schema'
import {BehaviorSubject, type Subscription} from 'rxjs'
import {afterEach, expect, it} from 'vitest'
import {createWorkspaceKernel, type ConnectionState, type WorkspaceKernel} from '../../src/index.js'
import {startRestartableLake, type RestartableLake} from '../documents/helpers/restartable-lake.js'
import {firstMatching, waitUntil} from '../documents/helpers/wait.js'
import {DATASET, PROJECT_ID} from '../support/lake.js'

/*
 * Issue 18: the workspace's connection state and its commits tell each other. A commit failing on the
 * network puts the connection in error (attempt count, next retry time); when the lake answers again,
 * commits waiting out their backoff are sent at once, edits made meanwhile with them.
 */

const schema = compileSchema({
  name: 'test',
  types: [{name: 'article', type: 'document', fields: [{name: 'title', type: 'string'}]}],
})

let lake: RestartableLake | undefined
let kernel: WorkspaceKernel | undefined
const subscriptions: Subscription[] = []
afterEach(async () => {
  subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe())
  kernel?.dispose()
  await lake?.dispose()
})

it('a commit failing on the network turns the connection to error; back online, the edits go at once', async () => {
  lake = await startRestartableLake()
  const online$ = new BehaviorSubject(true)
  kernel = createWorkspaceKernel({
    projectId: PROJECT_ID,
    dataset: DATASET,
    apiHost: lake.url,
    token: lake.token,
    schema,
    presence: false,
    online$,
  })
  const states: ConnectionState[] = []
  subscriptions.push(kernel.connection.connectionState$.subscribe((state) => states.push(state)))
  const handle = kernel.documents.pair('offline-edits', 'article')
  await handle.whenReady()
  handle.getOperations().patch.execute([{set: {title: 'one'}}])
  await handle.getOperations().commit.execute()
  expect(states.at(-1)).toEqual({type: 'connected'})

  await lake.stop()
  handle.getOperations().patch.execute([{set: {title: 'one two'}}])
  // The failed commit is the connection's first failed attempt; the ping counts on from there.
  const failing = await firstMatching(
    kernel.connection.connectionState$,
    (state) => state.type === 'error' && state.attempt >= 6,
    15_000,
  )
  expect(failing).toMatchObject({type: 'error', offline: false})
  expect(states.find((state) => state.type === 'error')).toMatchObject({attempt: 1})
  const retrying = await firstMatching(
    handle.saveState$,
    (state) => state.type === 'retrying' && state.attempt >= 6,
    15_000,
  )

  // The browser goes offline: no attempts, the count kept; edits made now are kept too.
  online$.next(false)
  expect(states.at(-1)).toMatchObject({type: 'error', offline: true, retryAt: null})
  await lake.start()
  const back = Date.now()
  online$.next(true)
  await waitUntil(
    () => handle.getSaveState().type === 'saved' && handle.getState().consistent,
    'the edits to be saved',
    10_000,
  )
  // Sooner than the commit's own next attempt (its backoff had grown to seconds).
  if (retrying.type !== 'retrying') throw new Error('expected a retrying state')
  expect(Date.now()).toBeLessThan(retrying.retryAt.getTime())
  expect(Date.now() - back).toBeLessThan(2000)
  expect(states.at(-1)).toEqual({type: 'connected'})
  expect((await lake.client().getDocument('drafts.offline-edits'))?.title).toBe('one two')
  handle.release()
})
