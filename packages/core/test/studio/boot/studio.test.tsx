// @vitest-environment jsdom
import {useTheme_v2} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {startTestLake, TEST_DATASET, TEST_PROJECT_ID, type TestLake} from '@tessera/lake/testing'
import {tokenStorageKey} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import type {StudioConfig, Tool} from '../../../src/config/types.js'
import {colorSchemeStorageKey} from '../../../src/studio/colour-scheme/color-scheme-provider.js'
import {useColorScheme} from '../../../src/studio/colour-scheme/color-scheme-context.js'
import {createMemoryHistory} from '../../../src/studio/router/history.js'
import {Studio} from '../../../src/studio/studio.js'
import {localeStorageKey} from '../../../src/studio/boot/locale-storage.js'
import {useKernel, useLocale} from '@tessera/kit'
import type {WorkspaceKernel} from '@tessera/store'
import {lazy, StrictMode, Suspense, use, useState, type ComponentType, type ReactNode} from 'react'
import {installDomShims} from '../navbar/support.js'

let lake: TestLake

function Structure() {
  const {setSetting, setting} = useColorScheme()
  return (
    <div>
      <p>Structure tool</p>
      <p>setting: {setting}</p>
      <button onClick={() => setSetting('dark')}>go dark</button>
    </div>
  )
}

const structure: Tool = {name: 'structure', title: 'Structure', component: Structure}
const vision: Tool = {name: 'vision', title: 'Vision', component: () => <p>Vision tool</p>}

function workspaces(overrides: {tools?: Tool[]; redirectOnSingle?: boolean} = {}): StudioConfig {
  const common = {
    projectId: TEST_PROJECT_ID,
    dataset: TEST_DATASET,
    apiHost: lake.url,
    apiVersion: '2025-02-19',
    tools: overrides.tools ?? [structure, vision],
    auth: {redirectOnSingle: overrides.redirectOnSingle},
    schema: {types: [{name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]}]},
  }
  return [
    {...common, name: 'blog', title: 'Blog', basePath: '/blog'},
    {...common, name: 'shop', title: 'Shop', basePath: '/shop'},
  ]
}

function signIn(token: string) {
  localStorage.setItem(
    tokenStorageKey(TEST_PROJECT_ID),
    JSON.stringify({token, time: new Date().toISOString()}),
  )
}

function renderAt(path: string, config: StudioConfig) {
  const history = createMemoryHistory(path)
  render(<Studio config={config} history={history} />)
  return history
}

/**
 * For the lazily loaded screens: rendered in an awaited act, since React retries a suspension (the
 * screen's code arriving) in the test environment only inside one; a plain render stays on 'Loading…'.
 */
async function renderScreenAt(path: string, config: StudioConfig) {
  const history = createMemoryHistory(path)
  await act(async () => {
    render(<Studio config={config} history={history} />)
  })
  return history
}

