// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {startTestLake, type TestLake} from '@tessera/lake/testing'
import type {WorkspaceKernel} from '@tessera/store'
import type {ReactNode} from 'react'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import type {ResolvedWorkspace} from '../../../src/resolve/types.js'
import {ColorSchemeContext} from '../../../src/studio/colour-scheme/color-scheme-context.js'
import {StudioContext} from '../../../src/studio/context/studio-context.js'
import {Navbar} from '../../../src/studio/navbar/navbar.js'
import {
  createTestKernel,
  currentUser,
  installDomShims,
  recordingRouter,
  SignedIn,
  testWorkspace,
  type RecordingRouter,
} from './support.js'

const TRIAL = {
  daysLeft: 20,
  totalDays: 30,
  showOnLoad: {
    id: 'trial-started',
    dialogType: 'dialog',
    headingText: 'Your trial has started',
    secondaryButton: {text: 'Not now'},
  },
  showOnClick: {id: 'trial-info', dialogType: 'dialog', headingText: 'Your trial ends soon'},
}

let lake: TestLake
let kernel: WorkspaceKernel
let userId: string

beforeAll(async () => {
  lake = await startTestLake({config: {trial: TRIAL}})
  const ada = await lake.user('Ada')
  userId = ada.id
  kernel = createTestKernel(lake.url, ada.token)
})

afterEach(cleanup)

afterAll(async () => {
  kernel.dispose()
  await lake.stop()
})

const tools = [{name: 'structure', title: 'Structure'}, {name: 'vision', title: 'Vision'}, {name: 'media'}]

function renderNavbar(width: number): RecordingRouter {
  installDomShims(width)
  const router = recordingRouter('/blog/structure')
  const workspace: ResolvedWorkspace = testWorkspace(lake.url, {tools, visibleTools: tools})
  const second = testWorkspace(lake.url, {name: 'shop', title: 'Shop', basePath: '/shop'})
  const studio = {
    workspaces: [workspace, second],
    problems: [],
    basePath: '',
    storageKey: 'test',
    authStoreFor: () => {
      throw new Error('not used by the navbar')
    },
  }
  function Shell({children}: {children: ReactNode}) {
    return (
      <StudioContext value={studio}>
        <ColorSchemeContext value={{setting: 'system', scheme: 'light', setSetting: () => {}}}>
          {children}
        </ColorSchemeContext>
      </StudioContext>
    )
  }
  render(
    <Shell>
      <SignedIn
        kernel={kernel}
        url={lake.url}
        currentUser={currentUser(userId, ['editor'])}
        router={router}
        workspace={workspace}
        activeToolName="structure"
      >
        <Navbar />
      </SignedIn>
    </Shell>,
  )
  return router
}

describe('navbar', () => {
  it('opens the on-load trial dialog once; dismissing it is remembered by the lake', async () => {
    renderNavbar(1400)
    expect(await screen.findByText('Your trial has started')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'Not now'}))
    await waitFor(() => expect(screen.queryByText('Your trial has started')).toBeNull())
    // The trial button toggles the on-click content.
    fireEvent.click(screen.getByRole('button', {name: 'Free trial: 20 days left'}))
    expect(await screen.findByText('Your trial ends soon')).toBeTruthy()
    cleanup()

    // The lake was told: a new page load does not show the on-load dialog again.
    renderNavbar(1400)
    expect(await screen.findByRole('button', {name: 'Free trial: 20 days left'})).toBeTruthy()
    expect(screen.queryByText('Your trial has started')).toBeNull()
  })

  it('shows the tools row on wide screens; a tool link goes to the tool', async () => {
    const router = renderNavbar(1400)
    const nav = screen.getByRole('navigation', {name: 'Tools'})
    const vision = screen.getAllByRole('link', {name: 'Vision'}).find((link) => nav.contains(link))!
    expect(vision.getAttribute('href')).toBe('/blog/vision')
    expect(
      screen
        .getAllByRole('link', {name: 'Structure'})
        .find((link) => nav.contains(link))
        ?.getAttribute('aria-current'),
    ).toBe('page')
    fireEvent.click(vision)
    expect(router.visited).toEqual(['/blog/vision'])
    expect(screen.queryByRole('button', {name: 'Open navigation'})).toBeNull()
    expect(screen.getByRole('button', {name: /Switch workspace/})).toBeTruthy()
    expect(screen.getByRole('button', {name: 'Help and resources'})).toBeTruthy()
  })

  it('puts tools, workspaces and the user into the sidebar on narrow screens', async () => {
    const router = renderNavbar(360)
    expect(screen.queryByRole('navigation', {name: 'Tools'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Help and resources'})).toBeNull()
    expect(screen.queryByRole('button', {name: /User menu/})).toBeNull()
    fireEvent.click(screen.getByRole('button', {name: 'Open navigation'}))
    // The sidebar's code loads at the first press.
    const sidebar = await screen.findByRole('dialog', {name: 'Navigation'})
    expect(sidebar.textContent).toContain('Ada Lovelace')
    expect(sidebar.textContent).toContain('Sign out')
    fireEvent.click(screen.getByRole('link', {name: 'media'}))
    expect(router.visited).toEqual(['/blog/media'])
    expect(screen.queryByRole('dialog', {name: 'Navigation'})).toBeNull()
  })
})
