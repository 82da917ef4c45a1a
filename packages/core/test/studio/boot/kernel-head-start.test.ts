// @vitest-environment jsdom
import {startTestLake, TEST_PROJECT_ID, type TestLake} from '@tessera/lake/testing'
import {createAuthStore, tokenStorageKey, type AuthStore, type WorkspaceKernel} from '@tessera/store'
import {firstValueFrom} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  createKernelHeadStart,
  HEAD_START_UNCLAIMED_MS,
  type KernelHeadStart,
} from '../../../src/studio/boot/kernel-head-start.js'
import {runtimeKeyOf, type RuntimeKey} from '../../../src/studio/boot/workspace-runtime.js'
import {blogWorkspace} from './blog-workspace.js'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake({config: {dev: true, devOrigins: [window.location.origin]}})
})
afterAll(() => lake?.stop())

const open: {headStart: KernelHeadStart; store: AuthStore}[] = []
afterEach(() => {
  for (const {headStart, store} of open.splice(0)) {
    headStart.dispose()
    store.dispose()
  }
  localStorage.clear()
})

const blog = () =>
  blogWorkspace(lake.url, [{name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]}])

/** A head start begun for the blog workspace as `token` (none: signed out); resolves once the answer is in. */
async function begin(token: string | undefined, options?: {unclaimedMs: number}) {
  if (token) {
    localStorage.setItem(
      tokenStorageKey(TEST_PROJECT_ID),
      JSON.stringify({token, time: new Date().toISOString()}),
    )
  }
  const workspace = blog()
  const store = createAuthStore({projectId: TEST_PROJECT_ID, apiHost: lake.url})
  const headStart = createKernelHeadStart(options)
  open.push({headStart, store})
  headStart.start(workspace, store, () => ({id: 'intent-post', type: 'post'}))
  const key: RuntimeKey = runtimeKeyOf(workspace, await firstValueFrom(store.state$))
  return {headStart, key}
}

/** A disposed kernel's streams end as soon as they are subscribed. */
function isDisposed(kernel: WorkspaceKernel): boolean {
  let ended = false
  kernel.connection.connectionState$.subscribe({complete: () => (ended = true)}).unsubscribe()
  return ended
}

describe("the kernel's head start: made as the sign-in answer lets the user in, before React renders", () => {
  it('is there for the signed-in user with a role, with the intent document opened, and handed over once', async () => {
    const {headStart, key} = await begin(lake.adminToken)
    const runtime = headStart.peek(key)
    expect(runtime).toBeDefined()
    expect(headStart.peek(key)).toBe(runtime)
    expect(headStart.take(key)).toBe(runtime)
    expect(headStart.peek(key)).toBeUndefined()
    expect(headStart.take(key)).toBeUndefined()
    // The studio's dispose leaves a runtime that was taken alone: its owner disposes it.
    headStart.dispose()
    expect(isDisposed(runtime!.kernel)).toBe(false)
    runtime!.kernel.dispose()
  })

  it('is only for exactly that workspace, token and user', async () => {
    const {headStart, key} = await begin(lake.adminToken)
    expect(headStart.peek({...key, userId: 'someone-else'})).toBeUndefined()
    expect(headStart.peek({...key, token: 'another-token'})).toBeUndefined()
    expect(headStart.peek({...key, workspace: blog()})).toBeUndefined()
    expect(headStart.peek(key)).toBeDefined()
  })

  it('makes nothing for a signed-out user or one without a role (the gate shows them a screen)', async () => {
    const signedOut = await begin(undefined)
    expect(signedOut.key.userId).toBeUndefined()
    expect(signedOut.headStart.peek(signedOut.key)).toBeUndefined()

    const noRole = await begin(lake.robotToken([]))
    expect(noRole.key.userId).toBeDefined()
    expect(noRole.headStart.peek(noRole.key)).toBeUndefined()
  })

  it('disposes a runtime nobody took, after a while or with the studio', async () => {
    expect(HEAD_START_UNCLAIMED_MS).toBe(10_000)
    const late = await begin(lake.adminToken, {unclaimedMs: 50})
    const runtime = late.headStart.peek(late.key)!
    expect(isDisposed(runtime.kernel)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(isDisposed(runtime.kernel)).toBe(true)
    expect(late.headStart.peek(late.key)).toBeUndefined()

    const withStudio = await begin(lake.adminToken)
    const other = withStudio.headStart.peek(withStudio.key)!
    withStudio.headStart.hold()()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(isDisposed(other.kernel)).toBe(true)
  })
})
