// Every i18n configuration and runtime message, in one place (exact texts; tests pin them).

export const i18nMessages = {
  localesNotArray: () => 'Expected locales to be an array',
  localeWithoutId: (index: number) => `The locale at index ${index} needs an id`,
  duplicateLocale: (locale: string) => `The locale "${locale}" is defined more than once`,
  defaultLocaleUnknown: (locale: string) =>
    `The default locale "${locale}" is not one of the configured locales`,
  bundlesNotArray: (locale: string) => `Expected the bundles of locale "${locale}" to be an array`,
  pluginBundlesNotArray: () => 'Expected i18n bundles to be an array',
  bundleNotObject: (locale: string) => `A locale bundle for locale "${locale}" must be an object`,
  bundleWithoutNamespace: (locale: string) => `A locale bundle for locale "${locale}" needs a namespace`,
  bundleWithoutLocale: (namespace: string) =>
    `The locale bundle for namespace "${namespace}" needs a locale id`,
  bundleLocaleMismatch: (bundleLocale: string, namespace: string, locale: string) =>
    `The locale bundle for namespace "${namespace}" has locale id "${bundleLocale}", which does not match its locale "${locale}"`,
  bundleResourcesInvalid: (namespace: string, locale: string) =>
    `The resources of the locale bundle for namespace "${namespace}" in locale "${locale}" must be an object or a function`,
  lazyResourcesInvalid: (namespace: string, locale: string) =>
    `Loading the locale bundle for namespace "${namespace}" in locale "${locale}" did not give an object of translations`,
  missingNamespace: (namespace: string, locale: string) =>
    `No translations found for namespace "${namespace}" in locale "${locale}"`,
  namespaceNotLoaded: (namespace: string, locale: string) =>
    `Translations for namespace "${namespace}" in locale "${locale}" are not loaded yet: await loadNamespace("${namespace}") first`,
  unknownLocale: (locale: string) => `Unknown locale "${locale}"`,
}
