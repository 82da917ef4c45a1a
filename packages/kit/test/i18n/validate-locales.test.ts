import {describe, expect, it} from 'vitest'

import {createI18n, I18nConfigError, validateLocales, type LocaleDefinition} from '../../src/index.js'

const resources = {hello: 'Hello'}

describe('validateLocales', () => {
  it('accepts locales with bundles and plugin bundles', () => {
    expect(
      validateLocales({
        locales: [{id: 'en-US', title: 'English', bundles: [{namespace: 'studio', resources}]}],
        bundles: [{locale: 'en-US', namespace: 'seo', resources: async () => resources}],
        defaultLocale: 'en-US',
      }),
    ).toEqual([])
  })

  it('requires the bundles of a locale to be an array', () => {
    const locales = [
      {id: 'nb-NO', title: 'Norsk', bundles: {namespace: 'studio'}},
    ] as unknown as LocaleDefinition[]
    expect(validateLocales({locales, defaultLocale: 'nb-NO'})).toEqual([
      'Expected the bundles of locale "nb-NO" to be an array',
    ])
  })

  it("requires a bundle's locale id to match its locale", () => {
    const locales = [
      {id: 'nb-NO', title: 'Norsk', bundles: [{locale: 'en-US', namespace: 'studio', resources}]},
    ]
    expect(validateLocales({locales, defaultLocale: 'nb-NO'})).toEqual([
      'The locale bundle for namespace "studio" has locale id "en-US", which does not match its locale "nb-NO"',
    ])
  })

  it('requires a namespace', () => {
    const locales = [{id: 'nb-NO', title: 'Norsk', bundles: [{resources}]}] as unknown as LocaleDefinition[]
    expect(validateLocales({locales, defaultLocale: 'nb-NO'})).toEqual([
      'A locale bundle for locale "nb-NO" needs a namespace',
    ])
  })

  it('checks plugin bundles, resources, locale ids and the default locale', () => {
    const problems = validateLocales({
      locales: [{id: 'en-US', title: 'English'}, {id: 'en-US', title: 'Again'}, {title: 'No id'} as never],
      bundles: [
        {namespace: 'seo', resources} as never,
        {locale: 'en-US', namespace: 'media', resources: 'nope' as never},
        'bundle' as never,
      ],
      defaultLocale: 'de-DE',
    })
    expect(problems).toEqual([
      'The locale "en-US" is defined more than once',
      'The locale at index 2 needs an id',
      'The default locale "de-DE" is not one of the configured locales',
      'The locale bundle for namespace "seo" needs a locale id',
      'The resources of the locale bundle for namespace "media" in locale "en-US" must be an object or a function',
      'A locale bundle for locale "(none)" must be an object',
    ])
  })

  it('rejects non-array locales and plugin bundles', () => {
    expect(validateLocales({locales: 'en' as never, defaultLocale: 'en'})).toEqual([
      'Expected locales to be an array',
    ])
    expect(
      validateLocales({locales: [{id: 'en', title: 'English'}], bundles: {} as never, defaultLocale: 'en'}),
    ).toEqual(['Expected i18n bundles to be an array'])
  })

  it('makes createI18n throw an I18nConfigError listing the problems', () => {
    const locales = [{id: 'nb-NO', title: 'Norsk', bundles: [{resources}]}] as unknown as LocaleDefinition[]
    let error: unknown
    try {
      createI18n({locales, defaultLocale: 'nb-NO'})
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(I18nConfigError)
    expect((error as I18nConfigError).problems).toEqual([
      'A locale bundle for locale "nb-NO" needs a namespace',
    ])
    expect((error as I18nConfigError).message).toBe(
      'Invalid locale configuration\n- A locale bundle for locale "nb-NO" needs a namespace',
    )
  })
})
