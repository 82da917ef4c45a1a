// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {startTestLake, type TestLake} from '@tessera/lake/testing'
import type {WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {PresenceMenu} from '../../../src/studio/navbar/presence-menu/presence-menu.js'
import {PRESENCE_EMPTY_TEXT} from '../../../src/studio/navbar/presence-menu/presence-menu-view.js'
import {createTestKernel, currentUser, installDomShims, recordingRouter, SignedIn} from './support.js'

let lake: TestLake
let watcher: WorkspaceKernel
let watcherId: string
const others: WorkspaceKernel[] = []

beforeAll(async () => {
  installDomShims()
  // Presence runs over jsdom's WebSocket, which sends jsdom's page origin: allow it as a dev origin.
  lake = await startTestLake({config: {dev: true, devOrigins: [window.location.origin]}})
  const ada = await lake.user('Ada Watcher')
  watcherId = ada.id
  watcher = createTestKernel(lake.url, ada.token, true)
})

afterEach(() => {
  cleanup()
  while (others.length > 0) others.pop()?.dispose()
})

afterAll(async () => {
  watcher.dispose()
  await lake.stop()
})

function renderPresence() {
  const router = recordingRouter()
  render(
    <SignedIn
      kernel={watcher}
      url={lake.url}
      currentUser={currentUser(watcherId, ['editor'])}
      router={router}
    >
      <PresenceMenu />
    </SignedIn>,
  )
  return router
}

describe('global presence menu', () => {
  it('says nobody else is here when alone', async () => {
    renderPresence()
    fireEvent.click(screen.getByRole('button', {name: /Presence: nobody else is here/}))
    expect(await screen.findByText(PRESENCE_EMPTY_TEXT)).toBeTruthy()
  })

  it('links each user to the edit intent of their latest document', async () => {
    const grace = await lake.user('Grace Hopper')
    const other = createTestKernel(lake.url, grace.token, true)
    others.push(other)
    other.presence?.setLocation([{documentId: 'drafts.post-1', path: ['title']}])

    const router = renderPresence()
    const button = await screen.findByRole('button', {name: 'Presence: 1 online'}, {timeout: 10_000})
    fireEvent.click(button)
    const entry = await screen.findByRole('menuitem', {name: /Grace Hopper/, hidden: true})
    expect(entry.getAttribute('href')).toBe('/blog/intent/edit/id=drafts.post-1')
    fireEvent.click(entry)
    expect(router.visited).toEqual(['/blog/intent/edit/id=drafts.post-1'])
  })
})
