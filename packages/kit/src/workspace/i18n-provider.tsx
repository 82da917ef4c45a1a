import {createContext, useMemo, type ReactNode} from 'react'
import type {I18n} from '../i18n/create-i18n.js'
import {createNamespaceLoader} from './namespace-loader.js'

/** What `I18nProvider` gives: an i18n without a workspace, and its namespace loader. */
export interface I18nContextValue {
  i18n: I18n
  loadNamespace(namespace: string): Promise<void>
}

export const I18nContext = createContext<I18nContextValue | null>(null)

export interface I18nProviderProps {
  i18n: I18n
  children?: ReactNode
}

/**
 * A locale for views that render before a workspace exists (the sign-in, 'Workspace not found' and
 * error screens): `useTranslationWithDefaults` below it translates with `i18n`. Inside a
 * `WorkspaceProvider` the workspace's i18n wins.
 */
export function I18nProvider({i18n, children}: I18nProviderProps) {
  const value = useMemo(() => ({i18n, loadNamespace: createNamespaceLoader(i18n)}), [i18n])
  return <I18nContext value={value}>{children}</I18nContext>
}
