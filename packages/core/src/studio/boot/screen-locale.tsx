import {I18nProvider} from '@tessera/kit'
import {useMemo, type ReactNode} from 'react'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {createWorkspaceI18n} from './use-workspace-kernel.js'

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
 */
export function ScreenLocale({
  source,
  children,
}: {
  source: ScreenLocaleSource | undefined
  children: ReactNode
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
  if (!i18n) return children
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
