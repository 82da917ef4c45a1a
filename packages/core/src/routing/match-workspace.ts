import {normalizeBasePath} from '../config/list-workspaces.js'
import {joinPath, pathSegments} from './paths.js'

/** What the router needs of a workspace. */
export interface RoutableWorkspace {
  name: string
  basePath?: string
}

/** The location match of spec 000 §4: match, redirect or not-found. */
export type WorkspaceMatch<Workspace extends RoutableWorkspace = RoutableWorkspace> =
  | {
      type: 'match'
      workspace: Workspace
      index: number
      /** The workspace's base path as a path: '/' for the root. */
      basePath: string
      /** What lies beneath the base path, e.g. '/structure/post' ('/' when nothing). */
      restPath: string
    }
  | {type: 'redirect'; pathname: string}
  | {
      type: 'not-found'
      /** Where 'Go to default workspace' leads: the first workspace's base path. */
      defaultWorkspacePath: string
    }

/**
 * Picks the workspace for a pathname (spec 000 §2.1). Base paths compare case-insensitively, segment
 * by segment, so '/blog' does not claim '/blogging'.
 */
export function matchWorkspace<Workspace extends RoutableWorkspace>(
  workspaces: readonly Workspace[],
  pathname: string,
): WorkspaceMatch<Workspace> {
  const first = workspaces[0]
  const defaultWorkspacePath = joinPath(normalizeBasePath(first?.basePath))
  const path = pathSegments(pathname).map((segment) => segment.toLowerCase())

  for (const [index, workspace] of workspaces.entries()) {
    const base = pathSegments(normalizeBasePath(workspace.basePath)).map((segment) => segment.toLowerCase())
    if (startsWithSegments(path, base)) {
      return {
        type: 'match',
        workspace,
        index,
        basePath: joinPath(normalizeBasePath(workspace.basePath)),
        restPath: joinPath('', ...pathSegments(pathname).slice(base.length)),
      }
    }
  }

  if (!first) return {type: 'not-found', defaultWorkspacePath}

  const isPrefixOfSomeBasePath = workspaces.some((workspace) =>
    startsWithSegments(
      pathSegments(normalizeBasePath(workspace.basePath)).map((segment) => segment.toLowerCase()),
      path,
    ),
  )
  // The root is a prefix of every base path, so it redirects too.
  if (isPrefixOfSomeBasePath) return {type: 'redirect', pathname: defaultWorkspacePath}
  return {type: 'not-found', defaultWorkspacePath}
}

function startsWithSegments(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment)
}
