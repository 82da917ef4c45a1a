import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import {cpus, loadavg, tmpdir} from 'node:os'
import {join} from 'node:path'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Cookie,
  type Page,
} from 'playwright-core'
import {INITIAL_JS_BUDGET_KIB, kib, measureBundle, printBundleSummary} from './bundle-size.js'
import {startDevStack, type DevStack} from './dev-stack.js'

/**
 * `pnpm bench:editable`: time to editable, in headless Chromium against a production build of the dev
 * studio and a real lake on this machine. Time to editable is the span from navigation start to the
 * moment a typed key is in the form's input of an existing document, read in the page's own clock
 * (performance.now() is relative to performance.timeOrigin, the navigation's start).
 *
 * Each run opens the document through the edit intent URL (what links into a studio use), waits until
 * the title's input shows the document's value and is enabled and not read-only, presses one key, and
 * waits until the input's value holds it. Cold: a fresh browser context (empty HTTP cache) that only
 * carries the session cookie, so signing in is not counted. Warm: the same URL again in a context that
 * has loaded the studio before (assets revalidated from the HTTP cache, compiled code cached by V8).
 *
 * Environment: BENCH_RUNS (default 7 per kind), BENCH_CPU_THROTTLE (e.g. 4; default none: the target is
 * "on this machine"), BENCH_STUDIO_DIST (serve a studio built before, `buildStudio`'s output, instead
 * of building one: two builds measured in turns compare on an equally noisy machine).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1)
/** Issue 23: editable within 500 ms of navigation on a local lake. */
const TARGET_MS = 500
/** Issue 23: the JavaScript loaded by the time a document is editable, gzip. */
const EDITABLE_JS_BUDGET_KIB = 250
const WORKSPACE = {name: 'playground', basePath: '/playground', dataset: 'playground'}
const DOCUMENT = {id: 'bench-editable', type: 'benchSimple', title: 'Time to editable'}
const INPUT = '[data-field="title"] input'
/** One key per run, none of them in the document's title, so a run never sees an earlier run's key. */
const KEYS = 'qwzxvjkyQWZXVJKY'

interface Run {
  /** The title's input shows the document and accepts typing. */
  ready: number
  /** The typed key is in the input's value: time to editable. */
  editable: number
  /**
   * CPU time of the page's main thread over the run (read just after the key landed). Wall times
   * swing with whatever else the machine is doing; this swings less, so it shows what a change saved.
   */
  cpu: number
  /** The script files the page had requested when the key landed (file names under assets/). */
  scripts: string[]
}

interface BenchPage {
  page: Page
  cdp: CDPSession
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  // Nearest rank: with 7 runs, p90 is the slowest run.
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** Puts the benchmark document back as it was: published with its title, no draft. */
async function resetDocument(stack: DevStack, token: string): Promise<void> {
  const response = await fetch(`${stack.lakeUrl}/v2025-02-19/data/mutate/${WORKSPACE.dataset}`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({
      mutations: [
        {delete: {id: `drafts.${DOCUMENT.id}`}},
        {createOrReplace: {_id: DOCUMENT.id, _type: DOCUMENT.type, title: DOCUMENT.title}},
      ],
    }),
  })
  if (!response.ok) throw new Error(`resetting the benchmark document failed: ${response.status}`)
}

/** Signs in as the editor on the lake's page once and returns the session cookies. */
async function signIn(browser: Browser, stack: DevStack): Promise<Cookie[]> {
  const editor = stack.users.find((user) => user.role === 'editor')
  if (!editor) throw new Error('no seeded editor')
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${stack.studioUrl}${WORKSPACE.basePath}`)
    await page.locator(`[data-workspace="${WORKSPACE.name}"]`).click()
    // One provider: the studio goes straight to the lake's sign-in page.
    await page.waitForURL(/\/auth\/login\/tessera/)
    await page.fill('#email', editor.email)
    await page.fill('#password', editor.password)
    await page.click('button[type=submit]')
    await page.waitForURL(`${stack.studioUrl}/**`)
    await page.locator('[data-testid="studio-layout"]').waitFor()
    return await context.cookies()
  } finally {
    await context.close()
  }
}

async function newContext(browser: Browser, cookies: Cookie[]): Promise<BrowserContext> {
  const context = await browser.newContext({viewport: {width: 1400, height: 900}})
  await context.addCookies(cookies)
  return context
}

async function newPage(context: BrowserContext): Promise<BenchPage> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  if (CPU_THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_THROTTLE})
  return {page, cdp}
}

/** The renderer main thread's CPU time so far, in ms (Chromium's ThreadTime metric). */
async function threadTime(cdp: CDPSession): Promise<number> {
  const {metrics} = await cdp.send('Performance.getMetrics')
  const metric = metrics.find((candidate) => candidate.name === 'ThreadTime')
  if (!metric) throw new Error('Chromium reported no ThreadTime metric')
  return metric.value * 1000
}

/** Navigates to the document's edit intent and measures, in the page's clock, until a key lands. */
async function measure({page, cdp}: BenchPage, url: string, key: string): Promise<Run> {
  const scripts = new Set<string>()
  const onRequest = (request: {resourceType(): string; url(): string}) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.split('/').pop()!)
  }
  page.on('request', onRequest)
  await page.goto(url, {waitUntil: 'commit'})
  // Read once the new document is committed: a navigation may move the page to a new renderer, whose
  // count starts over. The studio's script is still downloading then, so nothing is missed.
  const cpuBefore = await threadTime(cdp)
  // Polled on every animation frame; the value is performance.now() of the first frame it holds.
  const ready = await page.waitForFunction(
    ({selector, title}) => {
      const input = document.querySelector(selector)
      const usable =
        input instanceof HTMLInputElement && !input.disabled && !input.readOnly && input.value.includes(title)
      return usable ? performance.now() : false
    },
    {selector: INPUT, title: DOCUMENT.title},
    {polling: 'raf', timeout: 60_000},
  )
  await page.locator(INPUT).press(key)
  const editable = await page.waitForFunction(
    ({selector, key}) => {
      const input = document.querySelector(selector)
      return input instanceof HTMLInputElement && input.value.includes(key) ? performance.now() : false
    },
    {selector: INPUT, key},
    {polling: 'raf', timeout: 10_000},
  )
  const cpu = (await threadTime(cdp)) - cpuBefore
  page.off('request', onRequest)
  return {
    ready: (await ready.jsonValue()) as number,
    editable: (await editable.jsonValue()) as number,
    cpu,
    scripts: [...scripts],
  }
}

