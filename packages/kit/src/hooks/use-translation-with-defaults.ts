import {use, useCallback, useContext, useMemo, useSyncExternalStore} from 'react'
import type {LocaleResources, TranslationValues} from '../i18n/types.js'
import {I18nContext} from '../workspace/i18n-provider.js'
import {WorkspaceContext} from '../workspace/workspace-context.js'
import type {Translation} from './use-translation.js'

/** The locale reported where there is no i18n at all (stories, tests). */
const DEFAULTS_LOCALE = 'en-US'

/**
 * `{{name}}` placeholders filled from `values`, as i18next does (a name without a value stays). For
 * texts shown without i18n: the English defaults in tests, stories and code outside React.
 */
export function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values) return text
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/**
 * The default text of `key` in `defaults`. With a numeric `count` it is picked as i18next picks
 * plurals: `{key}_zero` for 0 when there is one, then the locale's plural form (`{key}_one`,
 * `{key}_other`, …, by `Intl.PluralRules`), then `key` itself.
 */
export function defaultText(
  defaults: LocaleResources,
  key: string,
  values: TranslationValues | undefined,
  locale: string,
): string | undefined {
  const count = values?.count
  if (typeof count === 'number') {
    const zero = count === 0 ? defaults[`${key}_zero`] : undefined
    const form = defaults[`${key}_${new Intl.PluralRules(locale).select(count)}`] ?? defaults[`${key}_other`]
    const text = zero ?? form
    if (typeof text === 'string') return text
  }
  const text = defaults[key]
  return typeof text === 'string' ? text : undefined
}

/** Nothing to unsubscribe from. */
const noop = () => undefined

/**
 * Translations of `namespace` with built-in `defaults` (the English strings): inside a workspace whose
 * i18n has the namespace, its translation in the current locale (suspending while lazy bundles load,
 * re-rendering on a locale change), else the default text. A key the bundles lack gets its default.
 * The shell's own views use it, so they render the same outside a workspace (stories, sign-in).
 * Outside a workspace an `I18nProvider` above (the screens before sign-in) gives the locale.
 */
export function useTranslationWithDefaults(namespace: string, defaults: LocaleResources): Translation {
  const workspaceContext = useContext(WorkspaceContext)
  const standaloneContext = useContext(I18nContext)
  const context = workspaceContext ?? standaloneContext
  const i18n = context?.i18n
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!i18n) return noop
      i18n.i18next.on('languageChanged', onChange)
      return () => i18n.i18next.off('languageChanged', onChange)
    },
    [i18n],
  )
  const getLocale = useCallback(() => i18n?.locale ?? DEFAULTS_LOCALE, [i18n])
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale)
  const translated = context !== null && context.i18n.hasNamespace(namespace)
  // `use` may be called conditionally: the namespace's promise is cached, and settled when eager.
  if (context && translated) use(context.loadNamespace(namespace))
  return useMemo(
    () => ({
      locale,
      t: (key: string, values?: TranslationValues) => {
        // English plurals by English rules: the defaults are the English texts.
        const fallback = defaultText(defaults, key, values, DEFAULTS_LOCALE)
        if (!translated || !i18n) return interpolate(fallback ?? key, values)
        const text = i18n.t(namespace, key, values)
        return text === key && fallback !== undefined ? interpolate(fallback, values) : text
      },
    }),
    [locale, translated, i18n, namespace, defaults],
  )
}
