import {i18nMessages, validateLocales, type LocaleDefinition, type LocaleResourceBundle} from '@tessera/kit'
import type {WorkspaceLocation} from './problems.js'
import type {ResolveProblem} from './types.js'

/**
 * Kit's locale checks on the reduced lists. The first locale stands in as the default; with no
 * locales configured only the bundles are checked (the studio's built-in locale is added at boot).
 */
export function i18nProblems(
  locales: readonly LocaleDefinition[],
  bundles: readonly LocaleResourceBundle[],
  location: WorkspaceLocation,
): ResolveProblem[] {
  const defaultLocale = locales[0]?.id ?? ''
  const unknownDefault = i18nMessages.defaultLocaleUnknown(defaultLocale)
  return validateLocales({locales, bundles, defaultLocale})
    .filter((message) => locales.length > 0 || message !== unknownDefault)
    .map((message) => ({kind: 'i18n', severity: 'error', message, ...location, property: 'i18n'}))
}
