// @vitest-environment jsdom
import {cleanup, render, screen} from '@testing-library/react'
import {startTestLake, TEST_DATASET, TEST_PROJECT_ID, type TestLake} from '@tessera/lake/testing'
import {PRESENCE_SESSION_ID_STORAGE_KEY, tokenStorageKey, type WorkspaceKernel} from '@tessera/store'
import {useKernel} from '@tessera/kit'
import {Activity, act, StrictMode, useState} from 'react'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import type {StudioConfig, Tool} from '../../../src/config/types.js'
import {createMemoryHistory} from '../../../src/studio/router/history.js'
import {Studio} from '../../../src/studio/studio.js'
import {installDomShims} from '../navbar/support.js'

let lake: TestLake
beforeAll(async () => {
  installDomShims(1400)
  lake = await startTestLake({config: {dev: true, devOrigins: [window.location.origin]}})
})
afterAll(() => lake?.stop())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

const structure: Tool = {name: 'structure', title: 'Structure', component: () => <p>Structure tool</p>}
const config = (apiHost: string): StudioConfig => ({
  name: 'blog',
  projectId: TEST_PROJECT_ID,
  dataset: TEST_DATASET,
  apiHost,
  apiVersion: '2025-02-19',
  tools: [structure],
  schema: {types: [{name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]}]},
})

/** A structure tool that records every kernel it renders with. */
function kernelRecordingTools(): {seen: WorkspaceKernel[]; tools: Tool[]} {
  const seen: WorkspaceKernel[] = []
  function KernelTool() {
    seen.push(useKernel())
    return <p>Structure tool</p>
  }
  return {seen, tools: [{name: 'structure', title: 'Structure', component: KernelTool}]}
}

/** A disposed kernel's streams end as soon as they are subscribed. */
function isDisposed(kernel: WorkspaceKernel): boolean {
  let ended = false
  kernel.connection.connectionState$.subscribe({complete: () => (ended = true)}).unsubscribe()
  return ended
}

function signIn() {
  localStorage.setItem(
    tokenStorageKey(TEST_PROJECT_ID),
    JSON.stringify({token: lake.adminToken, time: new Date().toISOString()}),
  )
}

describe("the workspace's kernel under React's StrictMode (with React 19.3, in production too)", () => {
  it('is made once: the effect run again at once takes back the kernel its cleanup had set aside', async () => {
    signIn()
    // Each kernel sets up its presence session as it is made (reading the tab's session id): counting
    // those reads counts the kernels, with nothing of the studio's replaced.
    const read = vi.spyOn(Storage.prototype, 'getItem')
    const kernelsMade = () =>
      read.mock.calls.filter(([key]) => key === PRESENCE_SESSION_ID_STORAGE_KEY).length
    try {
      const {unmount} = render(
        <StrictMode>
          <Studio config={config(lake.url)} history={createMemoryHistory('/structure')} />
        </StrictMode>,
      )
      await screen.findByText('Structure tool')
      expect(kernelsMade()).toBe(1)
      unmount()
    } finally {
      read.mockRestore()
    }
  })

  it('still disposes the kernel when the studio goes away', async () => {
    signIn()
    const {seen, tools} = kernelRecordingTools()
    const {unmount} = render(
      <StrictMode>
        <Studio config={{...config(lake.url), tools}} history={createMemoryHistory('/structure')} />
      </StrictMode>,
    )
    await screen.findByText('Structure tool')
    const kernel = seen[0]!
    expect(isDisposed(kernel)).toBe(false)
    unmount()
    await vi.waitFor(() => expect(isDisposed(kernel)).toBe(true))
  })

  it('works again, on a live kernel, when an <Activity> around the studio shows it after a while', async () => {
    signIn()
    const {seen, tools} = kernelRecordingTools()
    let setMode = (_mode: 'visible' | 'hidden') => {}
    const history = createMemoryHistory('/structure')
    function App() {
      const [mode, set] = useState<'visible' | 'hidden'>('visible')
      setMode = set
      return (
        <Activity mode={mode}>
          <Studio config={{...config(lake.url), tools}} history={history} />
        </Activity>
      )
    }
    render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
    await screen.findByText('Structure tool')
    // Hidden, an Activity runs its effects' cleanups: the kernel is released a task later.
    act(() => setMode('hidden'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    act(() => setMode('visible'))
    // The first kernel was disposed while hidden (with the sign-in stores, so the signed-in tree is
    // made again); shown again, the tool works on a new kernel, never on the disposed one.
    await vi.waitFor(() => expect(seen.at(-1)).not.toBe(seen[0]))
    screen.getByText('Structure tool')
    expect(isDisposed(seen.at(-1)!)).toBe(false)
  })
})
