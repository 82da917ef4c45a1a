import {createAuthStore, type AuthStore} from '@tessera/store'
import type {Subscription} from 'rxjs'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {matchWorkspace} from '../../routing/match-workspace.js'
import {heldWhileMounted} from './held-while-mounted.js'
import {routableWorkspaces} from './workspace-path.js'

/** Where a workspace's lake is: its apiHost, or the page's own origin (a lake serving the studio). */
export function apiHostOf(workspace: Pick<ResolvedWorkspace, 'apiHost'>): string {
  return workspace.apiHost ?? globalThis.location?.origin ?? 'http://localhost:3334'
}

export interface AuthStoreCache {
  get(workspace: ResolvedWorkspace): AuthStore
  /**
   * The studio holds the stores while it is mounted; the returned release disposes them a task later
   * unless the studio holds them again first. React's StrictMode unmounts and mounts every effect once
   * more right after the first commit (React 19.3 does so in production builds too: an app's
   * `<StrictMode>` around the studio, as in examples/embedded-in-app): disposing at once left the gate
   * subscribed to a dead store, on 'Loading…' for good (studio.test.tsx, "React's StrictMode").
   */
  hold(): () => void
  dispose(): void
}

/**
 * One auth store per lake and project, shared by the workspaces on it; disposed with the studio.
 *
 * A store starts asking who is signed in the moment it is created (the first render that needs it),
 * not when the gate's effect subscribes after the first commit: that render costs a large part of the
 * boot, and everything after sign-in waits for this answer (issue 23: time to editable). The answer
 * is kept for the gate (the state is shared and replayed) until the studio goes away.
 */
export function createAuthStoreCache(): AuthStoreCache {
  const stores = new Map<string, AuthStore>()
  const warm: Subscription[] = []
  const held = heldWhileMounted(dispose)

  function dispose() {
    held.cancel()
    for (const subscription of warm.splice(0)) subscription.unsubscribe()
    for (const store of stores.values()) store.dispose()
    stores.clear()
  }

  return {
    get(workspace) {
      const apiHost = apiHostOf(workspace)
      const key = `${apiHost}\u0000${workspace.projectId}`
      let store = stores.get(key)
      if (!store) {
        store = createAuthStore({projectId: workspace.projectId, apiHost})
        stores.set(key, store)
        // Errors are the gate's to show (it subscribes too); here they only end the warm-up.
        warm.push(store.state$.subscribe({error: () => undefined}))
      }
      return store
    },
    hold: held.hold,
    dispose,
  }
}

/** The workspace `pathname` opens or redirects to, with the path below its base path when it opens it. */
export function workspaceToOpen(
  workspaces: readonly ResolvedWorkspace[],
  studioBasePath: string,
  pathname: string,
): {workspace: ResolvedWorkspace; basePath?: string; restPath?: string} | undefined {
  if (workspaces.length === 0) return undefined
  const routable = routableWorkspaces(studioBasePath, workspaces)
  const match = matchWorkspace(routable, pathname)
  if (match.type === 'match') {
    return {workspace: match.workspace.workspace, basePath: match.basePath, restPath: match.restPath}
  }
  return match.type === 'redirect' ? {workspace: routable[0]!.workspace} : undefined
}
