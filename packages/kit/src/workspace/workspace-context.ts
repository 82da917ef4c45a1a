import {createContext, useContext} from 'react'
import type {WorkspaceContextValue} from './types.js'

export const WorkspaceContext = createContext<WorkspaceContextValue | null>(null)

/** The message a hook throws when no `WorkspaceProvider` is above it. */
export function missingProviderMessage(hookName: string): string {
  return `${hookName}() must be used inside a <WorkspaceProvider>: no WorkspaceProvider was found above this component`
}

/** The provider's value; throws, naming `hookName`, when there is no provider. */
export function useWorkspaceContext(hookName: string): WorkspaceContextValue {
  const value = useContext(WorkspaceContext)
  if (!value) throw new Error(missingProviderMessage(hookName))
  return value
}