beforeAll(async () => {
  installDomShims(1400)
  // The lazy screens' code in the module cache first, so it arrives within the act scope.
  await Promise.all([
    import('../../../src/studio/screens/schema-errors-screen.js'),
    import('../../../src/studio/screens/workspace-not-found-screen.js'),
  ])
  lake = await startTestLake({config: {dev: true, devOrigins: [window.location.origin]}})
})
afterAll(() => lake?.stop())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('routing by workspace base path', () => {
  it('redirects the root to the first workspace, replacing the entry', async () => {
    signIn(lake.adminToken)
    const history = renderAt('/', workspaces())
    await screen.findByText('Structure tool')
    expect(history.entries).toEqual(['/blog'])
  })

  it("shows 'Workspace not found' for other paths, and its button goes to the default workspace", async () => {
    signIn(lake.adminToken)
    const history = await renderScreenAt('/nowhere', workspaces())
    fireEvent.click(await screen.findByRole('button', {name: 'Go to default workspace'}))
    await screen.findByText('Structure tool')
    expect(history.location.pathname).toBe('/blog')
  })

  it('shows the schema errors of a workspace that did not resolve at its own path; the others work', async () => {
    signIn(lake.adminToken)
    const [blog, shop] = workspaces() as unknown as [Record<string, unknown>, Record<string, unknown>]
    const broken = {
      ...shop,
      schema: {types: [{name: 'post', type: 'document', fields: [{name: 'title', type: 'nope'}]}]},
    }
    await renderScreenAt('/shop/structure', [blog, broken] as unknown as StudioConfig)
    expect(await screen.findByText('Schema errors')).toBeTruthy()
    expect(screen.queryByText('Workspace not found')).toBeNull()
    cleanup()
    renderAt('/blog', [blog, broken] as unknown as StudioConfig)
    await screen.findByText('Structure tool')
  })

  it("renders a workspace in its own theme, and the others in the studio's", async () => {
    signIn(lake.adminToken)
    function Containers() {
      return <p>Containers {useTheme_v2().container.join(',')}</p>
    }
    const tool: Tool = {name: 'themed', title: 'Themed', component: Containers}
    const [blog, shop] = workspaces({tools: [tool]}) as unknown as [
      Record<string, unknown>,
      Record<string, unknown>,
    ]
    const themed = {...shop, theme: buildTheme({container: [111, 222, 333, 444, 555, 666]})}
    renderAt('/shop', [blog, themed] as unknown as StudioConfig)
    expect(await screen.findByText('Containers 111,222,333,444,555,666')).toBeTruthy()
    cleanup()
    renderAt('/blog', [blog, themed] as unknown as StudioConfig)
    expect((await screen.findByText(/^Containers /)).textContent).not.toContain('111')
  })

  it('offers the configuration issues dialog only when asked to (development builds by default)', async () => {
    signIn(lake.adminToken)
    // Two tools named alike: a warning, which leaves the workspace working.
    const config = workspaces({tools: [structure, {...vision, name: 'structure'}]})
    const issues = () => screen.queryAllByRole('button', {name: /^Configuration issues/})
    render(<Studio config={config} configIssues={false} history={createMemoryHistory('/blog')} />)
    await screen.findByText('Structure tool')
    expect(issues()).toHaveLength(0)
    cleanup()
    render(<Studio config={config} configIssues history={createMemoryHistory('/blog')} />)
    await screen.findByText('Structure tool')
    await waitFor(() => expect(issues().length).toBeGreaterThan(0))
  })

  it("refuses a <Studio basePath> that does not start with a slash, with the spec's message", async () => {
    signIn(lake.adminToken)
    render(<Studio config={workspaces()} basePath="studio" history={createMemoryHistory('/studio/blog')} />)
    expect(await screen.findByText('Configuration errors')).toBeTruthy()
    expect(await screen.findByText(/basePath must be a string, and must start with a slash/)).toBeTruthy()
  })

  it("sends an unknown tool to the workspace's root and says 'Tool not found: {name}'", async () => {
    signIn(lake.adminToken)
    const history = renderAt('/blog/media/some/path', workspaces())
    expect(await screen.findByText('Tool not found: media')).toBeTruthy()
    await screen.findByText('Structure tool')
    expect(history.location.pathname).toBe('/blog')
  })

  it('redirects the legacy desk path to structure with replace, keeping the rest of the path', async () => {
    signIn(lake.adminToken)
    const history = renderAt('/blog/desk/post', workspaces())
    await screen.findByText('Structure tool')
    expect(history.entries).toEqual(['/blog/structure/post'])
  })

  it('opens a tool by name and sets the page title', async () => {
    signIn(lake.adminToken)
    renderAt('/shop/vision', workspaces())
    await screen.findByText('Vision tool')
    expect(document.title).toBe('Vision | Shop')
  })

  it('asks the tool the URL opens to preload its code before the sign-in check answers', async () => {
    signIn(lake.adminToken)
    const preloaded: string[] = []
    // Each preload notes whether anything of the studio was on the page then: it is asked in the
    // studio's first render, not after it (that render is long; its effects come after it).
    const tools = [structure, vision].map((tool) => ({
      ...tool,
      preload: () => preloaded.push(`${tool.name}${document.body.textContent ? ' (after a commit)' : ''}`),
    }))
    renderAt('/blog/vision', workspaces({tools}))
    await screen.findByText('Vision tool')
    expect(preloaded).toEqual(['vision'])
  })

  it("enters the workspace as the sign-in answer comes: its kernel is made then, not after another 'Loading…'", async () => {
    signIn(lake.adminToken)
    // Each loading screen put on the page. The gate shows one until the answer; a workspace whose
    // kernel was made in an effect after that showed a second one for a render and a commit.
    const loadingScreensShown = new Set<Element>()
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof HTMLElement)) continue
          if (node.dataset.testid === 'loading-screen') loadingScreensShown.add(node)
          for (const inside of Array.from(node.querySelectorAll('[data-testid="loading-screen"]'))) {
            loadingScreensShown.add(inside)
          }
        }
      }
    })
    observer.observe(document.body, {childList: true, subtree: true})
    try {
      renderAt('/blog/structure', workspaces())
      await screen.findByText('Structure tool')
      expect(loadingScreensShown.size).toBe(1)
    } finally {
      observer.disconnect()
    }
  })

  it("says 'No configured tools' for a workspace without tools", async () => {
    signIn(lake.adminToken)
    renderAt('/blog', workspaces({tools: []}))
    await screen.findByText('No configured tools')
  })

  it('shows the crash screen headed by the tool when a tool throws', async () => {
    signIn(lake.adminToken)
    const broken: Tool = {
      name: 'broken',
      title: 'Broken',
      component: () => {
        throw new Error('boom')
      },
    }
    const originalError = console.error
    console.error = () => undefined
    try {
      renderAt('/blog/broken', workspaces({tools: [broken]}))
      await screen.findByText('Broken crashed')
      expect(screen.getByText('boom')).toBeTruthy()
    } finally {
      console.error = originalError
    }
  })
})

