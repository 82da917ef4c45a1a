import type {I18n, LocaleDefinition} from '@tessera/kit'
import {createI18n} from '@tessera/kit'
import {createWorkspaceKernel, type AuthState, type WorkspaceKernel} from '@tessera/store'
import {STUDIO_NAMESPACE, studioStrings} from '../../i18n/studio-strings.js'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {apiHostOf} from './auth-stores.js'
import {debugPresenceFromLocation, debugRolesFromLocation} from './debug-hash.js'
import {readStoredLocale} from './locale-storage.js'
import {holdIntentDocument} from './use-open-intent-document.js'

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

/** What a signed-in workspace runs on: its stores (the kernel) and its i18n. */
export interface WorkspaceRuntime {
  kernel: WorkspaceKernel
  i18n: I18n
}

/** What a runtime is made for: another workspace, token or user needs another one. */
export interface RuntimeKey {
  workspace: ResolvedWorkspace
  token: string | null | undefined
  userId: string | undefined
}

export const sameRuntimeKey = (a: RuntimeKey, b: RuntimeKey): boolean =>
  a.workspace === b.workspace && a.token === b.token && a.userId === b.userId

export const runtimeKeyOf = (workspace: ResolvedWorkspace, auth: AuthState): RuntimeKey => ({
  workspace,
  token: auth.token,
  userId: auth.currentUser?.id,
})

/** An edit intent's document: opened the moment the kernel exists (its fetch starts at once). */
export interface IntentDocument {
  id: string
  type: string
}

/**
 * Makes a signed-in workspace's runtime. The kernel starts its requests as it is made (the
 * connection's ping, presence); `intentDocument`, the document an edit intent in the URL names, is
 * opened at once, so its fetch runs while the shell renders instead of after (issue 23).
 */
export function createWorkspaceRuntime(key: RuntimeKey, intentDocument?: IntentDocument): WorkspaceRuntime {
  const {workspace} = key
  const kernel = createWorkspaceKernel({
    projectId: workspace.projectId,
    dataset: workspace.dataset,
    apiHost: apiHostOf(workspace),
    apiVersion: workspace.apiVersion,
    token: key.token ?? undefined,
    currentUserId: key.userId,
    schema: workspace.schema,
    storage: globalThis.localStorage,
    sessionStorage: globalThis.sessionStorage,
    // The URL's debug fragment (spec 002 §1): roles that replace the grants, presence options.
    debugRoles$: debugRolesFromLocation(),
    debugPresence: debugPresenceFromLocation(),
  })
  if (intentDocument) holdIntentDocument(kernel, intentDocument)
  return {kernel, i18n: createWorkspaceI18n(workspace)}
}
