import {i18nMessages} from './messages.js'
import type {I18nOptions} from './types.js'

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function isResourcesInput(value: unknown): boolean {
  return isObject(value) || typeof value === 'function'
}

/**
 * Checks locales and bundles (spec/000 §5: a locale's bundles are an array, a bundle's locale id
 * matches its locale, a bundle has a namespace). Returns every problem as a message; empty if valid.
 * Input is `unknown`-tolerant because it comes from user config.
 */
export function validateLocales(
  options: Pick<I18nOptions, 'locales' | 'bundles' | 'defaultLocale'>,
): string[] {
  const problems: string[] = []
  const {locales, bundles, defaultLocale} = options as {
    locales: unknown
    bundles: unknown
    defaultLocale: string
  }
  if (!Array.isArray(locales)) return [i18nMessages.localesNotArray()]

  const seen = new Set<string>()
  locales.forEach((locale: unknown, index) => {
    if (!isObject(locale) || typeof locale.id !== 'string' || locale.id === '') {
      problems.push(i18nMessages.localeWithoutId(index))
      return
    }
    const id = locale.id
    if (seen.has(id)) problems.push(i18nMessages.duplicateLocale(id))
    seen.add(id)
    if (locale.bundles === undefined) return
    if (!Array.isArray(locale.bundles)) {
      problems.push(i18nMessages.bundlesNotArray(id))
      return
    }
    for (const bundle of locale.bundles as unknown[]) problems.push(...validateBundle(bundle, id))
  })
  if (!seen.has(defaultLocale)) problems.push(i18nMessages.defaultLocaleUnknown(defaultLocale))

  if (bundles !== undefined) {
    if (!Array.isArray(bundles)) problems.push(i18nMessages.pluginBundlesNotArray())
    else for (const bundle of bundles as unknown[]) problems.push(...validateBundle(bundle, undefined))
  }
  return problems
}

// `ownerLocale` is the locale definition holding the bundle; undefined for plugin bundles.
function validateBundle(bundle: unknown, ownerLocale: string | undefined): string[] {
  const bundleLocale = isObject(bundle) && typeof bundle.locale === 'string' ? bundle.locale : undefined
  const locale = ownerLocale ?? bundleLocale ?? '(none)'
  if (!isObject(bundle)) return [i18nMessages.bundleNotObject(locale)]
  if (typeof bundle.namespace !== 'string' || bundle.namespace === '') {
    return [i18nMessages.bundleWithoutNamespace(locale)]
  }
  const namespace = bundle.namespace
  const problems: string[] = []
  if (ownerLocale === undefined && bundleLocale === undefined) {
    problems.push(i18nMessages.bundleWithoutLocale(namespace))
  }
  if (ownerLocale !== undefined && bundle.locale !== undefined && bundle.locale !== ownerLocale) {
    problems.push(i18nMessages.bundleLocaleMismatch(String(bundle.locale), namespace, ownerLocale))
  }
  if (!isResourcesInput(bundle.resources))
    problems.push(i18nMessages.bundleResourcesInvalid(namespace, locale))
  return problems
}
