export {createI18n, type I18n} from './create-i18n.js'
export {I18nConfigError, MissingNamespaceError} from './errors.js'
export {i18nMessages} from './messages.js'
export {validateLocales} from './validate-locales.js'
export type {
  I18nOptions,
  LocaleDefinition,
  LocaleResourceBundle,
  LocaleResources,
  LocaleResourcesInput,
  LocaleResourcesModule,
  TranslationValues,
} from './types.js'
