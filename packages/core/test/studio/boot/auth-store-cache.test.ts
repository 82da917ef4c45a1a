import {startTestLake, type TestLake} from '@tessera/lake/testing'
import type {AuthState, AuthStore} from '@tessera/store'
import {firstValueFrom, toArray} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createAuthStoreCache} from '../../../src/studio/boot/auth-stores.js'
import {blogWorkspace} from './blog-workspace.js'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.stop())

const blog = () => blogWorkspace(lake.url)

/** Everything the store's state emits until it ends, or 'live' when it is still running after 2 s. */
async function lifeOf(store: AuthStore): Promise<AuthState[] | 'live'> {
  const all = firstValueFrom(store.state$.pipe(toArray()))
  const live = new Promise<'live'>((resolve) => setTimeout(() => resolve('live'), 2000))
  return Promise.race([all, live])
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('the studio’s auth stores: held while mounted, disposed a task after the last release', () => {
  it('keeps the stores when held again at once (StrictMode’s unmount and mount), and answers', async () => {
    const cache = createAuthStoreCache()
    const workspace = blog()
    const store = cache.get(workspace)
    cache.hold()()
    cache.hold()
    await nextTask()
    expect(cache.get(workspace)).toBe(store)
    const state = await firstValueFrom(store.state$)
    expect(state.authenticated).toBe(false)
    cache.dispose()
  })

  it('disposes them after a real unmount: the state ends, and the next get makes a new store', async () => {
    const cache = createAuthStoreCache()
    const workspace = blog()
    const store = cache.get(workspace)
    const release = cache.hold()
    release()
    release()
    await nextTask()
    expect(await lifeOf(store)).toEqual([])
    const next = cache.get(workspace)
    expect(next).not.toBe(store)
    expect(await firstValueFrom(next.state$)).toMatchObject({authenticated: false})
    cache.dispose()
  })
})
