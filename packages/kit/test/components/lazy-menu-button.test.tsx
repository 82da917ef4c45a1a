// @vitest-environment jsdom
import {Button, LayerProvider, ThemeProvider} from '@sanity/ui'
import {MenuItem} from '@sanity/ui/menu'
import {buildTheme} from '@sanity/ui/theme'
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {LazyMenuButton} from '../../src/components/menu/lazy-menu-button.js'
import {createCodeLoader} from '../../src/hooks/use-loaded-code.js'
import '../support/match-media.js'

const theme = buildTheme()

afterEach(cleanup)

function Items({onPick}: {onPick(): void}) {
  return (
    <>
      <MenuItem text="First" onClick={onPick} />
      <MenuItem text="Last" />
    </>
  )
}

// jsdom lays nothing out: once floating-ui has placed an open popover it marks it hidden, so menu
// items are looked up with `hidden: true`.
function renderMenu() {
  let release!: () => void
  const arrived = new Promise<void>((resolve) => (release = resolve))
  const load = vi.fn(() => arrived.then(() => Items))
  const onPick = vi.fn()
  render(
    <ThemeProvider theme={theme}>
      <LayerProvider>
        <LazyMenuButton
          id="things"
          button={<Button text="Things" />}
          items={createCodeLoader(load)}
          itemsProps={{onPick}}
        />
      </LayerProvider>
    </ThemeProvider>,
  )
  return {load, onPick, release: () => act(async () => release())}
}

describe('LazyMenuButton', () => {
  it('is the same button as a MenuButton before its code is wanted, and loads nothing', () => {
    const {load} = renderMenu()
    const button = screen.getByRole('button', {name: 'Things'})
    expect(button.id).toBe('things')
    expect(button.getAttribute('aria-haspopup')).toBe('true')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('data-ui')).toBe('MenuButton')
    expect(load).not.toHaveBeenCalled()
  })

  it('loads on hover, then opens at the first click', async () => {
    const {load, release} = renderMenu()
    fireEvent.pointerEnter(screen.getByRole('button', {name: 'Things'}))
    expect(load).toHaveBeenCalledTimes(1)
    await release()
    fireEvent.click(screen.getByRole('button', {name: 'Things'}))
    expect(await screen.findByRole('menuitem', {name: 'First', hidden: true})).toBeTruthy()
  })

  it('opens the menu when a click came before the code, and its items work', async () => {
    const {onPick, release} = renderMenu()
    fireEvent.click(screen.getByRole('button', {name: 'Things'}))
    expect(screen.queryByRole('menu')).toBeNull()
    await release()
    const first = await screen.findByRole('menuitem', {name: 'First', hidden: true})
    expect(screen.getByRole('button', {name: 'Things'}).getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(first)
    expect(onPick).toHaveBeenCalledTimes(1)
  })

  it('keeps the focus through the swap to the real button', async () => {
    const {load, release} = renderMenu()
    act(() => screen.getByRole('button', {name: 'Things'}).focus())
    expect(load).toHaveBeenCalledTimes(1)
    await release()
    const button = screen.getByRole('button', {name: 'Things'})
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens the menu at its first item when an opening key came before the code', async () => {
    const {release} = renderMenu()
    const before = screen.getByRole('button', {name: 'Things'})
    act(() => before.focus())
    fireEvent.keyDown(before, {key: 'ArrowDown'})
    await release()
    const first = await screen.findByRole('menuitem', {name: 'First', hidden: true})
    await vi.waitFor(() => expect(document.activeElement).toBe(first))
    expect(screen.getByRole('button', {name: 'Things'}).getAttribute('aria-expanded')).toBe('true')
  })

  it("leaves its button alone when only the items' props change, as long as the button is the same", () => {
    let renders = 0
    function CountingButton(props: Record<string, unknown>) {
      renders++
      return <Button text="Things" {...props} />
    }
    const button = <CountingButton />
    const items = createCodeLoader(() => Promise.resolve(Items))
    const menu = (onPick: () => void) => (
      <ThemeProvider theme={theme}>
        <LayerProvider>
          <LazyMenuButton id="things" button={button} items={items} itemsProps={{onPick}} />
        </LayerProvider>
      </ThemeProvider>
    )
    const {rerender} = render(menu(() => undefined))
    expect(renders).toBe(1)
    // New item props each time, as a field's actions are with every keystroke.
    rerender(menu(() => undefined))
    rerender(menu(() => undefined))
    expect(renders).toBe(1)
    expect(screen.getByRole('button', {name: 'Things'}).getAttribute('data-ui')).toBe('MenuButton')
  })
})
