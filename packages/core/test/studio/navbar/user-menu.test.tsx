// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {startTestLake, type TestLake} from '@tessera/lake/testing'
import type {WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {ColorSchemeContext} from '../../../src/studio/colour-scheme/color-scheme-context.js'
import type {ColorSchemeSetting} from '../../../src/studio/colour-scheme/types.js'
import {UserMenu} from '../../../src/studio/navbar/user-menu/user-menu.js'
import {createTestKernel, currentUser, installDomShims, SignedIn} from './support.js'

let lake: TestLake
let kernel: WorkspaceKernel

beforeAll(async () => {
  installDomShims()
  lake = await startTestLake()
  kernel = createTestKernel(lake.url, (await lake.user('Ada')).token)
})

afterEach(cleanup)

afterAll(async () => {
  kernel.dispose()
  await lake.stop()
})

async function renderMenu(roles: string[], chosen: ColorSchemeSetting[] = []) {
  render(
    <SignedIn kernel={kernel} url={lake.url} currentUser={currentUser('u1', roles)}>
      <ColorSchemeContext
        value={{setting: 'system', scheme: 'light', setSetting: (next) => chosen.push(next)}}
      >
        <UserMenu />
      </ColorSchemeContext>
    </SignedIn>,
  )
  fireEvent.click(screen.getByRole('button', {name: 'User menu: Ada Lovelace'}))
  // The menu's code loads at the first press; the menu opens when it is in. (jsdom's zero-size layout
  // marks an open popover hidden once floating-ui has placed it, hence `hidden: true`.)
  await screen.findByRole('menuitem', {name: /Sign out/, hidden: true})
}

describe('user menu', () => {
  it('shows name, email, the login provider and a manage link, but no invite link for editors', async () => {
    await renderMenu(['editor'])
    expect(screen.getByText('ada@example.com')).toBeTruthy()
    expect(screen.getByText('GitHub')).toBeTruthy()
    const manage = screen.getByRole('menuitem', {name: /Manage project/, hidden: true})
    expect(manage.getAttribute('href')).toBe(`${lake.url}/manage/project/tessera`)
    expect(screen.queryByRole('menuitem', {name: /Invite members/, hidden: true})).toBeNull()
    expect(screen.getByRole('menuitem', {name: /Sign out/, hidden: true})).toBeTruthy()
  })

  it('shows the invite link to administrators', async () => {
    await renderMenu(['editor', 'administrator'])
    const invite = screen.getByRole('menuitem', {name: /Invite members/, hidden: true})
    expect(invite.getAttribute('href')).toBe(`${lake.url}/manage/project/tessera/members`)
    expect(invite.getAttribute('target')).toBe('_blank')
  })

  it('sets the colour scheme the user picks', async () => {
    const chosen: ColorSchemeSetting[] = []
    await renderMenu(['editor'], chosen)
    fireEvent.click(screen.getByRole('menuitem', {name: 'Colour scheme: Dark', hidden: true}))
    expect(chosen).toEqual(['dark'])
    // Choosing closes the menu; the next choice opens it again.
    const button = screen.getByRole('button', {name: 'User menu: Ada Lovelace'})
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByRole('menuitem', {name: 'Colour scheme: Light', hidden: true}))
    expect(chosen).toEqual(['dark', 'light'])
  })
})
