import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {chromium, type Browser, type Page} from 'playwright-core'
import {BENCH_ROW_FIELDS} from '../src/schema/bench.js'
import {startDevStack, type DevStack} from './dev-stack.js'

/** What every Chromium benchmark starts with: the production dev studio, its lake, and a browser. */
export interface BenchStack {
  stack: DevStack
  browser: Browser
  /**
   * Runs `use` with an administrator's robot token (revoked afterwards), e.g. to seed documents;
   * `mutate` sends mutations to the playground dataset with it.
   */
  asAdministrator<T>(
    use: (admin: {token: string; mutate: (mutations: unknown[]) => Promise<void>}) => Promise<T>,
  ): Promise<T>
  /** A new 1400×900 page signed in to the playground as the seeded editor. */
  signedInPage(): Promise<Page>
  stop(): Promise<void>
}

export async function startBenchStack(name: string): Promise<BenchStack> {
  const dir = mkdtempSync(join(tmpdir(), `tessera-bench-${name}-`))
  // BENCH_STUDIO_DIST: serve a studio built before (`buildStudio`'s output), so builds measure in turns.
  const prebuilt = process.env.BENCH_STUDIO_DIST
  const stack = await startDevStack({lakePort: 0, studioPort: 0, dir, production: true, prebuilt})
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  })
  return {
    stack,
    browser,
    async asAdministrator(use) {
      const {token, id} = stack.lake.kernel.tokens.createRobotToken({
        roles: ['administrator'],
        label: 'bench',
      })
      const mutate = async (mutations: unknown[]) => {
        const response = await fetch(`${stack.lakeUrl}/v2025-02-19/data/mutate/playground`, {
          method: 'POST',
          headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
          body: JSON.stringify({mutations}),
        })
        if (!response.ok) throw new Error(`seeding the benchmark documents failed: ${response.status}`)
      }
      try {
        return await use({token, mutate})
      } finally {
        stack.lake.kernel.tokens.revoke(id)
      }
    },
    async signedInPage() {
      const page = await browser.newPage({viewport: {width: 1400, height: 900}})
      await signIn(page, stack)
      return page
    },
    async stop() {
      await browser.close()
      await stack.stop()
      rmSync(dir, {recursive: true, force: true})
    },
  }
}

/** Signs `page` in to the playground as the seeded editor, through the lake's sign-in page. */
export async function signIn(page: Page, stack: DevStack): Promise<void> {
  const editor = stack.users.find((user) => user.role === 'editor')
  if (!editor) throw new Error('no seeded editor')
  await page.goto(`${stack.studioUrl}/playground`)
  await page.locator('[data-workspace="playground"]').click()
  await page.waitForURL(/\/auth\/login\/tessera/)
  await page.fill('#email', editor.email)
  await page.fill('#password', editor.password)
  await page.click('button[type=submit]')
  await page.waitForURL(`${stack.studioUrl}/**`)
  await page.locator('[data-testid="studio-layout"]').waitFor()
}

/** Row `index` of the benchmarks' large document (`benchLarge`): 30 string fields, each with a value. */
export function benchRow(index: number): Record<string, string> {
  return {
    _key: `row-${index}`,
    _type: 'benchRow',
    ...Object.fromEntries(
      Array.from({length: BENCH_ROW_FIELDS}, (_, field) => [`field${field}`, `Row ${index} value ${field}`]),
    ),
  }
}
