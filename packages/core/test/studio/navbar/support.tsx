import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {createI18n, WorkspaceProvider} from '@tessera/kit'
import {TEST_DATASET, TEST_PROJECT_ID} from '@tessera/lake/testing'
import {compileSchema} from '@tessera/schema'
import {
  createAuthStore,
  createWorkspaceKernel,
  type CurrentUser,
  type PresenceSessionStorage,
  type WorkspaceKernel,
} from '@tessera/store'
import {useState, type ReactNode} from 'react'
import type {ResolvedWorkspace} from '../../../src/resolve/types.js'
import {ActiveWorkspaceContext} from '../../../src/studio/context/active-workspace-context.js'
import {RouterContext} from '../../../src/studio/router/router-context.js'
import type {StudioRouter} from '../../../src/studio/router/types.js'

const theme = buildTheme()

/**
 * What jsdom lacks and @sanity/ui needs: matchMedia (useMediaIndex; every query matches as at
 * `width` px) and ResizeObserver (useElementSize; never reports, so everything counts as fitting).
 */
export function installDomShims(width = 1400): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)
    const max = /max-width:\s*(\d+)px/.exec(query)
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
}

/** @sanity/ui's theme and layers around `children`, as the studio gives them. */
export function Themed({children}: {children: ReactNode}) {
  return (
    <ThemeProvider theme={theme}>
      <LayerProvider>{children}</LayerProvider>
    </ThemeProvider>
  )
}

export const schema = compileSchema({
  name: 'test',
  types: [{name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]}],
})

/** A resolved workspace with what the navbar reads; the rest is empty. */
export function testWorkspace(
  apiHost: string,
  overrides: Partial<ResolvedWorkspace> = {},
): ResolvedWorkspace {
  return {
    name: 'blog',
    title: 'Blog',
    subtitle: undefined,
    basePath: '/blog',
    icon: undefined,
    projectId: TEST_PROJECT_ID,
    dataset: TEST_DATASET,
    apiHost,
    apiVersion: '2025-02-19',
    auth: undefined,
    schema,
    templates: [],
    newDocumentOptions: [],
    tools: [],
    visibleTools: [],
    toolSwitcher: {},
    i18n: {locales: [], bundles: []},
    form: {image: {assetSources: []}, file: {assetSources: []}},
    theme: undefined,
    plugins: [],
    search: {component: null},
    ...overrides,
  }
}

function memorySessionStorage(): PresenceSessionStorage {
  const items = new Map<string, string>()
  return {getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value)}
}

/** A real kernel against the test lake (presence over jsdom's WebSocket when asked). */
export function createTestKernel(url: string, token: string, presence = false): WorkspaceKernel {
  return createWorkspaceKernel({
    projectId: TEST_PROJECT_ID,
    dataset: TEST_DATASET,
    apiHost: url,
    token,
    schema,
    presence,
    sessionStorage: memorySessionStorage(),
  })
}

export interface RecordingRouter extends StudioRouter {
  visited: string[]
}

export function recordingRouter(pathname = '/blog/structure'): RecordingRouter {
  const visited: string[] = []
  return {pathname, search: '', hash: '', visited, navigate: (path) => void visited.push(path)}
}

export interface SignedInOptions {
  kernel: WorkspaceKernel
  url: string
  currentUser: CurrentUser
  router?: StudioRouter
  workspace?: ResolvedWorkspace
  activeToolName?: string
}

/** The contexts the shell puts around the navbar for a signed-in workspace, with a real kernel. */
export function SignedIn({
  kernel,
  url,
  currentUser,
  router,
  workspace,
  activeToolName,
  children,
}: SignedInOptions & {children: ReactNode}) {
  const resolved = workspace ?? testWorkspace(url)
  const [authStore] = useState(() =>
    createAuthStore({projectId: resolved.projectId, apiHost: url, broadcast: null, location: null}),
  )
  const [i18n] = useState(() =>
    createI18n({locales: [{id: 'en-US', title: 'English'}], defaultLocale: 'en-US'}),
  )
  return (
    <Themed>
      <RouterContext value={router ?? recordingRouter()}>
        <ActiveWorkspaceContext
          value={{
            workspace: resolved,
            basePath: resolved.basePath,
            authStore,
            currentUser,
            activeToolName,
          }}
        >
          <WorkspaceProvider
            kernel={kernel}
            i18n={i18n}
            workspace={{
              name: resolved.name,
              title: resolved.title ?? resolved.name,
              basePath: resolved.basePath,
              projectId: resolved.projectId,
              dataset: resolved.dataset,
            }}
            currentUser={currentUser}
          >
            {children}
          </WorkspaceProvider>
        </ActiveWorkspaceContext>
      </RouterContext>
    </Themed>
  )
}

/** A signed-in user as `/users/me` describes them. */
export function currentUser(id: string, roles: string[]): CurrentUser {
  return {
    id,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    provider: 'github',
    role: roles[0] ?? '',
    roles: roles.map((name) => ({name, title: name})),
  }
}
