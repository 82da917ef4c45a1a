/** Translations of one namespace: flat keys (`'menu.sign-out'`, dots are part of the key). */
export type LocaleResources = Record<string, string>

/** A module with resources as its default export, as `() => import('./nb-NO.js')` gives. */
export interface LocaleResourcesModule {
  default: LocaleResources
}

/** Resources now, or a function that loads them when the namespace is first needed. */
export type LocaleResourcesInput = LocaleResources | (() => Promise<LocaleResources | LocaleResourcesModule>)

/** The strings of one namespace for one locale. `locale` may be left out inside a locale definition. */
export interface LocaleResourceBundle {
  locale?: string
  namespace: string
  resources: LocaleResourcesInput
}

/** A locale the studio offers, e.g. `{id: 'nb-NO', title: 'Norsk (bokmål)', bundles: [...]}`. */
export interface LocaleDefinition {
  id: string
  title: string
  bundles?: LocaleResourceBundle[]
}

export interface I18nOptions {
  locales: readonly LocaleDefinition[]
  /** Bundles from plugins (the reduced `i18n.bundles`): each names its locale; unused locales are ignored. */
  bundles?: readonly LocaleResourceBundle[]
  /** The fallback for missing keys and the start locale; must be one of `locales`. */
  defaultLocale: string
  /** The start locale (e.g. the stored choice); falls back to `defaultLocale` if unknown. */
  locale?: string
}

export type TranslationValues = Record<string, unknown>
