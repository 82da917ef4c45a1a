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

function renderMenu(roles: string[], chosen: ColorSchemeSetting[] = []) {
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
}

describe('user menu', () => {
  it('shows name, email, the login provider and a manage link, but no invite link for editors', () => {
    renderMenu(['editor'])
    expect(screen.getByText('ada@example.com')).toBeTruthy()
    expect(screen.getByText('GitHub')).toBeTruthy()
    const manage = screen.getByRole('menuitem', {name: /Manage project/})
    expect(manage.getAttribute('href')).toBe(`${lake.url}/manage/project/tessera`)
    expect(screen.queryByRole('menuitem', {name: /Invite members/})).toBeNull()
    expect(screen.getByRole('menuitem', {name: /Sign out/})).toBeTruthy()
  })

  it('shows the invite link to administrators', () => {
    renderMenu(['editor', 'administrator'])
    const invite = screen.getByRole('menuitem', {name: /Invite members/})
    expect(invite.getAttribute('href')).toBe(`${lake.url}/manage/project/tessera/members`)
    expect(invite.getAttribute('target')).toBe('_blank')
  })

  it('sets the colour scheme the user picks', () => {
    const chosen: ColorSchemeSetting[] = []
    renderMenu(['editor'], chosen)
    fireEvent.click(screen.getByRole('menuitem', {name: 'Colour scheme: Dark'}))
    expect(chosen).toEqual(['dark'])
    // Choosing closes the menu; the next choice opens it again.
    expect(screen.queryByRole('menuitem', {name: 'Colour scheme: Light'})).toBeNull()
    fireEvent.click(screen.getByRole('button', {name: 'User menu: Ada Lovelace'}))
    fireEvent.click(screen.getByRole('menuitem', {name: 'Colour scheme: Light'}))
    expect(chosen).toEqual(['dark', 'light'])
  })
})
