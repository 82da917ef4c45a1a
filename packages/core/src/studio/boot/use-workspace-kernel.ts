import type {I18n, LocaleDefinition} from '@tessera/kit'
import {createI18n} from '@tessera/kit'
import {createWorkspaceKernel, type AuthState, type WorkspaceKernel} from '@tessera/store'
import {useEffect, useRef, useState} from 'react'
import {STUDIO_NAMESPACE, studioStrings} from '../../i18n/studio-strings.js'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {apiHostOf} from './auth-stores.js'
import {debugPresenceFromLocation, debugRolesFromLocation} from './debug-hash.js'
import {holdIntentDocument} from './use-open-intent-document.js'
import {readStoredLocale} from './locale-storage.js'

const DEFAULT_LOCALE: LocaleDefinition = {id: 'en-US', title: 'English (US)'}

/**
 * The workspace's i18n: its locales (English when it configures none) and plugin bundles, starting in
 * the locale stored for the project (an unknown one falls back to the default, the first locale).
 * The screens before sign-in use the same (`ScreenLocale`), so they speak the workspace's language.
 */
export function createWorkspaceI18n(workspace: Pick<ResolvedWorkspace, 'i18n' | 'projectId'>): I18n {
  const [first, ...others] = workspace.i18n.locales.length > 0 ? workspace.i18n.locales : [DEFAULT_LOCALE]
  // The shell's English texts as the default locale's first bundle: every other locale falls back to
  // them, and the default locale's own `studio` bundles (later, so they win: a studio whose first
  // locale is Norwegian) and plugin bundles translate what they have.
  const defaultLocale = {
    ...first,
    bundles: [{namespace: STUDIO_NAMESPACE, resources: studioStrings}, ...(first.bundles ?? [])],
  }
  const locales = [defaultLocale, ...others]
  return createI18n({
    locales,
    bundles: workspace.i18n.bundles,
    defaultLocale: first.id,
    locale: readStoredLocale(workspace.projectId),
  })
}

export interface WorkspaceRuntime {
  kernel: WorkspaceKernel
  i18n: I18n
}

/** What a kernel was made for: another workspace, token or user needs another kernel. */
interface RuntimeKey {
  workspace: ResolvedWorkspace
  token: string | null | undefined
  userId: string | undefined
}

interface ParkedRuntime {
  runtime: WorkspaceRuntime
  key: RuntimeKey
  release: () => void
  timer: ReturnType<typeof setTimeout>
}

const sameKey = (a: RuntimeKey, b: RuntimeKey) =>
  a.workspace === b.workspace && a.token === b.token && a.userId === b.userId

/**
 * Creates the kernel (stores) of a signed-in workspace in an effect, so it is disposed exactly when
 * the workspace, the user or the token changes, or the studio unmounts. Undefined until created.
 *
 * A passive effect, not a layout effect, though a layout effect would render the shell a paint and a
 * task sooner (~30 ms, issue 23): React runs layout effects' cleanups when a Suspense boundary above
 * hides the tree (an app that lazy-loads its studio page has one) and runs them again when it shows
 * it, which here would dispose the kernel and make another (studio.test.tsx, 'an app around the
 * studio').
 *
 * The effect's cleanup sets the kernel aside and disposes it a task later, unless the effect runs again
 * first for the same workspace, token and user: React's StrictMode (in production builds too with
 * React 19.3) runs every effect's cleanup and the effect again right after the first commit, which
 * made and disposed a whole kernel (stores, requests, the intent document's fetch) for nothing
 * (kernel-strict-mode.test.tsx).
 *
 * `intentDocument`, the document an edit intent in the URL names, is opened the moment the kernel
 * exists: its fetch then runs while the shell renders for the first time, instead of after that render
 * (issue 23: time to editable). Read when the kernel is created only.
 */
export function useWorkspaceRuntime(
  workspace: ResolvedWorkspace,
  auth: AuthState,
  intentDocument?: {id: string; type: string},
): WorkspaceRuntime | undefined {
  const [runtime, setRuntime] = useState<WorkspaceRuntime>()
  const userId = auth.currentUser?.id
  const intentDocumentRef = useRef(intentDocument)
  intentDocumentRef.current = intentDocument
  const parked = useRef<ParkedRuntime | undefined>(undefined)
  useEffect(() => {
    const key = {workspace, token: auth.token, userId}
    const waiting = parked.current
    parked.current = undefined
    if (waiting) {
      clearTimeout(waiting.timer)
      // StrictMode's second run of the effect, with what its cleanup just set aside: the same kernel.
      if (sameKey(waiting.key, key)) return park(waiting.runtime, key)
      waiting.release()
    }
    const kernel = createWorkspaceKernel({
      projectId: workspace.projectId,
      dataset: workspace.dataset,
      apiHost: apiHostOf(workspace),
      apiVersion: workspace.apiVersion,
      token: auth.token ?? undefined,
      currentUserId: userId,
      schema: workspace.schema,
      storage: globalThis.localStorage,
      sessionStorage: globalThis.sessionStorage,
      // The URL's debug fragment (spec 002 §1): roles that replace the grants, presence options.
      debugRoles$: debugRolesFromLocation(),
      debugPresence: debugPresenceFromLocation(),
    })
    if (intentDocumentRef.current) holdIntentDocument(kernel, intentDocumentRef.current)
    const created = {kernel, i18n: createWorkspaceI18n(workspace)}
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
  }, [workspace, auth.token, userId])
  return runtime
}