describe('sign-in screens', () => {
  it("shows the workspace chooser 'choose your workspace' to a signed-out visitor, then the providers", async () => {
    renderAt('/blog', workspaces({redirectOnSingle: false}))
    await screen.findByText('choose your workspace')
    const entry = await waitFor(() => {
      const element = document.querySelector('[data-workspace="shop"][data-state="logged-out"]')
      if (!element) throw new Error('no signed-out entry yet')
      return element
    })
    expect(entry.textContent).toContain('Signed out')
    fireEvent.click(entry)
    await screen.findByText('Choose login provider')
    expect(screen.getByRole('button', {name: /Sign in with/})).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'choose another workspace'}))
    await screen.findByText('choose your workspace')
  })

  it("shows 'Not authorized' to a user without roles, and Sign out signs them out", async () => {
    const nobody = await lake.user('nobody', [])
    signIn(nobody.token)
    renderAt('/blog', workspaces({redirectOnSingle: false}))
    await screen.findByText(/You are not authorized to access this studio/)
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Sign out'})))
    await screen.findByText('choose your workspace')
    expect(localStorage.getItem(tokenStorageKey(TEST_PROJECT_ID))).toBeNull()
  })
})

describe('errors', () => {
  it('shows the schema errors screen when the schema has errors', async () => {
    const broken: StudioConfig = {
      projectId: TEST_PROJECT_ID,
      dataset: TEST_DATASET,
      apiHost: lake.url,
      apiVersion: '2025-02-19',
      schema: {types: [{name: 'post', type: 'document', fields: [{name: 'author', type: 'person'}]}]},
    }
    renderAt('/', broken)
    await screen.findByText('Schema errors')
    expect(screen.getByText(/person/)).toBeTruthy()
  })

  it("shows an 'Uncaught error' toast for errors nothing handled, but not for CORS errors", async () => {
    signIn(lake.adminToken)
    renderAt('/blog', workspaces())
    await screen.findByText('Structure tool')
    const cors = Object.assign(new Error('not allowed'), {name: 'CorsOriginError'})
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', {error: cors, message: cors.message}))
      window.dispatchEvent(
        new ErrorEvent('error', {error: new Error('Something broke'), message: 'Something broke'}),
      )
    })
    await screen.findByText('Uncaught error')
    expect(screen.getByText('Something broke')).toBeTruthy()
    expect(screen.queryByText('not allowed')).toBeNull()
  })
})

describe('locale', () => {
  it('starts in the locale stored for the project, falling back to the first one', async () => {
    signIn(lake.adminToken)
    function LocaleTool() {
      return <p>locale: {useLocale()}</p>
    }
    const withLocales = (): StudioConfig => ({
      projectId: TEST_PROJECT_ID,
      dataset: TEST_DATASET,
      apiHost: lake.url,
      apiVersion: '2025-02-19',
      tools: [{name: 'locale', component: LocaleTool}],
      i18n: {
        locales: [
          {id: 'en-US', title: 'English'},
          {id: 'nb-NO', title: 'Norsk'},
        ],
      },
    })
    renderAt('/', withLocales())
    await screen.findByText('locale: en-US')
    cleanup()
    localStorage.setItem(localeStorageKey(TEST_PROJECT_ID), 'nb-NO')
    renderAt('/', withLocales())
    await screen.findByText('locale: nb-NO')
  })
})

describe('colour scheme', () => {
  it('stores the choice per studio and uses it after a reload', async () => {
    signIn(lake.adminToken)
    renderAt('/blog', workspaces())
    await screen.findByText('setting: system')
    fireEvent.click(screen.getByRole('button', {name: 'go dark'}))
    await screen.findByText('setting: dark')
    expect(localStorage.getItem(colorSchemeStorageKey(TEST_PROJECT_ID))).toBe('dark')
    cleanup()
    renderAt('/blog', workspaces())
    await screen.findByText('setting: dark')
  })
})