// Other work on the machine slows every run down: the load average goes in the report.
const loadAtStart = loadavg()[0]!
const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-editable-'))
const prebuilt = process.env.BENCH_STUDIO_DIST
const stack = await startDevStack({lakePort: 0, studioPort: 0, dir, production: true, prebuilt})
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
const {token, id: tokenId} = stack.lake.kernel.tokens.createRobotToken({
  roles: ['administrator'],
  label: 'bench-editable',
})
try {
  // startDevStack({production: true}) builds the studio into <dir>/studio-dist: measure what it serves.
  const dist = prebuilt ?? join(dir, 'studio-dist')
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no production build in ${dist}`)
  const bundle = measureBundle(dist)

  const cookies = await signIn(browser, stack)
  const url = `${stack.studioUrl}${WORKSPACE.basePath}/intent/edit/id=${DOCUMENT.id};type=${DOCUMENT.type}`
  let keyIndex = 0
  const nextKey = () => KEYS[keyIndex++ % KEYS.length]!

  const cold: Run[] = []
  for (let run = 0; run < RUNS; run++) {
    await resetDocument(stack, token)
    const context = await newContext(browser, cookies)
    try {
      cold.push(await measure(await newPage(context), url, nextKey()))
    } finally {
      await context.close()
    }
  }

  const warm: Run[] = []
  const context = await newContext(browser, cookies)
  try {
    const page = await newPage(context)
    // The first visit fills the HTTP cache; it is a cold run, not counted.
    await resetDocument(stack, token)
    await measure(page, url, nextKey())
    for (let run = 0; run < RUNS; run++) {
      await resetDocument(stack, token)
      warm.push(await measure(page, url, nextKey()))
    }
  } finally {
    await context.close()
  }

  const throttle = CPU_THROTTLE > 1 ? `${CPU_THROTTLE}× CPU throttle` : 'no CPU throttle'
  console.log(
    `time to editable: navigation start → a typed key is in the form (edit intent of an existing ` +
      `document), headless Chromium, ${throttle}, lake local, ${RUNS} runs each ` +
      `(load average ${loadAtStart.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs)`,
  )
  const header = (text: string) => text.padStart(21)
  const columns = `${'median'.padStart(10)} ${'p90'.padStart(10)}`
  console.log(
    `  ${''.padEnd(24)} ${header('form ready')}   ${header('key in the input')}   ${header('main thread CPU')}`,
  )
  console.log(`  ${''.padEnd(24)} ${columns}   ${columns}   ${columns}`)
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(10)
  for (const [name, runs] of [
    ['cold (empty cache)', cold],
    ['warm (reload)', warm],
  ] as const) {
    const both = (values: number[]) => `${ms(percentile(values, 50))} ${ms(percentile(values, 90))}`
    const editable = runs.map((run) => run.editable)
    const verdict =
      percentile(editable, 50) <= TARGET_MS
        ? `within the ${TARGET_MS} ms target`
        : `OVER the ${TARGET_MS} ms target`
    console.log(
      `  ${name.padEnd(24)} ${both(runs.map((run) => run.ready))}   ${both(editable)}   ` +
        `${both(runs.map((run) => run.cpu))}   ${verdict}`,
    )
  }
  // What a cold visit had fetched by the time the key landed, sized as the build's gzip of each file.
  const loaded = bundle.assets.filter((asset) => cold[0]!.scripts.includes(asset.file.split('/').pop()!))
  const loadedGzip = loaded.reduce((total, asset) => total + asset.gzipBytes, 0)
  console.log(
    `JavaScript loaded when editable: ${kib(loadedGzip)} gzip in ${loaded.length} files ` +
      `(${loadedGzip / 1024 <= EDITABLE_JS_BUDGET_KIB ? 'within' : 'OVER'} the ${EDITABLE_JS_BUDGET_KIB} KiB target)`,
  )
  for (const asset of loaded)
    console.log(`  ${asset.file.padEnd(52)} ${kib(asset.gzipBytes).padStart(10)} gzip`)
  console.log(`bundle served (target: initial JavaScript under ${INITIAL_JS_BUDGET_KIB} KiB gzip)`)
  printBundleSummary(bundle)
} finally {
  stack.lake.kernel.tokens.revoke(tokenId)
  await browser.close()
  await stack.stop()
  rmSync(dir, {recursive: true, force: true})
}
