import type {AuthStore, CurrentUser} from '@tessera/store'
import {createContext, useContext} from 'react'
import type {ResolvedWorkspace} from '../../resolve/types.js'

/** The workspace the route points at, once its user is signed in (kit's WorkspaceProvider is below it). */
export interface ActiveWorkspaceValue {
  workspace: ResolvedWorkspace
  /** The workspace's base path including the studio's, e.g. '/studio/blog' ('' at the root). */
  basePath: string
  authStore: AuthStore
  currentUser: CurrentUser
  /** The active tool's name, or undefined when the route names none (yet). */
  activeToolName: string | undefined
}

export const ActiveWorkspaceContext = createContext<ActiveWorkspaceValue | null>(null)

/** The signed-in workspace around the caller; throws outside one. */
export function useActiveWorkspace(): ActiveWorkspaceValue {
  const value = useContext(ActiveWorkspaceContext)
  if (!value) throw new Error('useActiveWorkspace() must be used inside a signed-in workspace')
  return value
}
