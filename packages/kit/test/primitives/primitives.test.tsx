// @vitest-environment jsdom
import {ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {cleanup, render} from '@testing-library/react'
import {createRef, type ReactElement} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {Box, Flex, Stack, Text} from '../../src/primitives/index.js'

const theme = buildTheme()

afterEach(cleanup)

function themed(children: ReactElement) {
  return render(<ThemeProvider theme={theme}>{children}</ThemeProvider>)
}

/** Every rule the primitives wrote, as text. */
function rules(): string[] {
  const sheets = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-tessera-primitives]'))
  return sheets.flatMap((element) => Array.from(element.sheet?.cssRules ?? []).map((rule) => rule.cssText))
}

function rulesFor(element: Element): string[] {
  const own = Array.from(element.classList)
  return rules().filter((rule) => own.some((name) => rule.includes(`.${name}`)))
}

describe('the kit primitives', () => {
  it('give elements with the same props one class, and write its rules once', () => {
    const {getByTestId} = themed(
      <>
        <Box data-testid="a" padding={3} flex={1} />
        <Box data-testid="b" padding={3} flex={1} />
        <Box data-testid="c" padding={2} flex={1} />
      </>,
    )
    const [a, b, c] = ['a', 'b', 'c'].map((id) => getByTestId(id))
    expect(a!.className).toBe(b!.className)
    expect(a!.className).not.toBe(c!.className)
    const written = rules().length
    themed(<Box padding={3} flex={1} />)
    expect(rules().length).toBe(written)
  })

  it("write the theme's space, and one media query per responsive step", () => {
    const {getByTestId} = themed(<Box data-testid="box" padding={[2, 4]} marginTop={1} />)
    const written = rulesFor(getByTestId('box')).join('\n')
    const [narrow, wide] = [theme.space[2]!, theme.space[4]!]
    expect(written).toContain(`padding: ${narrow / 16}rem`)
    expect(written).toContain(`margin-top: ${theme.space[1]! / 16}rem`)
    expect(written).toMatch(
      new RegExp(`@media screen and \\(min-width: ${theme.media[0]}px\\)[^}]*padding: ${wide / 16}rem`),
    )
  })

  it('keep layout props off the element and pass everything else on', () => {
    const ref = createRef<HTMLDivElement>()
    const {getByTestId} = themed(
      <Flex
        ref={ref}
        data-testid="flex"
        role="toolbar"
        className="mine"
        gap={2}
        align="center"
        justify="space-between"
        padding={1}
        aria-label="Tools"
      />,
    )
    const flex = getByTestId('flex')
    expect(ref.current).toBe(flex)
    expect(flex.getAttribute('role')).toBe('toolbar')
    expect(flex.getAttribute('aria-label')).toBe('Tools')
    expect(flex.dataset.ui).toBe('Flex')
    expect(flex.classList.contains('mine')).toBe(true)
    for (const name of ['gap', 'align', 'justify', 'padding']) expect(flex.hasAttribute(name)).toBe(false)
    const written = rulesFor(flex).join('\n')
    expect(written).toContain('align-items: center')
    expect(written).toContain('justify-content: space-between')
    expect(written).toMatch(/:not\(\[hidden\]\) \{\s*display: flex;\s*\}/)
  })

  it('render the element `as` names, marked as @sanity/ui marks it', () => {
    const {getByTestId} = themed(
      <Stack as="ul" data-testid="list" gap={3}>
        <li>One</li>
      </Stack>,
    )
    const list = getByTestId('list')
    expect(list.tagName).toBe('UL')
    expect(list.dataset.as).toBe('ul')
    expect(list.dataset.ui).toBe('Stack')
    const written = rulesFor(list).join('\n')
    expect(written).toContain('display: grid')
    expect(written).toContain(`grid-gap: ${theme.space[3]! / 16}rem`)
    expect(written).toMatch(/\[data-as="ul"\][^{]*\{\s*list-style: none;\s*\}/)
  })

  it("give Text @sanity/ui's structure: the element, a span, and for an ellipsis one more", () => {
    const {getByTestId} = themed(
      <>
        <Text data-testid="label" as="label" htmlFor="title" size={1} weight="medium">
          Title
        </Text>
        <Text data-testid="cut" size={1} muted textOverflow="ellipsis">
          A long line
        </Text>
      </>,
    )
    const label = getByTestId('label')
    expect(label.tagName).toBe('LABEL')
    expect(label.getAttribute('for')).toBe('title')
    expect(label.dataset.ui).toBe('Text')
    expect(label.firstElementChild?.tagName).toBe('SPAN')
    expect(label.textContent).toBe('Title')
    const cut = getByTestId('cut')
    expect(cut.querySelector(':scope > span > span[data-text-overflow]')?.textContent).toBe('A long line')
    const written = rulesFor(cut).join('\n')
    expect(written).toContain('var(--card-muted-fg-color)')
    expect(written).toContain(`font-size: ${theme.fonts.text.sizes[1]!.fontSize / 16}rem`)
    expect(written).toContain('text-overflow: ellipsis')
    const labelRules = rulesFor(label).join('\n')
    expect(labelRules).toContain(`font-weight: ${theme.fonts.text.weights.medium}`)
    expect(labelRules).toContain('var(--card-fg-color)')
  })

  it('put their stylesheet first in the head, so other stylesheets override them', () => {
    const late = document.createElement('style')
    document.head.appendChild(late)
    themed(<Box padding={5} />)
    const sheet = document.querySelector('style[data-tessera-primitives]')
    expect(document.head.firstElementChild).toBe(sheet)
    late.remove()
  })
})
