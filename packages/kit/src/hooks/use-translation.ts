import {use, useMemo} from 'react'
import type {TranslationValues} from '../i18n/types.js'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {useLocale} from './use-locale.js'

export type TranslateFunction = (key: string, values?: TranslationValues) => string

export interface Translation {
  /** Translates a key of the hook's namespace: `{{name}}` interpolation, plurals with `count`. */
  t: TranslateFunction
  locale: string
}

/**
 * Translations of one namespace. Suspends (React `use`) while the namespace's lazy bundles load, so
 * put a `<Suspense>` above; an unknown namespace or a failed load is thrown to the error boundary.
 * Re-renders when the locale changes.
 */
export function useTranslation(namespace: string): Translation {
  const {i18n, loadNamespace} = useWorkspaceContext('useTranslation')
  const locale = useLocale('useTranslation')
  // Always `use` (never conditionally): the promise is cached per locale and namespace, and is
  // already fulfilled for namespaces with nothing to load.
  use(loadNamespace(namespace))
  return useMemo(
    () => ({t: (key: string, values?: TranslationValues) => i18n.t(namespace, key, values), locale}),
    [i18n, namespace, locale],
  )
}
