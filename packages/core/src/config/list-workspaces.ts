import type {StudioConfig, WorkspaceOptions} from './types.js'

/** The name a workspace gets when it is the only one and has none (spec 000 §5). */
export const DEFAULT_WORKSPACE_NAME = 'default'

/** A workspace with the defaults of a single-workspace studio filled in. */
export interface NamedWorkspace extends WorkspaceOptions {
  name: string
  /** '' for the root: the workspace lives at '/'. */
  basePath: string
}

/**
 * The workspaces of a configuration as a list. A lone workspace without a name is called 'default'
 * and one without a basePath lives at the root. Run `validateStudioConfig` first: this does not check.
 */
export function listWorkspaces(config: StudioConfig): NamedWorkspace[] {
  const workspaces = Array.isArray(config) ? config : [config]
  const single = workspaces.length === 1
  return workspaces.map((workspace) => ({
    ...workspace,
    name: workspace.name ?? (single ? DEFAULT_WORKSPACE_NAME : ''),
    basePath: normalizeBasePath(workspace.basePath),
  }))
}

/** '/' and a missing basePath both mean the root, written ''. */
export function normalizeBasePath(basePath: string | undefined): string {
  if (basePath === undefined || basePath === '/') return ''
  return basePath
}
