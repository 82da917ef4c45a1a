import {createInstance, type i18n as I18nextInstance} from 'i18next'

import {I18nConfigError, MissingNamespaceError} from './errors.js'
import {i18nMessages} from './messages.js'
import type {
  I18nOptions,
  LocaleDefinition,
  LocaleResourceBundle,
  LocaleResources,
  TranslationValues,
} from './types.js'
import {validateLocales} from './validate-locales.js'

export interface I18n {
  /** The current locale id. */
  readonly locale: string
  readonly defaultLocale: string
  readonly locales: readonly LocaleDefinition[]
  /** The underlying i18next instance (for react-i18next or formatting); do not add resources to it. */
  readonly i18next: I18nextInstance
  /** Whether any bundle exists for the namespace in the current or the default locale. */
  hasNamespace(namespace: string): boolean
  /** Whether every bundle of the namespace (current and default locale) has its resources. */
  isNamespaceLoaded(namespace: string): boolean
  /** Loads lazy bundles of the namespace for the current and default locale. Rejects with MissingNamespaceError. */
  loadNamespace(namespace: string): Promise<void>
  /** Switches locale and loads the namespaces already loaded before. Rejects for an unknown locale. */
  changeLocale(locale: string): Promise<void>
  /**
   * Translates `key` of `namespace` with interpolation `values` (`{{name}}`, plurals with `count`).
   * A key missing in the current locale falls back to the default locale, then to the key itself.
   * Throws MissingNamespaceError for an unknown namespace, and an Error when its lazy bundles are
   * not loaded yet.
   */
  t(namespace: string, key: string, values?: TranslationValues): string
}

interface BundleEntry {
  locale: string
  namespace: string
  bundle: LocaleResourceBundle
}

/**
 * Creates the studio's i18n from locales and bundles (validated first: throws I18nConfigError
 * listing every problem). One i18next instance per call, never a global one, so workspaces and
 * tests stay apart. Bundles of one locale and namespace merge in the given order: later ones
 * override keys of earlier ones.
 */
export function createI18n(options: I18nOptions): I18n {
  const problems = validateLocales(options)
  if (problems.length > 0) throw new I18nConfigError(problems)

  const {defaultLocale} = options
  const localeIds = new Set(options.locales.map((locale) => locale.id))
  const entries: BundleEntry[] = [
    ...options.locales.flatMap((locale) =>
      (locale.bundles ?? []).map((bundle) => ({locale: locale.id, namespace: bundle.namespace, bundle})),
    ),
    ...(options.bundles ?? [])
      .filter((bundle) => bundle.locale !== undefined && localeIds.has(bundle.locale))
      .map((bundle) => ({locale: bundle.locale as string, namespace: bundle.namespace, bundle})),
  ]
  let locale = options.locale !== undefined && localeIds.has(options.locale) ? options.locale : defaultLocale

  const instance = createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources: {},
    ns: [],
    defaultNS: false,
    // Keys are flat strings such as 'menu.sign-out'; namespaces are passed explicitly.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here would double-escape.
    interpolation: {escapeValue: false},
    initAsync: false,
  })

  const loadedResources = new Map<LocaleResourceBundle, LocaleResources>()
  const loading = new Map<string, Promise<void>>()
  const requestedNamespaces = new Set<string>()

  function relevantLocales(): string[] {
    return locale === defaultLocale ? [locale] : [locale, defaultLocale]
  }

  function entriesFor(namespace: string, forLocale: string): BundleEntry[] {
    return entries.filter((entry) => entry.namespace === namespace && entry.locale === forLocale)
  }

  function isLoaded(namespace: string, forLocale: string): boolean {
    return entriesFor(namespace, forLocale).every((entry) => loadedResources.has(entry.bundle))
  }

  // Adds resources in bundle order once all are there, so overrides do not depend on load timing.
  function loadLocaleNamespace(namespace: string, forLocale: string): Promise<void> {
    const cacheKey = `${forLocale}\u0000${namespace}`
    const pending = loading.get(cacheKey)
    if (pending) return pending
    const promise = Promise.all(
      entriesFor(namespace, forLocale).map(async (entry) => {
        const resources = await readResources(entry)
        loadedResources.set(entry.bundle, resources)
        return resources
      }),
    ).then((all) => {
      for (const resources of all) instance.addResourceBundle(forLocale, namespace, resources, true, true)
    })
    loading.set(cacheKey, promise)
    // A failed load may be retried later.
    promise.catch(() => loading.delete(cacheKey))
    return promise
  }

  // Eager bundles are available at once, so `t` works without awaiting anything for them.
  for (const entry of entries) {
    if (typeof entry.bundle.resources !== 'function') {
      loadedResources.set(entry.bundle, entry.bundle.resources)
      instance.addResourceBundle(entry.locale, entry.namespace, entry.bundle.resources, true, true)
    }
  }

  const i18n: I18n = {
    get locale() {
      return locale
    },
    defaultLocale,
    locales: options.locales,
    i18next: instance,
    hasNamespace(namespace) {
      return relevantLocales().some((id) => entriesFor(namespace, id).length > 0)
    },
    isNamespaceLoaded(namespace) {
      return i18n.hasNamespace(namespace) && relevantLocales().every((id) => isLoaded(namespace, id))
    },
    async loadNamespace(namespace) {
      if (!i18n.hasNamespace(namespace)) throw new MissingNamespaceError(namespace, locale)
      requestedNamespaces.add(namespace)
      await Promise.all(relevantLocales().map((id) => loadLocaleNamespace(namespace, id)))
    },
    async changeLocale(next) {
      if (!localeIds.has(next)) throw new Error(i18nMessages.unknownLocale(next))
      // Load first, switch after: `t` keeps working in the old locale meanwhile.
      const namespaces = [...requestedNamespaces]
      await Promise.all(namespaces.map((namespace) => loadLocaleNamespace(namespace, next)))
      locale = next
      await instance.changeLanguage(next)
    },
    t(namespace, key, values) {
      if (!i18n.hasNamespace(namespace)) throw new MissingNamespaceError(namespace, locale)
      if (!i18n.isNamespaceLoaded(namespace))
        throw new Error(i18nMessages.namespaceNotLoaded(namespace, locale))
      return instance.getFixedT(locale, namespace)(key, values ?? {})
    },
  }
  return i18n
}

async function readResources(entry: BundleEntry): Promise<LocaleResources> {
  const input = entry.bundle.resources
  if (typeof input !== 'function') return input
  const loaded: unknown = await input()
  const resources = isObject(loaded) && isObject(loaded.default) ? loaded.default : loaded
  if (!isObject(resources)) throw new Error(i18nMessages.lazyResourcesInvalid(entry.namespace, entry.locale))
  return resources as LocaleResources
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
