// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react'
import {Suspense} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {defaultText, useTranslationWithDefaults} from '../../src/hooks/use-translation-with-defaults.js'
import {createI18n} from '../../src/i18n/create-i18n.js'
import {I18nProvider} from '../../src/workspace/i18n-provider.js'

afterEach(cleanup)

const DEFAULTS = {'screen.title': 'Workspace not found', 'screen.go': 'Go to {{name}}'}

function Screen() {
  const {t, locale} = useTranslationWithDefaults('studio', DEFAULTS)
  return (
    <p>
      {t('screen.title')} / {t('screen.go', {name: 'blog'})} / {locale}
    </p>
  )
}

describe('I18nProvider (screens before a workspace exists)', () => {
  it('translates with its i18n, lazy bundles included; keys the locale lacks keep the default', async () => {
    const i18n = createI18n({
      locales: [
        {id: 'en-US', title: 'English'},
        {
          id: 'nb-NO',
          title: 'Norsk',
          bundles: [
            {namespace: 'studio', resources: async () => ({'screen.title': 'Fant ikke arbeidsområdet'})},
          ],
        },
      ],
      bundles: [{locale: 'en-US', namespace: 'studio', resources: DEFAULTS}],
      defaultLocale: 'en-US',
      locale: 'nb-NO',
    })
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>
        </I18nProvider>,
      )
    })
    expect(await screen.findByText('Fant ikke arbeidsområdet / Go to blog / nb-NO')).toBeTruthy()
  })

  it('without any provider the defaults show, in en-US', () => {
    render(<Screen />)
    expect(screen.getByText('Workspace not found / Go to blog / en-US')).toBeTruthy()
  })
})

describe('defaultText (plurals of the English defaults)', () => {
  const defaults = {
    usage_zero: 'No documents use it',
    usage_one: 'One document uses it',
    usage_other: '{{count}} documents use it',
    plain: 'Plain',
  }
  it('picks _zero for 0, then the plural form of the locale, as i18next does', () => {
    expect(defaultText(defaults, 'usage', {count: 0}, 'en-US')).toBe('No documents use it')
    expect(defaultText(defaults, 'usage', {count: 1}, 'en-US')).toBe('One document uses it')
    expect(defaultText(defaults, 'usage', {count: 7}, 'en-US')).toBe('{{count}} documents use it')
    expect(defaultText(defaults, 'plain', {count: 2}, 'en-US')).toBe('Plain')
    expect(defaultText(defaults, 'missing', undefined, 'en-US')).toBeUndefined()
  })
})
