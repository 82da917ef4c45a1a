import type {AuthStore} from '@tessera/store'
import {createContext, useContext} from 'react'
import type {KernelHeadStart} from '../boot/kernel-head-start.js'
import type {FailedWorkspace, ResolvedWorkspace, ResolveProblem} from '../../resolve/types.js'

/** The whole studio as the shell knows it: every workspace, every problem, where it is mounted. */
export interface StudioContextValue {
  /** Workspaces that resolved without errors, in configuration order. */
  workspaces: ResolvedWorkspace[]
  /** Workspaces left out for their errors: their paths show the schema-errors screen. */
  failedWorkspaces?: FailedWorkspace[]
  /** Whether the navbar offers the configuration issues dialog (`<Studio configIssues>`). */
  configIssues?: boolean
  /** Every configuration and schema problem (errors and warnings), for the configuration issues dialog. */
  problems: ResolveProblem[]
  /** The studio's own base path ('' at the root); workspace base paths are below it. */
  basePath: string
  /** A stable key naming this studio, for per-studio local storage (colour scheme, locale). */
  storageKey: string
  /** One auth store per lake and project, shared by every workspace on it (created on first use). */
  authStoreFor(workspace: ResolvedWorkspace): AuthStore
  /** The runtime of the workspace the URL opens, made as the sign-in answer comes (none: made later). */
  kernelHeadStart?: KernelHeadStart
}

export const StudioContext = createContext<StudioContextValue | null>(null)

/** The studio around the caller; throws outside `<Studio>`. */
export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext)
  if (!value) throw new Error('useStudio() must be used inside <Studio>')
  return value
}
