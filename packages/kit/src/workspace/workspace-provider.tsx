import type {CurrentUser, WorkspaceKernel} from '@tessera/store'
import {useMemo, type ReactNode} from 'react'
import type {I18n} from '../i18n/create-i18n.js'
import {createNamespaceLoader} from './namespace-loader.js'
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
