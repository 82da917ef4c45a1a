import {I18nProvider} from '@tessera/kit'
import {useEffect, useMemo, useState, type ReactNode} from 'react'
import {STUDIO_NAMESPACE} from '../../i18n/studio-strings.js'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {LoadingScreen} from '../screens/loading-screen.js'
import {createWorkspaceI18n} from './workspace-runtime.js'

/** What a screen's locale comes from: a workspace's project (its stored choice) and locales. */
export type ScreenLocaleSource = Pick<ResolvedWorkspace, 'projectId'> & {
  i18n?: ResolvedWorkspace['i18n']
}

/**
 * The language of the screens shown before a workspace exists (sign-in, 'Not authorized', the CORS
 * and start-up error screens, 'Workspace not found', schema and configuration errors). The spec is
 * silent; our choice: the locale of the workspace the screen is about, as its workspace would start
 * in — the choice stored for its project, else its default (first) locale — so the studio speaks one
 * language before and after sign-in, and the configuration, not the browser, decides. Screens about
 * no workspace take the first workspace's; without any (invalid configuration), English.
 *
 * The shell's namespace is loaded before the children render (`placeholder` meanwhile, the loading
 * screen by default), so they never suspend for it: no Suspense fallback whose reveal React throttles.
 */
export function ScreenLocale({
  source,
  children,
  placeholder = <LoadingScreen />,
}: {
  source: ScreenLocaleSource | undefined
  children: ReactNode
  placeholder?: ReactNode
}) {
  const i18n = useMemo(() => {
    if (!source?.i18n) return undefined
    try {
      return createWorkspaceI18n({projectId: source.projectId, i18n: source.i18n})
    } catch {
      // Locales the resolver let through but i18n rejects: the screen stays in English.
      return undefined
    }
  }, [source])
  // Which i18n's namespace has settled, and whether it loaded (a failed load leaves English).
  const [settled, setSettled] = useState<{i18n: unknown; ok: boolean}>()
  useEffect(() => {
    if (!i18n || i18n.isNamespaceLoaded(STUDIO_NAMESPACE)) return
    let live = true
    i18n.loadNamespace(STUDIO_NAMESPACE).then(
      () => live && setSettled({i18n, ok: true}),
      () => live && setSettled({i18n, ok: false}),
    )
    return () => {
      live = false
    }
  }, [i18n])
  if (!i18n) return children
  if (!i18n.isNamespaceLoaded(STUDIO_NAMESPACE)) {
    if (settled?.i18n !== i18n) return placeholder
    if (!settled.ok) return children
  }
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
