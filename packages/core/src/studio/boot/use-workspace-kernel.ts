import type {I18n} from '@tessera/kit'
import {createI18n} from '@tessera/kit'
import {createWorkspaceKernel, type AuthState, type WorkspaceKernel} from '@tessera/store'
import {useEffect, useState} from 'react'
import {STUDIO_NAMESPACE, studioStrings} from '../../i18n/studio-strings.js'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {apiHostOf} from './auth-stores.js'
import {debugPresenceFromLocation, debugRolesFromLocation} from './debug-hash.js'
import {readStoredLocale} from './locale-storage.js'

const DEFAULT_LOCALE = {id: 'en-US', title: 'English (US)'}

/**
 * The workspace's i18n: its locales (English when it configures none) and plugin bundles, starting in
 * the locale stored for the project (an unknown one falls back to the default, the first locale).
 */
export function createWorkspaceI18n(workspace: ResolvedWorkspace): I18n {
  const locales = workspace.i18n.locales.length > 0 ? workspace.i18n.locales : [DEFAULT_LOCALE]
  return createI18n({
    locales,
    // The shell's English texts under the default locale first: every other locale falls back to
    // them, and a locale's own `studio` bundle (later, so it wins) translates what it has.
    bundles: [
      {locale: locales[0].id, namespace: STUDIO_NAMESPACE, resources: studioStrings},
      ...workspace.i18n.bundles,
    ],
    defaultLocale: locales[0].id,
    locale: readStoredLocale(workspace.projectId),
  })
}

export interface WorkspaceRuntime {
  kernel: WorkspaceKernel
  i18n: I18n
}

/**
 * Creates the kernel (stores) of a signed-in workspace in an effect, so it is disposed exactly when
 * the workspace, the user or the token changes, or the studio unmounts. Undefined until created.
 */
export function useWorkspaceRuntime(
  workspace: ResolvedWorkspace,
  auth: AuthState,
): WorkspaceRuntime | undefined {
  const [runtime, setRuntime] = useState<WorkspaceRuntime>()
  const userId = auth.currentUser?.id
  useEffect(() => {
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
    setRuntime({kernel, i18n: createWorkspaceI18n(workspace)})
    return () => {
      setRuntime(undefined)
      kernel.dispose()
    }
  }, [workspace, auth.token, userId])
  return runtime
}
