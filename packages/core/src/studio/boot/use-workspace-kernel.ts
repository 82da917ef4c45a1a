import type {AuthState} from '@tessera/store'
import {useContext, useEffect, useRef, useState} from 'react'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {StudioContext} from '../context/studio-context.js'
import {
  createWorkspaceRuntime,
  runtimeKeyOf,
  sameRuntimeKey,
  type IntentDocument,
  type RuntimeKey,
  type WorkspaceRuntime,
} from './workspace-runtime.js'

export type {WorkspaceRuntime} from './workspace-runtime.js'

interface ParkedRuntime {
  runtime: WorkspaceRuntime
  key: RuntimeKey
  release: () => void
  timer: ReturnType<typeof setTimeout>
}

/**
 * The runtime (kernel and i18n) of a signed-in workspace, owned by an effect, so it is disposed exactly
 * when the workspace, the user or the token changes, or the studio unmounts. Undefined until there is
 * one.
 *
 * The studio usually made it already, the moment the sign-in answer came (`KernelHeadStart`): the first
 * render then has it (`peek`, no side effects), and the effect takes it over. Otherwise the effect
 * makes one.
 *
 * A passive effect, not a layout effect: React runs layout effects' cleanups when a Suspense boundary
 * above hides the tree (an app that lazy-loads its studio page has one) and runs them again when it
 * shows it, which here would dispose the kernel and make another (studio.test.tsx, 'an app around the
 * studio').
 *
 * The effect's cleanup sets the runtime aside and disposes it a task later, unless the effect runs
 * again first for the same workspace, token and user: React's StrictMode (in production builds too
 * with React 19.3) runs every effect's cleanup and the effect again right after the first commit,
 * which made and disposed a whole kernel (stores, requests, the intent document's fetch) for nothing
 * (kernel-strict-mode.test.tsx).
 *
 * `intentDocument`, the document an edit intent in the URL names, is opened the moment the kernel
 * exists. Read when the runtime is made only.
 */
export function useWorkspaceRuntime(
  workspace: ResolvedWorkspace,
  auth: AuthState,
  intentDocument?: IntentDocument,
): WorkspaceRuntime | undefined {
  const headStart = useContext(StudioContext)?.kernelHeadStart
  const [runtime, setRuntime] = useState<WorkspaceRuntime | undefined>(() =>
    headStart?.peek(runtimeKeyOf(workspace, auth)),
  )
  const userId = auth.currentUser?.id
  const intentDocumentRef = useRef(intentDocument)
  intentDocumentRef.current = intentDocument
  const parked = useRef<ParkedRuntime | undefined>(undefined)
  useEffect(() => {
    const key: RuntimeKey = {workspace, token: auth.token, userId}
    const waiting = parked.current
    parked.current = undefined
    if (waiting) {
      clearTimeout(waiting.timer)
      // StrictMode's second run of the effect, with what its cleanup just set aside: the same kernel.
      if (sameRuntimeKey(waiting.key, key)) return park(waiting.runtime, key)
      waiting.release()
    }
    const created = headStart?.take(key) ?? createWorkspaceRuntime(key, intentDocumentRef.current)
    setRuntime(created)
    return park(created, key)

    /** The cleanup: sets the runtime aside, disposed a task later unless the effect runs again first. */
    function park(kept: WorkspaceRuntime, keptKey: RuntimeKey): () => void {
      return () => {
        const release = () => {
          // Released for good: an effect run later (an <Activity> shown again) makes a new kernel.
          if (parked.current?.runtime === kept) parked.current = undefined
          setRuntime((current) => (current === kept ? undefined : current))
          kept.kernel.dispose()
        }
        parked.current = {runtime: kept, key: keptKey, release, timer: setTimeout(release, 0)}
      }
    }
  }, [workspace, auth.token, userId, headStart])
  return runtime
}
