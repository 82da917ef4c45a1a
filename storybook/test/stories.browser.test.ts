import {createReadStream, existsSync, mkdirSync, readFileSync, statSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {extname, join, normalize} from 'node:path'
import {fileURLToPath} from 'node:url'
import {chromium, type Browser, type Page} from 'playwright-core'
import {afterAll, beforeAll, expect, it} from 'vitest'

const STATIC = fileURLToPath(new URL('../storybook-static/', import.meta.url))
const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url))
const PARALLEL = 4
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

let server: Server
let base: string
let browser: Browser

/** Serves the built Storybook (what `pnpm --filter @tessera/storybook build` wrote). */
function serveStatic(): Promise<string> {
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(STATIC, path)
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    // Browsers ask for a favicon on their own; that is not a story's error.
    if (path === '/favicon.ico') {
      res.writeHead(204).end()
      return
    }
    if (!file.startsWith(STATIC) || !existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, {'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream'})
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
}

beforeAll(async () => {
  if (!existsSync(join(STATIC, 'index.json')))
    throw new Error('Build Storybook first: pnpm --filter @tessera/storybook build')
  mkdirSync(ARTIFACTS, {recursive: true})
  base = await serveStatic()
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
})

afterAll(async () => {
  await browser?.close()
  if (server) await new Promise((resolve) => server.close(resolve))
})

type StoryPage = {page: Page; problems: string[]}

/** Waits until Storybook's preview says the story `id` (and its play function) is done. */
async function storyPhase(page: Page, id: string): Promise<string> {
  return page
    .waitForFunction(
      (storyId) => {
        const render = (window as {__STORYBOOK_PREVIEW__?: {currentRender?: {id?: string; phase?: string}}})
          .__STORYBOOK_PREVIEW__?.currentRender
        const done = ['completed', 'finished', 'errored', 'aborted']
        return render?.id === storyId && render.phase && done.includes(render.phase) ? render.phase : false
      },
      id,
      {timeout: 30_000, polling: 50},
    )
    .then(async (handle) => String(await handle.jsonValue()))
}

/**
 * Opens one story; returns what went wrong (console errors, page errors, a failed render or play).
 * A page is loaded once per worker and then switched from story to story through Storybook's channel,
 * which skips loading the whole preview bundle again; after a story with problems the page is
 * replaced, so one broken story cannot spill into the next.
 */
async function checkStory(
  current: StoryPage | undefined,
  id: string,
): Promise<[string[], StoryPage | undefined]> {
  let target = current
  if (!target) {
    const page = await browser.newPage({viewport: {width: 1400, height: 900}})
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error')
        problems.push(`console error: ${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    target = {page, problems}
  }
  const {page, problems} = target
  problems.length = 0
  try {
    if (current) {
      await page.evaluate(
        (storyId) =>
          (
            window as {__STORYBOOK_ADDONS_CHANNEL__?: {emit(event: string, payload: unknown): void}}
          ).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {storyId, viewMode: 'story'}),
        id,
      )
    } else {
      await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`)
    }
    const phase = await storyPhase(page, id)
    if (phase !== 'completed' && phase !== 'finished') problems.push(`render ${phase}`)
    const rendered = await page.evaluate(
      () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
    )
    const portaled = await page.evaluate(
      () => document.body.querySelectorAll('[data-portal], [data-ui="Portal"]').length > 0,
    )
    if (!rendered && !portaled) problems.push('nothing rendered')
    await page.screenshot({path: join(ARTIFACTS, `${id}.png`)})
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  }
  const found = [...problems]
  if (found.length > 0) {
    await page.close()
    return [found, undefined]
  }
  return [found, target]
}

it('renders every story without console errors', async () => {
  const index = JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8')) as {
    entries: Record<string, {id: string; type: string}>
  }
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
    // STORY_FILTER=part-of-an-id runs a subset while working on a component.
    .filter((id) => !process.env.STORY_FILTER || id.includes(process.env.STORY_FILTER))
  expect(ids.length).toBeGreaterThan(0)
  const failures: Record<string, string[]> = {}
  const queue = [...ids]
  await Promise.all(
    Array.from({length: PARALLEL}, async () => {
      let page: StoryPage | undefined
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        let problems: string[]
        ;[problems, page] = await checkStory(page, id)
        // A story that fails after a switch is tried once more on a fresh page before it counts.
        if (problems.length > 0) [problems, page] = await checkStory(undefined, id)
        if (problems.length > 0) failures[id] = problems
      }
      await page?.page.close()
    }),
  )
  expect(failures).toEqual({})
})
