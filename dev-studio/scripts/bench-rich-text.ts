import {writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {startBenchStack} from './bench-stack.js'
import {percentile, TEXT, typeInto, type Result} from './typing-probe.js'

/**
 * `pnpm bench:rich-text` (issue 14): typing in the rich-text editor (the benchRichText document's body), keydown to paint,
 * against a production build of the dev studio and a real lake.
 * - A one-paragraph body, without CPU throttling (budget p50 ≤ 8 ms).
 * - A 500-block body (paragraphs with marks and links, bullet lists on two levels, 20 callout block
 *   objects), at 4× CPU throttle (budget p50 ≤ 16 ms), and the time from navigation until that body
 *   is editable and its last block shown (budget ≤ 1.5 s, unthrottled).
 */
const BLOCKS = 500
const CALLOUTS = 20

function largeBody(): unknown[] {
  const blocks: unknown[] = []
  for (let index = 0; index < BLOCKS; index++) {
    const key = `b${index}`
    if (index % Math.floor(BLOCKS / CALLOUTS) === 7) {
      blocks.push({_type: 'callout', _key: key, tone: 'tip', text: `Callout ${index}`})
      continue
    }
    const list = index % 10 >= 6 ? {listItem: 'bullet', level: index % 10 === 8 ? 2 : 1} : {}
    blocks.push({
      _type: 'block',
      _key: key,
      style: index % 50 === 0 ? 'h2' : 'normal',
      markDefs: [{_type: 'link', _key: `${key}l`, href: `https://example.com/${index}`}],
      children: [
        {_type: 'span', _key: `${key}a`, text: `Paragraph ${index} has `, marks: []},
        {_type: 'span', _key: `${key}b`, text: 'bold words', marks: ['strong']},
        {_type: 'span', _key: `${key}c`, text: ', a ', marks: []},
        {_type: 'span', _key: `${key}d`, text: 'link', marks: [`${key}l`]},
        {_type: 'span', _key: `${key}e`, text: ' and some more text to make it a real paragraph.', marks: []},
      ],
      ...list,
    })
  }
  return blocks
}

const editable = '[data-field="body"] [data-slate-editor]'

/** Activates the editor (its 'Click to edit' overlay) so typing goes in. */
const activate = (page: Page) => page.locator('[data-field="body"] [data-activate-overlay]').click()

async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', {rate})
}

/**
 * Watches, from the page's start, for the body to be editable (or to offer its 'Click to edit' overlay)
 * with the block whose text starts with `window.benchLastText` shown, and records when that was
 * painted (the frame after the change), in ms since navigation. In the page, so the benchmark does not
 * poll a 500-block DOM from outside, which takes the main thread away from the studio it measures.
 */
const WATCH_OPENING = `
  new MutationObserver((_, observer) => {
    const last = sessionStorage.getItem('bench-last-text')
    const field = document.querySelector('[data-field="body"]')
    const root = field?.querySelector('[data-slate-editor]')
    if (!last || !root) return
    const ready = root.getAttribute('contenteditable') === 'true' || field.querySelector('[data-activate-overlay]')
    if (!ready || !root.lastElementChild?.textContent?.startsWith(last)) return
    observer.disconnect()
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => (window.benchOpened = performance.now())
      channel.port2.postMessage(null)
    })
  }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['contenteditable']})
`

/** Navigation to the body being editable with its last block painted, in ms. */
async function openTime(page: Page, url: string, lastText: string): Promise<number> {
  await page.evaluate((text) => sessionStorage.setItem('bench-last-text', text), lastText)
  await page.goto(url)
  await page
    .waitForFunction(() => (window as unknown as {benchOpened?: number}).benchOpened, undefined, {
      timeout: 60_000,
      polling: 250,
    })
    .catch(async (error: unknown) => {
      await page.screenshot({path: join(tmpdir(), 'bench-rich-text-open.png')})
      throw error
    })
  return Math.round(await page.evaluate(() => (window as unknown as {benchOpened: number}).benchOpened))
}

/**
 * The typed text reached the body: a keystroke that lands nowhere (the editor lost focus) costs almost
 * nothing and would make the numbers look good.
 */
async function expectTyped(page: Page, name: string): Promise<void> {
  const typed = TEXT.slice(0, 12)
  const text = await page.locator(editable).innerText()
  if (!text.replace(/\s+/g, ' ').includes(typed)) {
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))
    throw new Error(
      `typing in the ${name} did not reach the editor (no "${typed}" in "${text.slice(0, 80)}"; focus on ${focused})`,
    )
  }
}

/** Runs `step` under the CPU profiler when BENCH_PROFILE is set, writing `<dir>/<name>.cpuprofile`. */
async function profiled<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE
  if (!dir) return step()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.start')
  const result = await step()
  const {profile} = await cdp.send('Profiler.stop')
  const file = join(dir, `${name}.cpuprofile`)
  writeFileSync(file, JSON.stringify(profile))
  console.log(`  CPU profile: ${file}`)
  return result
}

const bench = await startBenchStack('rich-text')
try {
  const paragraph = [
    {
      _type: 'block',
      _key: 'p',
      style: 'normal',
      markDefs: [],
      children: [{_type: 'span', _key: 's', text: 'Start ', marks: []}],
    },
  ]
  await bench.asAdministrator(({mutate}) =>
    mutate([
      {
        createOrReplace: {
          _id: 'bench-rich-one',
          _type: 'benchRichText',
          title: 'One paragraph',
          body: paragraph,
        },
      },
      {
        createOrReplace: {
          _id: 'bench-rich-500',
          _type: 'benchRichText',
          title: '500 blocks',
          body: largeBody(),
        },
      },
    ]),
  )
  const page = await bench.signedInPage()
  await page.addInitScript(WATCH_OPENING)
  const {stack} = bench

  const results: {result: Result; throttle: number; budget: number}[] = []
  const open = `${stack.studioUrl}/playground/structure/benchRichText/`
  await openTime(page, `${open}bench-rich-one`, 'Start')
  await activate(page)
  results.push({result: await typeInto(page, 'one-paragraph body', editable), throttle: 1, budget: 8})
  await expectTyped(page, 'one-paragraph body')

  // Opening, twice: the first also loads the editor's code.
  const opens = [await openTime(page, `${open}bench-rich-500`, `Paragraph ${BLOCKS - 1}`)]
  opens.push(
    await profiled(page, 'rich-text-open', () =>
      openTime(page, `${open}bench-rich-500`, `Paragraph ${BLOCKS - 1}`),
    ),
  )
  await activate(page)
  await throttle(page, 4)
  results.push({result: await typeInto(page, `${BLOCKS}-block body`, editable), throttle: 4, budget: 16})
  await throttle(page, 1)
  await expectTyped(page, `${BLOCKS}-block body`)

  console.log('rich-text typing latency, keydown to paint')
  for (const {result, throttle: rate, budget} of results) {
    const p50 = percentile(result.samples, 50)
    const p90 = percentile(result.samples, 90)
    console.log(
      `  ${result.name.padEnd(24)} ${rate}× CPU  p50 ${p50.toFixed(1).padStart(6)} ms  p90 ${p90.toFixed(1).padStart(6)} ms  ` +
        `(${result.samples.length} samples) ${p50 <= budget ? 'budget met' : `over the ${budget} ms budget`}`,
    )
  }
  console.log(
    `opening the ${BLOCKS}-block body until editable: ${opens.map((ms) => `${ms} ms`).join(', then ')} ` +
      `(budget 1500 ms: ${Math.min(...opens) <= 1500 ? 'met' : 'over'})`,
  )
} finally {
  await bench.stop()
}
