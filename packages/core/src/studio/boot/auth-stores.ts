import {createAuthStore, type AuthStore} from '@tessera/store'
import type {ResolvedWorkspace} from '../../resolve/types.js'

/** Where a workspace's lake is: its apiHost, or the page's own origin (a lake serving the studio). */
export function apiHostOf(workspace: Pick<ResolvedWorkspace, 'apiHost'>): string {
  return workspace.apiHost ?? globalThis.location?.origin ?? 'http://localhost:3334'
}

/** One auth store per lake and project, shared by the workspaces on it; disposed with the studio. */
export function createAuthStoreCache(): {get(workspace: ResolvedWorkspace): AuthStore; dispose(): void} {
  const stores = new Map<string, AuthStore>()
  return {
    get(workspace) {
      const apiHost = apiHostOf(workspace)
      const key = `${apiHost}\u0000${workspace.projectId}`
      let store = stores.get(key)
      if (!store) {
        store = createAuthStore({projectId: workspace.projectId, apiHost})
        stores.set(key, store)
      }
      return store
    },
    dispose() {
      for (const store of stores.values()) store.dispose()
      stores.clear()
    },
  }
}
