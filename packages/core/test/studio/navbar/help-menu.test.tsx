// @vitest-environment jsdom
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {startTestLake, type TestLake} from '@tessera/lake/testing'
import type {WorkspaceKernel} from '@tessera/store'
import {afterEach, beforeAll, describe, expect, it} from 'vitest'
import type {HelpResponse} from '../../../src/studio/navbar/help-menu/help-types.js'
import {STUDIO_VERSION} from '../../../src/studio/navbar/constants.js'
import {HelpMenu} from '../../../src/studio/navbar/help-menu/help-menu.js'
import {createTestKernel, currentUser, installDomShims, SignedIn} from './support.js'

const stops: (() => Promise<void>)[] = []
const helpRequests: URL[] = []

beforeAll(() => installDomShims())

afterEach(async () => {
  cleanup()
  while (stops.length > 0) await stops.pop()?.()
})

const HELP: {
  latestVersion: string
  sectionArray: NonNullable<NonNullable<HelpResponse['resources']>['sectionArray']>
} = {
  latestVersion: '3.30.0',
  sectionArray: [
    {
      _key: 'docs',
      sectionTitle: 'Documentation',
      items: [
        {_key: 'guide', _type: 'externalLink', title: 'Editor guide', url: 'https://example.com/guide'},
        {_key: 'welcome', _type: 'internalAction', type: 'show-welcome-modal', title: 'Show welcome'},
      ],
    },
  ],
}

/** A lake whose `/help` works, or fails with a 500 (a proxy in front of its handler answers it). */
async function startLake(
  helpFails: boolean,
): Promise<{lake: TestLake; url: string; kernel: WorkspaceKernel}> {
  const lake = await startTestLake({config: {help: HELP}})
  const server = createServer((req, res) => {
    if (req.url?.includes('/help')) helpRequests.push(new URL(req.url, 'http://lake'))
    if (helpFails && req.url?.includes('/help')) {
      res.writeHead(500, {'Content-Type': 'application/json'})
      return void res.end(JSON.stringify({error: 'Internal Server Error', message: 'down', statusCode: 500}))
    }
    void lake.lake.handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const kernel = createTestKernel(url, (await lake.user('Ada')).token)
  stops.push(async () => {
    kernel.dispose()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await lake.stop()
  })
  return {lake, url, kernel}
}

function renderHelp(kernel: WorkspaceKernel, url: string) {
  render(
    <SignedIn kernel={kernel} url={url} currentUser={currentUser('u1', ['editor'])}>
      <HelpMenu />
    </SignedIn>,
  )
}

/**
 * Opens the menu. jsdom has no layout, so once the popover re-positions (after /help answered)
 * floating-ui marks it hidden: queries inside it pass `hidden: true`.
 */
async function openMenu() {
  fireEvent.click(screen.getByRole('button', {name: 'Help and resources'}))
}

describe('help menu', () => {
  it('shows the resources from /help, the studio version and the latest version', async () => {
    const {kernel, url} = await startLake(false)
    renderHelp(kernel, url)
    await openMenu()
    expect(await screen.findByText(`Studio version ${STUDIO_VERSION}`)).toBeTruthy()
    expect(screen.getByText('Latest version 3.30.0')).toBeTruthy()
    expect(screen.getByText('Documentation')).toBeTruthy()
    const [request] = helpRequests.splice(0)
    expect(request?.pathname).toBe('/v1/help')
    expect(request?.searchParams.get('m')).toBe(STUDIO_VERSION)
    expect(request?.searchParams.get('locale')).toBe('en-US')
    expect(request?.searchParams.get('tag')).toBe('module.version-check')
    const guide = screen.getByRole('menuitem', {name: /Editor guide/, hidden: true})
    expect(guide.getAttribute('href')).toBe('https://example.com/guide')
    expect(guide.getAttribute('target')).toBe('_blank')
    expect(screen.queryByText('Join our community')).toBeNull()

    fireEvent.click(screen.getByRole('menuitem', {name: 'Show welcome', hidden: true}))
    expect(await screen.findByText('Welcome to Tessera')).toBeTruthy()
  })

  it('shows the three default links, and no version or resources, when /help fails', async () => {
    const {kernel, url} = await startLake(true)
    renderHelp(kernel, url)
    await openMenu()
    const community = await screen.findByRole('menuitem', {name: /Join our community/, hidden: true})
    expect(community.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('menuitem', {name: /Help and support/, hidden: true})).toBeTruthy()
    expect(screen.getByRole('menuitem', {name: /Contact sales/, hidden: true})).toBeTruthy()
    expect(screen.queryByText(/Studio version/)).toBeNull()
    expect(screen.queryByText(/Latest version/)).toBeNull()
    expect(screen.queryByText('Documentation')).toBeNull()
  })
})
