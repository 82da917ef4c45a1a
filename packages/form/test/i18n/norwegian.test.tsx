// @vitest-environment jsdom
import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {createI18n, I18nProvider} from '@tessera/kit'
import {Suspense, type ReactNode} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {usageSentence} from '../../src/asset-library/usage-list.js'
import {useFormText} from '../../src/i18n/form-strings.js'
import {formatFileSize} from '../../src/inputs/assets/file-size.js'
import {Calendar} from '../../src/inputs/date/calendar.js'
import {MemberError} from '../../src/panels/member-error.js'
import {InvalidValuePanel} from '../../src/portable-text/invalid/invalid-value-panel.js'

/*
 * Issue 22: the form's texts in another locale. The calendar's names come from Intl in the studio's
 * locale; sentences with counts use the locale's plurals; the error panels are translated keys.
 */

afterEach(cleanup)

const theme = buildTheme()

/** Norwegian with a few `form` texts, lazily loaded as a locale plugin's bundles usually are. */
function norwegian() {
  return createI18n({
    locales: [
      {id: 'en-US', title: 'English'},
      {
        id: 'nb-NO',
        title: 'Norsk',
        bundles: [
          {
            namespace: 'form',
            resources: async () => ({
              'asset-library.usage.image-named_zero': 'Ingen dokumenter bruker bildet {{filename}}',
              'asset-library.usage.image-named_one': 'Ett dokument bruker bildet {{filename}}',
              'asset-library.usage.image-named_other': '{{count}} dokumenter bruker bildet {{filename}}',
              'panel.missing-keys.title': 'Manglende nøkler',
              'panel.missing-keys.description': 'Noen elementer i listen mangler en unik {{key}}.',
              'panel.missing-keys.fix': 'Legg til manglende nøkler',
              'rich-text.invalid.title': 'Ugyldig riktekstverdi',
              'rich-text.invalid.style':
                "Blokk '{{block}}' har stilen '{{style}}', som dette feltet ikke tillater.",
              'rich-text.invalid.fix.style': "Endre stilen til '{{style}}'",
            }),
          },
        ],
      },
    ],
    defaultLocale: 'en-US',
    locale: 'nb-NO',
  })
}

async function renderIn(i18n: ReturnType<typeof createI18n> | undefined, children: ReactNode) {
  const tree = (
    <ThemeProvider theme={theme}>
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </ThemeProvider>
  )
  await act(async () => {
    render(i18n ? <I18nProvider i18n={i18n}>{tree}</I18nProvider> : tree)
  })
}

function UsageSentences() {
  const t = useFormText()
  return (
    <ul>
      {[0, 1, 3].map((count) => (
        <li key={count}>{usageSentence(t, 'image', count, 'photo.png')}</li>
      ))}
    </ul>
  )
}

describe('the form in Norwegian', () => {
  it("names the calendar's months and weekdays in the locale, English as before without one", async () => {
    const today = new Date(2026, 2, 16)
    await renderIn(
      norwegian(),
      <Calendar selected={new Date(2026, 2, 20)} onSelect={() => {}} today={today} />,
    )
    const grid = screen.getByRole('grid', {name: 'mars 2026'})
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø'])
    expect(within(grid).getByRole('button', {name: 'fredag 20 mars 2026'})).toBeTruthy()
    const months = screen.getAllByRole('option').map((option) => option.textContent)
    expect(months.slice(0, 3)).toEqual(['januar', 'februar', 'mars'])
    cleanup()

    await renderIn(undefined, <Calendar selected={new Date(2026, 2, 20)} onSelect={() => {}} today={today} />)
    screen.getByRole('grid', {name: 'March 2026'})
    expect(screen.getByRole('button', {name: 'Friday 20 March 2026'})).toBeTruthy()
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('Mo')
  })

  it("builds the asset library's usage sentence with the locale's plurals", async () => {
    await renderIn(norwegian(), <UsageSentences />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ingen dokumenter bruker bildet photo.png',
      'Ett dokument bruker bildet photo.png',
      '3 dokumenter bruker bildet photo.png',
    ])
    cleanup()
    await renderIn(undefined, <UsageSentences />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'No documents are using image photo.png',
      'One document is using image photo.png',
      '3 documents are using image photo.png',
    ])
  })

  it('shows an error panel in Norwegian, `_key` as code inside the sentence', async () => {
    const patches: unknown[] = []
    await renderIn(
      norwegian(),
      <MemberError
        member={{
          kind: 'error',
          key: 'error-items',
          name: 'items',
          error: {type: 'MISSING_KEYS', value: [{_type: 'x'}]},
        }}
        onChange={(next) => patches.push(next)}
        readOnly={false}
      />,
    )
    expect(screen.getByText('Manglende nøkler')).toBeTruthy()
    const sentence = screen.getByText(/^Noen elementer i listen mangler en unik/)
    expect(sentence.textContent).toBe('Noen elementer i listen mangler en unik _key.')
    expect(sentence.querySelector('code')?.textContent).toBe('_key')
    fireEvent.click(screen.getByRole('button', {name: 'Legg til manglende nøkler'}))
    expect(patches).toHaveLength(1)
  })

  it("shows the rich-text invalid-value panel's own check in Norwegian, the editor's words as given", async () => {
    const text = {
      description: {key: 'style', values: {block: 'b1', style: 'h9'}},
      action: {key: 'fix.style', values: {style: 'normal'}},
    } as const
    await renderIn(
      norwegian(),
      <InvalidValuePanel
        description="English description"
        action="English action"
        text={text}
        readOnly={false}
        onIgnore={() => {}}
        onFix={() => {}}
      />,
    )
    expect(screen.getByText('Ugyldig riktekstverdi')).toBeTruthy()
    expect(screen.getByText("Blokk 'b1' har stilen 'h9', som dette feltet ikke tillater.")).toBeTruthy()
    expect(screen.getByRole('button', {name: "Endre stilen til 'normal'"})).toBeTruthy()
    cleanup()
    await renderIn(
      norwegian(),
      <InvalidValuePanel
        description="The editor's own words"
        action={undefined}
        readOnly={false}
        onIgnore={() => {}}
        onFix={() => {}}
      />,
    )
    expect(screen.getByText("The editor's own words")).toBeTruthy()
  })

  it("writes file sizes as the locale writes numbers, in the spec's units", () => {
    expect(formatFileSize(1536, 2, 'nb-NO')).toBe('1,5 KB')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(44)).toBe('44 Bytes')
  })
})
