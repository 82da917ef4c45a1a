import type {CurrentUser, WorkspaceKernel} from '@tessera/store'
import {useMemo, type ReactNode} from 'react'
import type {I18n} from '../i18n/create-i18n.js'
import {WorkspaceContext} from './workspace-context.js'
import type {WorkspaceContextValue, WorkspaceInfo} from './types.js'

export interface WorkspaceProviderProps {
  kernel: WorkspaceKernel
  i18n: I18n
  workspace: WorkspaceInfo
  /** The signed-in user (from the auth store), or null. */
  currentUser: CurrentUser | null
  children?: ReactNode
}

/**
 * A promise React's `use` reads without suspending: React checks a thenable's `status` before
 * waiting on it, so namespaces that need no loading never flash a fallback.
 */
function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), {status: 'fulfilled', value: undefined})
}

function createNamespaceLoader(i18n: I18n): (namespace: string) => Promise<void> {
  const loads = new Map<string, Promise<void>>()
  return (namespace) => {
    // Per locale: after a locale change the namespace may need that locale's bundles.
    const key = `${i18n.locale}\u0000${namespace}`
    let load = loads.get(key)
    if (!load) {
      load = i18n.isNamespaceLoaded(namespace) ? fulfilled() : i18n.loadNamespace(namespace)
      loads.set(key, load)
      // Forget a failed load so the next render (after an error boundary resets) tries again.
      load.catch(() => loads.delete(key))
    }
    return load
  }
}

/**
 * Gives the components below it one workspace: its kernel (stores), i18n, resolved info and the
 * signed-in user. The kernel's life belongs to the caller: create it before and dispose it after.
 */
export function WorkspaceProvider({kernel, i18n, workspace, currentUser, children}: WorkspaceProviderProps) {
  const loadNamespace = useMemo(() => createNamespaceLoader(i18n), [i18n])
  const value = useMemo<WorkspaceContextValue>(
    () => ({kernel, i18n, workspace, currentUser, loadNamespace}),
    [kernel, i18n, workspace, currentUser, loadNamespace],
  )
  return <WorkspaceContext value={value}>{children}</WorkspaceContext>
}
