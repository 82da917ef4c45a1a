import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {ToastProvider} from '@sanity/ui/toast'
import {buildTheme} from '@sanity/ui/theme'
import {createI18n, WorkspaceProvider, type PluginOptions, type WorkspaceInfo} from '@tessera/kit'
import {startTestLake, TEST_DATASET, TEST_PROJECT_ID, type TestLake} from '@tessera/lake/testing'
import {compileSchema, defaultTemplatesForSchema, prepareTemplates} from '@tessera/schema'
import {
  createWorkspaceClient,
  createWorkspaceKernel,
  type CurrentUser,
  type PresenceSessionStorage,
  type WebSocketConstructor,
  type WorkspaceKernel,
} from '@tessera/store'
import type {Schema, TypeDefinition} from '@tessera/types'
import type {ReactNode} from 'react'
import WebSocket from 'ws'

/** jsdom lacks matchMedia and ResizeObserver, which @sanity/ui uses; importing installs them. */
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
}

export const PROJECT_ID = TEST_PROJECT_ID
export const DATASET = TEST_DATASET

/** The schema the structure tests share: a post (with an author reference), an author, a live-edit note. */
export const testTypes: TypeDefinition[] = [
  {
    name: 'post',
    title: 'Post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', validation: (rule: {required(): unknown}) => rule.required()},
      {name: 'author', type: 'reference', to: [{type: 'author'}]},
    ],
  } as TypeDefinition,
  {
    name: 'author',
    title: 'Author',
    type: 'document',
    fields: [{name: 'name', type: 'string'}],
  } as TypeDefinition,
  {
    name: 'note',
    title: 'Note',
    type: 'document',
    liveEdit: true,
    fields: [{name: 'title', type: 'string'}],
  } as TypeDefinition,
]

export const testSchema: Schema = compileSchema({name: 'test', types: testTypes})

function memorySessionStorage(): PresenceSessionStorage {
  const items = new Map<string, string>()
  return {getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value)}
}

export interface StructureTestLake {
  test: TestLake
  url: string
  /** An administrator client, to write as "someone else" and read results back. */
  admin: WorkspaceKernel['client']
  /** A signed-up user (an editor unless `roles` say otherwise) with a kernel on the test schema. */
  signIn(name: string, roles?: string[]): Promise<{kernel: WorkspaceKernel; currentUser: CurrentUser}>
  stop(): Promise<void>
}

/** A real lake with kernels for signed-in users; `stop` disposes every kernel and the lake. */
export async function startStructureLake(options: {presence?: boolean} = {}): Promise<StructureTestLake> {
  const test = await startTestLake()
  const kernels: WorkspaceKernel[] = []
  return {
    test,
    url: test.url,
    admin: createWorkspaceClient({
      projectId: PROJECT_ID,
      dataset: DATASET,
      apiHost: test.url,
      token: test.adminToken,
    }),
    async signIn(name, roles = ['editor']) {
      const user = await test.user(name, roles)
      const kernel = createWorkspaceKernel({
        projectId: PROJECT_ID,
        dataset: DATASET,
        apiHost: test.url,
        token: user.token,
        schema: testSchema,
        presence: options.presence ?? false,
        sessionStorage: memorySessionStorage(),
        WebSocket: WebSocket as unknown as WebSocketConstructor,
      })
      kernels.push(kernel)
      const currentUser = {
        id: user.id,
        name,
        email: user.email,
        roles: roles.map((role) => ({name: role, title: role[0]!.toUpperCase() + role.slice(1)})),
      } as unknown as CurrentUser
      return {kernel, currentUser}
    },
    async stop() {
      for (const kernel of kernels) kernel.dispose()
      await test.stop()
    },
  }
}

const theme = buildTheme()

/** The workspace info the tests use: the test schema's default templates, and the given plugins. */
export function testWorkspaceInfo(plugins: PluginOptions[] = []): WorkspaceInfo {
  return {
    name: 'test',
    title: 'Test',
    basePath: '/test',
    projectId: PROJECT_ID,
    dataset: DATASET,
    templates: prepareTemplates(testSchema, defaultTemplatesForSchema(testSchema)),
    plugins: plugins.map((plugin) => ({plugin, path: ['test', plugin.name]})),
  }
}

/** Everything a structure component expects above it: theme, layers, toasts and the workspace. */
export function StructureTestWorkspace({
  kernel,
  currentUser,
  plugins,
  children,
}: {
  kernel: WorkspaceKernel
  currentUser: CurrentUser | null
  plugins?: PluginOptions[]
  children?: ReactNode
}) {
  return (
    <ThemeProvider theme={theme}>
      <LayerProvider>
        <ToastProvider>
          <WorkspaceProvider
            kernel={kernel}
            i18n={createI18n({locales: [{id: 'en-US', title: 'English'}], defaultLocale: 'en-US'})}
            workspace={testWorkspaceInfo(plugins)}
            currentUser={currentUser}
          >
            {children}
          </WorkspaceProvider>
        </ToastProvider>
      </LayerProvider>
    </ThemeProvider>
  )
}
