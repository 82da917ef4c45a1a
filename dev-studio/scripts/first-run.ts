import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {chromium} from 'playwright-core'
import {startDevStack} from './dev-stack.js'
import {SEEDED_USERS} from './seed-data.js'

/** Routes a first run opens after signing in: a post (rich text) and the kitchen sink. */
export const FIRST_RUN_PATHS = [
  '/blog/structure/post/post-welcome',
  '/playground/structure/kitchenSink/kitchen-sink-1',
]

/**
 * `pnpm dev`'s first run as a developer sees it: a fresh lake and a fresh Vite dependency cache, the
 * studio opened in headless Chromium, signed in, `paths` opened and the global search used. Resolves
 * with every console warning or error, page error and failed request (none is the goal).
 */
export async function probeFirstRun(
  paths: readonly string[] = FIRST_RUN_PATHS,
  options: {screenshot?: string} = {},
): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-first-run-'))
  const stack = await startDevStack({lakePort: 0, studioPort: 0, dir, viteCacheDir: join(dir, 'vite')})
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  })
  const problems: string[] = []
  // Before signing in, the studio asks the lake who is signed in: its 401 is the expected answer.
  let signedIn = false
  const expected = (line: string) =>
    !signedIn && (/^401 .*\/users\/me$/.test(line) || line.includes('status of 401 (Unauthorized)'))
  const report = (line: string) => {
    if (!expected(line)) problems.push(line)
  }
  try {
    const page = await browser.newPage({viewport: {width: 1400, height: 900}})
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        report(`console.${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => report(`page error: ${error.message}`))
    page.on('response', (response) => {
      if (response.status() >= 400) report(`${response.status()} ${response.url()}`)
    })
    const admin = SEEDED_USERS.find((user) => user.role === 'administrator')
    if (!admin) throw new Error('no seeded administrator')
    await page.goto(`${stack.studioUrl}/blog`)
    await page.locator('[data-workspace="blog"]').click()
    await page.waitForURL(/\/auth\/login\/tessera/)
    await page.fill('#email', admin.email)
    await page.fill('#password', admin.password)
    await page.click('button[type=submit]')
    await page.locator('[data-testid="studio-layout"]').waitFor()
    signedIn = true
    for (const path of paths) {
      await page.goto(`${stack.studioUrl}${path}`)
      await page.locator('[data-testid="studio-layout"]').waitFor()
      // Lazily loaded chunks (forms, rich text) load after the layout: give them time to fail.
      await page.waitForTimeout(3000)
    }
    // The global search is a lazily loaded chunk too.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('welcome')
    await page.waitForTimeout(2000)
    await page.keyboard.press('Escape')
    await page.waitForTimeout(1000)
    if (options.screenshot) await page.screenshot({path: options.screenshot})
  } finally {
    await browser.close()
    await stack.stop()
    rmSync(dir, {recursive: true, force: true})
  }
  return problems
}
