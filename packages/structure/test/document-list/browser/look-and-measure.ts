/**
 * Looks at the document list pane in Chromium and measures it over a big dataset (not part of the test
 * run: `npx tsx test/document-list/browser/look-and-measure.ts` in packages/structure).
 *
 * 1. Every story of the pane, side by side, without a lake → stories.png.
 * 2. A real lake seeded with DOCS posts (default 100,000; 1 % with drafts), the connected pane over it:
 *    time to the first rows, a scroll to the very end and back, a steady scroll through rows (frames
 *    longer than 50 ms), the sort menu, a search ('Search list') → connected-*.png. Numbers go to stdout.
 *
 * Chromium is the system's (/usr/bin/chromium, or CHROMIUM=…); screenshots land in OUT (default
 * /tmp/document-list-look), with the page's production build. Vite and its React plugin come from
 * the dev studio's dev dependencies, so this package needs neither.
 */
import {mkdirSync} from 'node:fs'
import {createRequire} from 'node:module'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {startTestLake} from '@tessera/lake/testing'
import {createWorkspaceClient} from '@tessera/store'
import {chromium, type Page} from 'playwright-core'

const HERE = dirname(fileURLToPath(import.meta.url))
const REPO = resolve(HERE, '../../../../..')
const DOCS = Number(process.env.DOCS ?? 100_000)
const OUT = process.env.OUT ?? '/tmp/document-list-look'
const BATCH = 2_000

const fromDevStudio = createRequire(join(REPO, 'dev-studio/package.json'))
/** The part of Vite's API used here (its types are not this package's to import). */
interface ViteServer {
  close(): Promise<void>
  httpServer: {address(): unknown} | null
}
interface ViteModule {
  build(config: Record<string, unknown>): Promise<unknown>
  preview(config: Record<string, unknown>): Promise<ViteServer>
}
const vite = (await import(pathToFileURL(fromDevStudio.resolve('vite')).href)) as ViteModule
const react = (await import(pathToFileURL(fromDevStudio.resolve('@vitejs/plugin-react')).href)) as {
  default: () => unknown
}

function log(message: string): void {
  console.log(`[look] ${message}`)
}

