import type {ResolvedWorkspace} from '../../resolve/types.js'
import {joinPath} from '../../routing/paths.js'

/** A workspace's full path: the studio's base path, then the workspace's ('/' for the root). */
export function workspacePath(
  studioBasePath: string,
  workspace: Pick<ResolvedWorkspace, 'basePath'>,
): string {
  return joinPath(studioBasePath, workspace.basePath)
}

/** The workspaces as the router matches them (`matchWorkspace`): each with its name and full path. */
export function routableWorkspaces(studioBasePath: string, workspaces: readonly ResolvedWorkspace[]) {
  return workspaces.map((workspace) => ({
    workspace,
    name: workspace.name,
    basePath: workspacePath(studioBasePath, workspace),
  }))
}
