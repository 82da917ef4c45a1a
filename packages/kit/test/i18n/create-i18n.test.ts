import {describe, expect, it} from 'vitest'

import {createI18n, MissingNamespaceError, type I18nOptions} from '../../src/index.js'

function options(overrides: Partial<I18nOptions> = {}): I18nOptions {
  return {
    locales: [
      {
        id: 'en-US',
        title: 'English',
        bundles: [
          {
            namespace: 'studio',
            resources: {
              'menu.sign-out': 'Sign out',
              greeting: 'Hello, {{name}}',
              documents_one: '{{count}} document',
              documents_other: '{{count}} documents',
            },
          },
        ],
      },
      {
        id: 'nb-NO',
        title: 'Norsk',
        bundles: [{namespace: 'studio', resources: {'menu.sign-out': 'Logg ut'}}],
      },
    ],
    defaultLocale: 'en-US',
    ...overrides,
  }
}

describe('createI18n', () => {
  it('translates keys with dots, interpolation and plurals', () => {
    const i18n = createI18n(options())
    expect(i18n.locale).toBe('en-US')
    expect(i18n.t('studio', 'menu.sign-out')).toBe('Sign out')
    expect(i18n.t('studio', 'greeting', {name: '<Ada>'})).toBe('Hello, <Ada>')
    expect(i18n.t('studio', 'documents', {count: 1})).toBe('1 document')
    expect(i18n.t('studio', 'documents', {count: 4})).toBe('4 documents')
  })

  it('falls back to the default locale for missing keys, then to the key', () => {
    const i18n = createI18n(options({locale: 'nb-NO'}))
    expect(i18n.t('studio', 'menu.sign-out')).toBe('Logg ut')
    expect(i18n.t('studio', 'greeting', {name: 'Ada'})).toBe('Hello, Ada')
    expect(i18n.t('studio', 'no.such.key')).toBe('no.such.key')
  })

  it('starts in the default locale when the given locale is unknown', () => {
    expect(createI18n(options({locale: 'xx-XX'})).locale).toBe('en-US')
  })

  it('reports a missing namespace with its name and the locale', async () => {
    const i18n = createI18n(options({locale: 'nb-NO'}))
    expect(() => i18n.t('structure', 'title')).toThrow(MissingNamespaceError)
    expect(() => i18n.t('structure', 'title')).toThrow(
      'No translations found for namespace "structure" in locale "nb-NO"',
    )
    await expect(i18n.loadNamespace('structure')).rejects.toThrow(
      'No translations found for namespace "structure" in locale "nb-NO"',
    )
    expect(i18n.hasNamespace('structure')).toBe(false)
  })

  it('uses the default locale for a namespace only the default locale has', () => {
    const i18n = createI18n(
      options({locale: 'nb-NO', bundles: [{locale: 'en-US', namespace: 'seo', resources: {title: 'SEO'}}]}),
    )
    expect(i18n.t('seo', 'title')).toBe('SEO')
  })

  it('merges plugin bundles in order: later ones override keys', () => {
    const i18n = createI18n(
      options({
        bundles: [
          {locale: 'en-US', namespace: 'studio', resources: {'menu.sign-out': 'Log off'}},
          {locale: 'de-DE', namespace: 'studio', resources: {'menu.sign-out': 'Abmelden'}},
        ],
      }),
    )
    expect(i18n.t('studio', 'menu.sign-out')).toBe('Log off')
    expect(i18n.t('studio', 'greeting', {name: 'Ada'})).toBe('Hello, Ada')
  })

  it('loads lazy bundles on demand, in bundle order', async () => {
    let loads = 0
    const i18n = createI18n(
      options({
        bundles: [
          {
            locale: 'en-US',
            namespace: 'seo',
            resources: async () => {
              loads++
              await new Promise((resolve) => setTimeout(resolve, 5))
              return {title: 'SEO', description: 'Slow'}
            },
          },
          {
            locale: 'en-US',
            namespace: 'seo',
            resources: async () => ({default: {description: 'Fast override'}}),
          },
        ],
      }),
    )
    expect(i18n.isNamespaceLoaded('seo')).toBe(false)
    expect(() => i18n.t('seo', 'title')).toThrow(
      'Translations for namespace "seo" in locale "en-US" are not loaded yet: await loadNamespace("seo") first',
    )
    await Promise.all([i18n.loadNamespace('seo'), i18n.loadNamespace('seo')])
    expect(loads).toBe(1)
    expect(i18n.isNamespaceLoaded('seo')).toBe(true)
    expect(i18n.t('seo', 'title')).toBe('SEO')
    expect(i18n.t('seo', 'description')).toBe('Fast override')
  })

  it('rejects lazy resources that are not an object, and may retry', async () => {
    let attempt = 0
    const i18n = createI18n(
      options({
        bundles: [
          {
            locale: 'en-US',
            namespace: 'seo',
            resources: async () => (attempt++ === 0 ? ('nope' as never) : {a: 'A'}),
          },
        ],
      }),
    )
    await expect(i18n.loadNamespace('seo')).rejects.toThrow(
      'Loading the locale bundle for namespace "seo" in locale "en-US" did not give an object of translations',
    )
    await i18n.loadNamespace('seo')
    expect(i18n.t('seo', 'a')).toBe('A')
  })

  it('changes locale after loading the namespaces in use', async () => {
    const i18n = createI18n(
      options({
        bundles: [
          {locale: 'en-US', namespace: 'seo', resources: async () => ({title: 'Title'})},
          {locale: 'nb-NO', namespace: 'seo', resources: async () => ({title: 'Tittel'})},
        ],
      }),
    )
    await i18n.loadNamespace('seo')
    const switching = i18n.changeLocale('nb-NO')
    expect(i18n.t('seo', 'title')).toBe('Title')
    await switching
    expect(i18n.locale).toBe('nb-NO')
    expect(i18n.i18next.language).toBe('nb-NO')
    expect(i18n.t('seo', 'title')).toBe('Tittel')
    expect(i18n.t('studio', 'menu.sign-out')).toBe('Logg ut')
    await expect(i18n.changeLocale('xx-XX')).rejects.toThrow('Unknown locale "xx-XX"')
  })

  it('keeps instances apart', () => {
    const english = createI18n(options())
    const norwegian = createI18n(options({locale: 'nb-NO'}))
    expect(english.t('studio', 'menu.sign-out')).toBe('Sign out')
    expect(norwegian.t('studio', 'menu.sign-out')).toBe('Logg ut')
  })
})