async function seed(url: string, token: string): Promise<void> {
  const admin = createWorkspaceClient({projectId: 'tessera', dataset: 'test', apiHost: url, token})
  const started = performance.now()
  for (let start = 0; start < DOCS; start += BATCH) {
    const transaction = admin.transaction()
    for (let i = start; i < Math.min(DOCS, start + BATCH); i++) {
      const title = `Post ${String((i * 7919) % DOCS).padStart(6, '0')}`
      transaction.create({_id: `post-${i}`, _type: 'post', title, body: `Body of post ${i}`})
      if (i % 100 === 0)
        transaction.create({_id: `drafts.post-${i}`, _type: 'post', title: `${title} (draft)`})
    }
    await transaction.commit({visibility: 'async'})
  }
  log(`seeded ${DOCS} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** Milliseconds until `selector` is in the page, measured in the page. */
async function msUntil(page: Page, selector: string, action?: string): Promise<number> {
  return page.evaluate(
    async ({selector, action}) => {
      const started = performance.now()
      if (action === 'end' || action === 'top') {
        const scroller = document.querySelector('[data-document-list-scroller]')!
        scroller.scrollTop = action === 'end' ? scroller.scrollHeight : 0
      }
      while (!document.querySelector(selector)) await new Promise((resolve) => requestAnimationFrame(resolve))
      return performance.now() - started
    },
    {selector, action},
  )
}

/** Scrolls `rows` rows in steps of `step` px per frame; returns frame times (p50, p95, worst, over 50 ms). */
async function steadyScroll(page: Page, rows: number, step: number, within = 'body') {
  return page.evaluate(
    async ({rows, step, within}) => {
      const scroller = document.querySelector(`${within} [data-document-list-scroller]`)!
      const target = scroller.scrollTop + rows * 53
      const frames: number[] = []
      let last = performance.now()
      while (scroller.scrollTop < target) {
        const before = scroller.scrollTop
        scroller.scrollTop += step
        if (scroller.scrollTop === before) break
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const now = performance.now()
        frames.push(now - last)
        last = now
      }
      frames.sort((a, b) => a - b)
      return {
        frames: frames.length,
        long: frames.filter((ms) => ms > 50).length,
        p50: frames[Math.floor(frames.length / 2)],
        p95: frames[Math.floor(frames.length * 0.95)],
        worst: frames.at(-1),
      }
    },
    {rows, step, within},
  )
}

async function main(): Promise<void> {
  mkdirSync(OUT, {recursive: true})
  const lake = await startTestLake()
  // A production build (React and styled-components in production mode), as a studio ships.
  const outDir = join(OUT, 'page')
  const shared = {root: HERE, configFile: false, logLevel: 'warn', cacheDir: join(OUT, 'vite-cache')}
  await vite.build({...shared, plugins: [react.default()], build: {outDir, emptyOutDir: true}})
  const server = await vite.preview({...shared, build: {outDir}, preview: {host: '127.0.0.1', port: 0}})
  const address = server.httpServer?.address() as {port: number} | string | null | undefined
  const pageUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  lake.lake.kernel.config.dev = true
  lake.lake.kernel.config.devOrigins = [pageUrl]
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  })
  try {
    const page = await browser.newPage({viewport: {width: 1400, height: 900}})
    page.on('console', (message) => {
      if (message.type() === 'error') log(`console error: ${message.text()}`)
    })
    await page.goto(`${pageUrl}/?mode=stories`)
    await page.waitForSelector('[data-story="HundredThousand"] [data-document-row]')
    await page.screenshot({path: join(OUT, 'stories.png'), fullPage: true})
    log(`stories → ${join(OUT, 'stories.png')}`)
    // Rendering alone (rows are at hand): the 100,000-row story.
    const rendering = await steadyScroll(page, 3_000, 120, '[data-story="HundredThousand"]')
    log(`story, steady scroll through 3,000 rows at 120 px/frame, no lake: ${JSON.stringify(rendering)}`)

    await seed(lake.url, lake.adminToken)
    const user = await lake.user('Ada Editor')
    await page.setViewportSize({width: 900, height: 800})
    const connected = `${pageUrl}/?mode=connected&lake=${encodeURIComponent(lake.url)}&token=${encodeURIComponent(user.token)}`
    const opened = performance.now()
    await page.goto(connected)
    await page.waitForSelector('[data-document-row]', {timeout: 60_000})
    log(`first rows ${(performance.now() - opened).toFixed(0)} ms after navigation (page load included)`)
    await page.screenshot({path: join(OUT, 'connected-top.png')})

    for (let run = 1; run <= 2; run++) {
      const toEnd = await msUntil(page, `[data-index="${DOCS - 1}"] [data-document-row]`, 'end')
      log(`scroll to the end (row ${DOCS}), run ${run}: ${toEnd.toFixed(0)} ms until its row showed`)
      if (run === 1) await page.screenshot({path: join(OUT, 'connected-end.png')})
      const toTop = await msUntil(page, '[data-index="0"] [data-document-row]', 'top')
      log(`back to the top, run ${run}: ${toTop.toFixed(0)} ms`)
    }
    const steady = await steadyScroll(page, 3_000, 120)
    log(`steady scroll through 3,000 rows at 120 px/frame: ${JSON.stringify(steady)}`)
    await page.screenshot({path: join(OUT, 'connected-scrolled.png')})

    await page.click('[data-document-row]')
    await page.click('[data-testid="document-list-sort"]')
    await page.waitForSelector('[data-ordering="title"]')
    await page.screenshot({path: join(OUT, 'connected-sort-menu.png')})
    const sorted = performance.now()
    await page.click('[data-ordering="title"]')
    await page
      .waitForFunction(() =>
        document.querySelector('[data-index="0"] [data-document-row]')?.textContent?.includes('Post 000000'),
      )
      .catch(async (error: unknown) => {
        await page.screenshot({path: join(OUT, 'connected-sort-failed.png')})
        log(
          `first rows: ${await page.evaluate(() =>
            [...document.querySelectorAll('[data-document-row]')]
              .slice(0, 3)
              .map((row) => row.textContent)
              .join(' | '),
          )}`,
        )
        throw error
      })
    log(
      `sort by title: ${(performance.now() - sorted).toFixed(0)} ms until the first row was the first title`,
    )
    const titleEnd = await msUntil(page, `[data-index="${DOCS - 1}"] [data-document-row]`, 'end')
    log(`sorted by title, scroll to the end: ${titleEnd.toFixed(0)} ms`)
    await page.screenshot({path: join(OUT, 'connected-title-end.png')})

    // 'Post 0001…' titles: 100 of them (the titles are a permutation of 0 … DOCS - 1).
    const searchField = page.getByRole('textbox', {name: 'Search list'})
    await searchField.fill('post 0001')
    const typed = performance.now()
    await page.waitForSelector(
      '[data-document-list="ready"][data-count="100"] [data-index="0"] [data-document-row]',
      {
        timeout: 60_000,
      },
    )
    log(
      `search 'post 0001' over ${DOCS} posts: ${(performance.now() - typed).toFixed(0)} ms after typing ` +
        `until its 100 rows showed (the 300 ms debounce included)`,
    )
    await page.screenshot({path: join(OUT, 'connected-searched.png')})
    await searchField.press('Escape')
    const cleared = performance.now()
    await page.waitForSelector(`[data-document-list="ready"][data-count="${DOCS}"] [data-document-row]`)
    log(`Escape: ${(performance.now() - cleared).toFixed(0)} ms until all ${DOCS} were back`)
  } finally {
    await browser.close()
    await server.close()
    await lake.stop()
  }
}

await main()