/** The workspace's kernel, as the tool below sees it (set while it renders). */
describe('an app around the studio', () => {
  it("keeps the workspace's stores when a Suspense boundary above the studio hides and shows it", async () => {
    signIn(lake.adminToken)
    const kernels = new Set<WorkspaceKernel>()
    function KernelTool() {
      kernels.add(useKernel())
      return <p>Structure tool</p>
    }
    const tools: Tool[] = [{name: 'structure', title: 'Structure', component: KernelTool}]
    let finish = () => {}
    const slowPart = new Promise<void>((resolve) => (finish = resolve))
    // Something of the app's beside the studio that suspends in an urgent update: React hides the
    // boundary's children, the studio among them, and shows them again when it is done.
    function AppPart({waiting}: {waiting: boolean}) {
      if (waiting) use(slowPart)
      return null
    }
    let setWaiting = (_waiting: boolean) => {}
    const config = workspaces({tools})
    const history = createMemoryHistory('/blog/structure')
    function App() {
      const [waiting, set] = useState(false)
      setWaiting = set
      return (
        <Suspense fallback={<p>The app is loading</p>}>
          <AppPart waiting={waiting} />
          <Studio config={config} history={history} />
        </Suspense>
      )
    }
    render(<App />)
    await screen.findByText('Structure tool')
    act(() => setWaiting(true))
    await screen.findByText('The app is loading')
    await act(async () => {
      finish()
      await slowPart
    })
    await screen.findByText('Structure tool')
    // Made once: hiding the tree ran no cleanup that disposed the kernel and made another.
    expect(kernels.size).toBe(1)
  })
})

describe("React's StrictMode (an app's, in development and, with React 19.3, in production)", () => {
  it('asks once who is signed in and enters the workspace: the simulated unmount disposes nothing in use', async () => {
    signIn(lake.adminToken)
    const asked: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes('/users/me')) asked.push(url)
      return realFetch(input, init)
    }
    try {
      // StrictMode runs every effect's cleanup and then the effect again after the first commit. The
      // studio used to dispose its sign-in stores in that cleanup: the gate, subscribed again to a
      // disposed store, got no answer and stayed on 'Loading…' unless something else re-rendered it.
      render(
        <StrictMode>
          <Studio config={workspaces()} history={createMemoryHistory('/blog/structure')} />
        </StrictMode>,
      )
      await screen.findByText('Structure tool')
      expect(asked).toHaveLength(1)
    } finally {
      globalThis.fetch = realFetch
    }
  })
})

const kernelForTest: {current?: WorkspaceKernel} = {}

describe('edit intents', () => {
  it('opens the named document while a slow tool is still loading, so the tool finds it loaded', async () => {
    signIn(lake.adminToken)
    const response = await fetch(`${lake.url}/v2025-02-19/data/mutate/${TEST_DATASET}`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${lake.adminToken}`, 'Content-Type': 'application/json'},
      body: JSON.stringify({
        mutations: [{createOrReplace: {_id: 'intent-post', _type: 'post', title: 'Fetched early'}}],
      }),
    })
    expect(response.ok).toBe(true)
    function SlowEditor() {
      // What the tool sees the moment it first renders, before any fetch of its own could finish.
      const [atFirstRender] = useState(() => {
        const lease = kernelForTest.current!.documents.pair('intent-post', 'post')
        const state = lease.getEditState()
        lease.release()
        return state.ready ? `loaded: ${String(state.published?.title)}` : 'not loaded'
      })
      return <p>{atFirstRender}</p>
    }
    function KernelProbe({children}: {children: ReactNode}) {
      kernelForTest.current = useKernel()
      return <>{children}</>
    }
    const editor: Tool = {
      name: 'editor',
      title: 'Editor',
      // A tool whose code takes a second to arrive, as a lazily loaded tool's chunk does.
      component: lazy(
        () =>
          new Promise<{default: ComponentType}>((resolve) =>
            setTimeout(
              () =>
                resolve({
                  default: () => (
                    <KernelProbe>
                      <SlowEditor />
                    </KernelProbe>
                  ),
                }),
              1000,
            ),
          ),
      ) as unknown as Tool['component'],
      canHandleIntent: (intent) => intent === 'edit',
    }
    renderAt('/blog/intent/edit/id=intent-post;type=post', workspaces({tools: [editor]}))
    expect(await screen.findByText('loaded: Fetched early', undefined, {timeout: 5000})).toBeTruthy()
  })
})
