import {mkdirSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {createClient, type SanityClient} from '@sanity/client'
import {SESSION_COOKIE} from '@tessera/lake/testing'
import {chromium, type Browser, type BrowserContext, type Cookie, type Page} from 'playwright-core'
import {afterAll, afterEach, beforeAll, inject} from 'vitest'
import {startDevStack, type DevStack} from '../../scripts/dev-stack.js'
import {SEEDED_USERS} from '../../scripts/seed-data.js'

export const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url))

export interface BrowserStack {
  readonly stack: DevStack
  readonly browser: Browser
  /** A fresh browser context (closed after the test) with one page. */
  newPage(width?: number): Promise<Page>
  /**
   * Signs `page`'s context in as the seeded user with `role` and opens `path` (picking the workspace
   * if the chooser shows). The session is started in the lake, as its sign-in page would, and the
   * cookie set: tests of anything but signing in skip the page (~2 s each).
   */
  signIn(page: Page, role: string, path?: string): Promise<void>
  /** Opens `path`, picks the workspace in the chooser, and signs in on the lake's own page. */
  signInThroughPage(page: Page, role: string, path?: string): Promise<void>
  /** A client of `dataset` with an administrator's robot token (to seed or write bad data), one per dataset. */
  adminClient(dataset: string): SanityClient
}

export function userWithRole(role: string) {
  const user = SEEDED_USERS.find((candidate) => candidate.role === role)
  if (!user) throw new Error(`no seeded user with role "${role}"`)
  return user
}

/**
 * The dev stack (a seeded lake in a temp directory and the production build of the studio that
 * global-setup.ts made, or with `dev` the studio's Vite dev server) and headless Chromium for the
 * tests of one file, with hooks that start them before and stop them after.
 */
export function useBrowserStack(options: {dev?: boolean} = {}): BrowserStack {
  let stack: DevStack | undefined
  let browser: Browser | undefined
  let dir = ''
  const contexts: BrowserContext[] = []
  /** Each role's session cookie, started once per file. */
  const sessions = new Map<string, Cookie>()
  const adminClients = new Map<string, SanityClient>()

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, {recursive: true})
    dir = mkdtempSync(join(tmpdir(), 'tessera-dev-studio-'))
    stack = await startDevStack({
      lakePort: 0,
      studioPort: 0,
      dir,
      production: !options.dev,
      prebuilt: options.dev ? undefined : inject('studioBuild'),
    })
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    // Vite's dev server prepares its dependencies first, which takes a while on a loaded 2-core machine.
  }, 300_000)

  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
    rmSync(dir, {recursive: true, force: true})
  })

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })

  const self: BrowserStack = {
    get stack() {
      if (!stack) throw new Error('the dev stack is not started yet')
      return stack
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet')
      return browser
    },
    async newPage(width = 1400) {
      const context = await self.browser.newContext({viewport: {width, height: 900}})
      contexts.push(context)
      return context.newPage()
    },
    adminClient(dataset) {
      let client = adminClients.get(dataset)
      if (!client) {
        const {token} = self.stack.lake.kernel.tokens.createRobotToken({
          roles: ['administrator'],
          label: 'browser tests',
        })
        client = createClient({
          projectId: 'local',
          dataset,
          apiHost: self.stack.lakeUrl,
          apiVersion: '2025-02-19',
          useProjectHostname: false,
          useCdn: false,
          token,
        })
        adminClients.set(dataset, client)
      }
      return client
    },
    async signIn(page, role, path = '/blog') {
      // A user without roles never reaches the layout (the studio says 'Not authorized'): the page's way.
      if (role === '') return self.signInThroughPage(page, role, path)
      let session = sessions.get(role)
      if (!session) {
        session = startSession(self.stack, role)
        sessions.set(role, session)
      }
      await page.context().addCookies([session])
      await page.goto(`${self.stack.studioUrl}${path}`)
      const workspace = path.split('/')[1] ?? 'blog'
      const layout = page.locator('[data-testid="studio-layout"]')
      const entry = page.locator(`[data-workspace="${workspace}"]`)
      await layout.or(entry).first().waitFor()
      if (await entry.isVisible()) await entry.click()
      await layout.waitFor()
    },
    async signInThroughPage(page, role, path = '/blog') {
      const user = userWithRole(role)
      const workspace = path.split('/')[1] ?? 'blog'
      await page.goto(`${self.stack.studioUrl}${path}`)
      const entry = page.locator(`[data-workspace="${workspace}"]`)
      await entry.waitFor()
      await entry.click()
      // One provider: the studio goes straight to the lake's sign-in page.
      await page.waitForURL(/\/auth\/login\/tessera/)
      await page.fill('#email', user.email)
      await page.fill('#password', user.password)
      await page.click('button[type=submit]')
      await page.waitForURL(`${self.stack.studioUrl}/**`)
    },
  }
  return self
}

/** A day's session for the seeded user with `role`, started in the lake as its sign-in page does. */
function startSession(stack: DevStack, role: string): Cookie {
  const user = stack.lake.kernel.users.getByEmail(userWithRole(role).email)
  if (!user) throw new Error(`the seeded user with role "${role}" is not in the lake`)
  const expires = Date.now() + 24 * 60 * 60 * 1000
  const {token} = stack.lake.kernel.tokens.createSessionToken(user.id, new Date(expires).toISOString())
  return {
    name: SESSION_COOKIE,
    value: token,
    domain: new URL(stack.lakeUrl).hostname,
    path: '/',
    expires: Math.floor(expires / 1000),
    httpOnly: true,
    secure: false,
    sameSite: 'Lax',
  }
}
