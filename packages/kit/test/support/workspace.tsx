import {compileSchema} from '@tessera/schema'
import {
  createWorkspaceKernel,
  type CurrentUser,
  type PresenceSessionStorage,
  type WebSocketConstructor,
  type WorkspaceKernel,
} from '@tessera/store'
import type {ReactNode} from 'react'
import WebSocket from 'ws'
import {createI18n, type I18n} from '../../src/i18n/create-i18n.js'
import {WorkspaceProvider} from '../../src/workspace/workspace-provider.js'
import type {WorkspaceInfo} from '../../src/workspace/types.js'
import {DATASET, PROJECT_ID} from './lake.js'

export const schema = compileSchema({
  name: 'test',
  types: [{name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]}],
})

export const workspaceInfo: WorkspaceInfo = {
  name: 'blog',
  title: 'Blog',
  basePath: '/studio/blog',
  projectId: PROJECT_ID,
  dataset: DATASET,
}

function inMemorySessionStorage(): PresenceSessionStorage {
  const items = new Map<string, string>()
  return {getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value)}
}

/** A real kernel against the test lake; presence (over the `ws` package, for Node 20) only if asked. */
export function createTestKernel(
  url: string,
  token: string,
  options: {presence?: boolean} = {},
): WorkspaceKernel {
  return createWorkspaceKernel({
    projectId: PROJECT_ID,
    dataset: DATASET,
    apiHost: url,
    token,
    schema,
    presence: options.presence ?? false,
    // Each kernel its own session id: jsdom's one sessionStorage would make two kernels one session.
    sessionStorage: inMemorySessionStorage(),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
}

export function createTestI18n(): I18n {
  return createI18n({locales: [{id: 'en-US', title: 'English'}], defaultLocale: 'en-US'})
}

/** A `wrapper` for `render`/`renderHook` that puts the workspace above the tested component. */
export function workspaceWrapper(
  kernel: WorkspaceKernel,
  options: {i18n?: I18n; currentUser?: CurrentUser | null} = {},
): (props: {children: ReactNode}) => ReactNode {
  const i18n = options.i18n ?? createTestI18n()
  return function TestWorkspace({children}) {
    return (
      <WorkspaceProvider
        kernel={kernel}
        i18n={i18n}
        workspace={workspaceInfo}
        currentUser={options.currentUser ?? null}
      >
        {children}
      </WorkspaceProvider>
    )
  }
}
