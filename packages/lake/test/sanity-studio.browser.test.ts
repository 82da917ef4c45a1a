import {createReadStream, existsSync, mkdirSync, statSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {extname, join, normalize} from 'node:path'
import {fileURLToPath} from 'node:url'
import {chromium, type Browser, type Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {openPresence, type PresenceSocket} from './helpers/presence-socket.js'
import {PASSWORD, addUser} from './helpers/sign-in.js'
import {PROJECT_ID, startLake, type TestLake} from './helpers/start-lake.js'
import {sanityStudioBuild} from './sanity-studio/studio-build.js'

// The lake serves a self-signed development certificate; this file's Node clients (the admin
// @sanity/client, the second user's presence socket) accept it, as Chromium does with a flag.
// Restored after the file: test files share their worker's process (isolate: false).
const rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'

const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url))
/** The studio version under test (pinned in sanity-studio/studio-package.json). */
const SANITY_VERSION = '6.19.0'
const TYPES: Record<string, string> = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css'}

let lake: TestLake
let studio: Server
let studioUrl: string
let browser: Browser
let grace: {id: string; token: string}
let presence: PresenceSocket | undefined

/** Serves the built studio; unknown paths get index.html (the studio routes in the browser). */
function serveStudio(dist: string): Server {
  return createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(dist, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html')
    res.writeHead(200, {'content-type': TYPES[extname(file)] ?? 'application/octet-stream'})
    createReadStream(file).pipe(res)
  })
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, {recursive: true})
  const dist = sanityStudioBuild()
  studio = serveStudio(dist)
  await new Promise<void>((resolve) => studio.listen(0, '127.0.0.1', resolve))
  studioUrl = `http://localhost:${(studio.address() as AddressInfo).port}`
  // The studio talks to https://tessera.api.sanity.io: Chromium maps that host to this lake (HTTP/2 over
  // TLS with a development certificate), so the studio runs with its configuration untouched.
  lake = await startLake({
    config: {
      projectId: PROJECT_ID,
      projectName: 'Tessera',
      dev: true,
      devOrigins: [studioUrl],
      allowedHosts: [`${PROJECT_ID}.api.sanity.io`, 'api.sanity.io', `${PROJECT_ID}.apicdn.sanity.io`],
    },
    tls: 'development',
  })
  await addUser(lake.lake, {email: 'ada@example.com', name: 'Ada Lovelace', roles: ['administrator']})
  grace = lake.lake.kernel.tokens.createRobotToken({roles: ['editor'], label: 'Grace'})
  await lake.client.createOrReplace({_id: 'post-1', _type: 'post', title: 'First post', body: 'Hello'})
  await lake.client.createOrReplace({_id: 'post-2', _type: 'post', title: 'Second post', body: 'World'})
  const port = new URL(lake.url).port
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--ignore-certificate-errors',
      `--host-resolver-rules=MAP *.api.sanity.io 127.0.0.1:${port}, MAP api.sanity.io 127.0.0.1:${port}, MAP *.apicdn.sanity.io 127.0.0.1:${port}`,
    ],
  })
}, 15 * 60_000)

afterAll(async () => {
  await presence?.close()
  await browser?.close()
  await lake?.stop()
  await new Promise<void>((resolve) => studio?.close(() => resolve()))
  if (rejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectUnauthorized
})

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({path: `${ARTIFACTS}sanity-studio-${name}.png`})
}

describe(`the real Sanity Studio (sanity ${SANITY_VERSION}) against the lake`, () => {
  it(
    'signs in, lists, edits, publishes, shows history, presence and search',
    async () => {
      const page = await browser.newPage({viewport: {width: 1280, height: 860}})
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(String(error)))
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      page.on('requestfailed', (request) =>
        consoleErrors.push(`failed ${request.url()} ${request.failure()?.errorText}`),
      )
      try {
        await run(page)
      } catch (error) {
        await shot(page, 'failure')
        throw new Error(
          `${String(error)}\npage errors: ${errors.join('\n')}\nconsole: ${consoleErrors.slice(0, 20).join('\n')}`,
        )
      }
      expect(errors).toEqual([])
      await page.close()
    },
    5 * 60_000,
  )
})

async function run(page: Page): Promise<void> {
  await page.goto(studioUrl)

  // Sign in with the lake's provider.
  await page.getByText('Tessera', {exact: false}).first().waitFor({timeout: 30_000})
  await shot(page, '1-sign-in')
  await page
    .getByRole('link')
    .or(page.getByRole('button'))
    .filter({hasText: /tessera|lake|sign in/i})
    .first()
    .click()
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', {name: 'Sign in'}).click()

  // Lists documents.
  await page.waitForURL((url) => url.href.startsWith(studioUrl), {timeout: 30_000})
  await page.getByText('Post', {exact: true}).first().click({timeout: 60_000})
  await page.getByText('Second post').waitFor({timeout: 30_000})
  await page.getByText('First post').waitFor()
  await shot(page, '2-list')

  // Edits and publishes.
  await page.getByText('First post').click()
  const title = page.getByRole('textbox').first()
  await title.waitFor({timeout: 30_000})
  await title.fill('First post, edited in Sanity Studio')
  await expect
    .poll(async () => (await lake.client.getDocument('drafts.post-1'))?.title, {timeout: 20_000})
    .toBe('First post, edited in Sanity Studio')
  await page.getByTestId('action-publish').click()
  await expect
    .poll(async () => (await lake.client.getDocument('post-1'))?.title, {timeout: 20_000})
    .toBe('First post, edited in Sanity Studio')
  await shot(page, '3-published')

  // Another user (on the lake's own presence protocol) in the same document shows up.
  presence = await openPresence(lake.url, {token: grace.token})
  const announce = () =>
    presence?.send({
      type: 'state',
      sessionId: 'grace-tab',
      locations: [
        {type: 'document', documentId: 'post-1', path: ['title'], lastActiveAt: new Date().toISOString()},
      ],
    })
  announce()
  const timer = setInterval(announce, 2000)
  try {
    await page
      .getByText('Grace', {exact: false})
      .first()
      .waitFor({timeout: 30_000})
      .catch(async () => {
        await page
          .locator('[data-testid="presence-avatar"], [data-ui="Avatar"]')
          .first()
          .waitFor({timeout: 10_000})
      })
  } finally {
    clearInterval(timer)
  }
  await shot(page, '4-presence')

  // History panel: the footer's "Last published" opens it, with the Events API's publish event.
  await page.getByText('Last published').click()
  await page.getByText('Published', {exact: true}).first().waitFor({timeout: 30_000})
  await shot(page, '5-history')

  // Search (Ctrl+K opens the studio's global search; text::query() behind it).
  await page.keyboard.press('Escape')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Second')
  await page
    .locator('[data-testid="search-results"], [role="listbox"]')
    .getByText('Second post')
    .first()
    .waitFor({timeout: 30_000})
  await shot(page, '6-search')
}
