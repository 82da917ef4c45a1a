import type {AuthState, AuthStore} from '@tessera/store'
import type {Subscription} from 'rxjs'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {resolveWorkspaceRoute} from '../../routing/resolve-workspace-route.js'
import {workspaceToOpen, type AuthStoreCache} from './auth-stores.js'
import {heldWhileMounted, type HeldWhileMounted} from './held-while-mounted.js'
import {
  createWorkspaceRuntime,
  runtimeKeyOf,
  sameRuntimeKey,
  type IntentDocument,
  type RuntimeKey,
  type WorkspaceRuntime,
} from './workspace-runtime.js'
import {intentDocumentOf} from './use-open-intent-document.js'

/** How long a runtime made ahead waits for its workspace to take it before it is disposed. */
export const HEAD_START_UNCLAIMED_MS = 10_000

/** Whether the gate lets this user into the workspace (spec 000 §4): signed in, with a role. */
export function mayEnter(state: AuthState): boolean {
  return state.authenticated && state.currentUser !== null && state.currentUser.roles.length > 0
}

/**
 * The workspace's runtime made the moment the sign-in answer lets the user in, in the answer's own
 * task, instead of after React has rendered the gate, committed and run the workspace's effect (issue
 * 23: time to editable; that was ~50–100 ms of a cold boot, and the intent document's fetch waited for
 * it). The workspace takes it over (`take`) when its effect runs and owns it from then on; one left
 * untaken (the user went elsewhere) is disposed after `HEAD_START_UNCLAIMED_MS` or with the studio.
 */
export interface KernelHeadStart extends Pick<HeldWhileMounted, 'hold'> {
  /**
   * Makes the runtime once `authStore` answers with a user who may enter, opening the document
   * `intentDocument()` names: once per workspace (a later call for it does nothing, also after its
   * runtime was taken).
   */
  start(
    workspace: ResolvedWorkspace,
    authStore: AuthStore,
    intentDocument?: () => IntentDocument | undefined,
  ): void
  /** The runtime made ahead for exactly this key, left where it is: safe to call in a render. */
  peek(key: RuntimeKey): WorkspaceRuntime | undefined
  /** Hands the runtime made for exactly this key over to the caller, who disposes it from now on. */
  take(key: RuntimeKey): WorkspaceRuntime | undefined
  dispose(): void
}

interface Ready {
  key: RuntimeKey
  runtime: WorkspaceRuntime
  timer: ReturnType<typeof setTimeout>
}

export function createKernelHeadStart({
  unclaimedMs = HEAD_START_UNCLAIMED_MS,
}: {unclaimedMs?: number} = {}): KernelHeadStart {
  const started = new Set<ResolvedWorkspace>()
  const waiting: Subscription[] = []
  const ready: Ready[] = []
  const held = heldWhileMounted(dispose)

  function remove(entry: Ready): void {
    clearTimeout(entry.timer)
    ready.splice(ready.indexOf(entry), 1)
  }

  function dispose(): void {
    held.cancel()
    for (const subscription of waiting.splice(0)) subscription.unsubscribe()
    for (const entry of [...ready]) {
      remove(entry)
      entry.runtime.kernel.dispose()
    }
  }

  return {
    start(workspace, authStore, intentDocument) {
      if (started.has(workspace)) return
      started.add(workspace)
      let answered = false
      const subscription = authStore.state$.subscribe({
        next(state) {
          // The first answer only: a later sign-in is a new page load, a sign-out ends the workspace.
          if (answered) return
          answered = true
          queueMicrotask(() => subscription.unsubscribe())
          if (!mayEnter(state)) return
          const key = runtimeKeyOf(workspace, state)
          let runtime: WorkspaceRuntime
          try {
            runtime = createWorkspaceRuntime(key, intentDocument?.())
          } catch {
            // A head start only: the workspace's effect makes the runtime, and shows what fails there.
            return
          }
          const entry: Ready = {
            key,
            runtime,
            timer: setTimeout(() => {
              remove(entry)
              entry.runtime.kernel.dispose()
            }, unclaimedMs),
          }
          ready.push(entry)
        },
        // The gate shows the error; a runtime is then made, if ever, the usual way.
        error: () => undefined,
      })
      waiting.push(subscription)
    },
    peek(key) {
      return ready.find((entry) => sameRuntimeKey(entry.key, key))?.runtime
    },
    take(key) {
      const entry = ready.find((candidate) => sameRuntimeKey(candidate.key, key))
      if (!entry) return undefined
      remove(entry)
      return entry.runtime
    },
    hold: held.hold,
    dispose,
  }
}

/**
 * Starts what the workspace the URL opens (or redirects to) needs before it renders: its sign-in check
 * now, its runtime the moment the answer lets the user in, with the document an edit intent in the
 * URL names. Cheap and idempotent: called in the studio's render, before the render's own costly part.
 */
export function warmWorkspace(
  authStores: Pick<AuthStoreCache, 'get'>,
  headStart: Pick<KernelHeadStart, 'start'>,
  workspaces: readonly ResolvedWorkspace[],
  studioBasePath: string,
  pathname: string,
): void {
  const target = workspaceToOpen(workspaces, studioBasePath, pathname)
  if (!target) return
  const {workspace, basePath, restPath} = target
  headStart.start(workspace, authStores.get(workspace), () => {
    if (basePath === undefined || restPath === undefined) return undefined
    const route = resolveWorkspaceRoute(
      {basePath, tools: workspace.tools, toolSwitcher: workspace.toolSwitcher},
      restPath,
    )
    return intentDocumentOf(route)
  })
}
