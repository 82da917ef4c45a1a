// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, beforeAll, describe, expect, it} from 'vitest'
import {NewDocumentMenuView} from '../../../src/studio/new-document/new-document-menu-view.js'
import type {NewDocumentItem} from '../../../src/studio/new-document/types.js'
import {installDomShims, Themed} from '../navbar/support.js'

const items: NewDocumentItem[] = [
  {id: 'post', title: 'Post', hasPermission: true},
  {id: 'author', title: 'Author', hasPermission: true},
  {id: 'settings', title: 'Site settings', hasPermission: false},
]

function renderMenu(props: Partial<Parameters<typeof NewDocumentMenuView>[0]> = {}) {
  const picked: string[] = []
  render(
    <Themed>
      <NewDocumentMenuView
        items={items}
        narrow={false}
        onSelect={(item) => picked.push(item.id)}
        {...props}
      />
    </Themed>,
  )
  return {picked, button: screen.getByRole('button', {name: 'Create new document'})}
}

// jsdom lays nothing out: once floating-ui has placed the open popover it marks it hidden, so the
// menu's parts are looked up with `hidden: true`.
const filterBox = () => screen.queryByRole('textbox', {name: 'Filter document types', hidden: true})

/** Opens the menu with a click; the first open waits for the list's code (it loads on demand). */
async function open(button: HTMLElement) {
  fireEvent.click(button)
  await screen.findByRole('textbox', {name: 'Filter document types', hidden: true})
}

beforeAll(() => installDomShims(1400))
afterEach(cleanup)

describe('the new-document menu', () => {
  it('toggles with the button, opens with ArrowDown, closes with Escape and clears the filter', async () => {
    const {button} = renderMenu()
    await open(button)
    fireEvent.change(filterBox()!, {target: {value: 'auth'}})
    expect(screen.getAllByRole('option', {hidden: true}).map((option) => option.textContent)).toEqual([
      'Author',
    ])
    fireEvent.click(button)
    expect(filterBox()).toBeNull()
    fireEvent.keyDown(button, {key: 'ArrowDown'})
    expect((filterBox() as HTMLInputElement).value).toBe('')
    fireEvent.keyDown(filterBox()!, {key: 'Escape'})
    expect(filterBox()).toBeNull()
    fireEvent.keyDown(button, {key: 'ArrowDown'})
    fireEvent.keyDown(filterBox()!, {key: 'Tab'})
    expect(filterBox()).toBeNull()
  })

  it('moves with the arrow keys and picks with Enter', async () => {
    const {button, picked} = renderMenu()
    await open(button)
    fireEvent.keyDown(filterBox()!, {key: 'ArrowDown'})
    fireEvent.keyDown(filterBox()!, {key: 'Enter'})
    // Sorted by title: Author, Post, Site settings; the second is Post.
    expect(picked).toEqual(['post'])
    expect(filterBox()).toBeNull()
  })

  it("shows 'no results' and 'no document types found'", async () => {
    const {button} = renderMenu()
    await open(button)
    fireEvent.change(filterBox()!, {target: {value: 'invoice'}})
    expect(screen.getByText('no results')).toBeTruthy()
    cleanup()
    renderMenu({items: [], defaultOpen: true})
    expect(await screen.findByText('no document types found')).toBeTruthy()
  })

  it('disables options without permission, and the button when none is allowed', async () => {
    const {button, picked} = renderMenu()
    await open(button)
    const settings = screen.getByRole('option', {name: 'Site settings', hidden: true})
    expect(settings.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(settings)
    expect(picked).toEqual([])
    cleanup()
    const none = renderMenu({items: items.map((item) => ({...item, hasPermission: false}))})
    expect((none.button as HTMLButtonElement).disabled).toBe(true)
  })
})
