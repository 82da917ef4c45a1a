import {writeFileSync} from 'node:fs'
import {loadavg} from 'node:os'
import {join} from 'node:path'
import type {Page} from 'playwright-core'
import {BENCH_ROW_FIELDS} from '../src/schema/bench.js'
import {startBenchStack} from './bench-stack.js'
import {startTrace} from './bench-trace.js'

/**
 * `pnpm bench:history` (issue 18): against a production build of the dev studio and a real lake,
 *  1. a document with 10,000 transactions (edits with a publish every 20): the time from 'Review
 *     changes' to the first timeline entry on screen, how many history pages that took, and paging back
 *     to the first transaction by scrolling;
 *  2. the change viewer for the 100-item × 30-field document with 50 changed fields, at 4× CPU
 *     throttle: the time from clicking the status line to the change viewer painted with its changes:
 *     the list there, changes in the viewer's visible part, and no part of it still a placeholder (the
 *     list draws what is off screen as it is scrolled to). Then the viewer is scrolled to its end, which
 *     must bring all 50 changes, and how long that took is reported too.
 * Times are taken in the page (performance.now() at the click, a MutationObserver for the result).
 * BENCH_PROFILE=<dir> writes a CPU profile of the last change viewer run there (with
 * TESSERA_NO_MINIFY=1 for readable names); BENCH_TRACE=1 prints that run's requests after the click.
 */
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4)
const TRANSACTIONS = Number(process.env.BENCH_HISTORY_TRANSACTIONS ?? 10_000)
const PUBLISH_EVERY = 20
const ROWS = 100
const CHANGED = 50
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

const bench = await startBenchStack('history')
const {stack} = bench
const LONG = 'bench-history-long'
const LARGE = 'bench-history-large'

/**
 * The time from clicking `click` until the change viewer is painted with its changes (see the header),
 * plus when (after the click) the change list's data was ready, from its User Timing mark.
 */
async function timeWithMark(
  page: Page,
  click: string,
): Promise<{total: number; dataReady: number; firstRequest: number}> {
  await page.evaluate('performance.clearMarks()')
  const total = await timeUntilViewerShown(page, click)
  const ready = (await page.evaluate(
    `(performance.getEntriesByName('tessera:history:changes-built')[0]?.startTime ?? NaN) - window.__benchClickAt`,
  )) as number
  const firstRequest = (await page.evaluate(
    `(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/data/doc/') && entry.name.includes('tessera.history') && entry.startTime > window.__benchClickAt)[0]?.startTime ?? NaN) - window.__benchClickAt`,
  )) as number
  return {total, dataReady: ready, firstRequest}
}

/**
 * Clicks `click` and times until `onChange` (page code run on each change of the page, with
 * `finish(inFrame)` to call once the awaited state shows) says so: the frame that shows it, measured
 * after it paints. A string, not a function: tsx names inner functions with a helper the page does
 * not have.
 */
function timeClick(page: Page, click: string, waitingFor: string, onChange: string): Promise<number> {
  const script = `new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(${JSON.stringify(`timed out waiting for ${waitingFor}`)})), 60000)
    let start = 0
    let observer
    // inFrame: called from inside the frame that shows it (else the next frame is that one).
    const finish = (inFrame) => {
      observer.disconnect()
      clearTimeout(timer)
      const measure = () => setTimeout(() => resolve(performance.now() - start))
      if (inFrame) measure()
      else requestAnimationFrame(measure)
    }
    observer = new MutationObserver(() => {
      ${onChange}
    })
    observer.observe(document.body, {childList: true, subtree: true, attributes: true})
    const target = document.querySelector(${JSON.stringify(click)})
    if (!target) throw new Error('nothing to click')
    start = performance.now()
    window.__benchClickAt = start
    target.click()
  })`
  return page.evaluate(script) as Promise<number>
}

function timeUntil(page: Page, click: string, selector: string, count = 1): Promise<number> {
  return timeClick(
    page,
    click,
    selector,
    `if (document.querySelectorAll(${JSON.stringify(selector)}).length >= ${count}) finish(false)`,
  )
}

/**
 * Like `timeUntil`, for the change viewer: after each change of the page, in the next frame (before it
 * paints, when layout is due anyway), the viewer must show the list, at least one string change inside
 * its visible part, and no placeholder there; the time is taken once that frame has painted.
 */
function timeUntilViewerShown(page: Page, click: string): Promise<number> {
  return timeClick(
    page,
    click,
    'the change viewer',
    `if (window.__viewerCheckPending) return
      window.__viewerCheckPending = true
      requestAnimationFrame(() => {
        window.__viewerCheckPending = false
        const viewer = document.querySelector('[data-testid="change-viewer"]')
        const list = viewer && viewer.querySelector('[data-testid="change-list"]')
        if (!list) return
        const view = viewer.getBoundingClientRect()
        const inView = (element) => {
          const box = element.getBoundingClientRect()
          return box.bottom > view.top && box.top < view.bottom
        }
        const strings = [...list.querySelectorAll('[data-testid="field-change"][data-change-kind="string"]')]
        const placeholders = [...list.querySelectorAll('[data-testid="change-placeholder"]')]
        if (strings.some(inView) && !placeholders.some(inView)) finish(true)
      })`,
  )
}

/**
 * Scrolls the change viewer down a screen a frame until no placeholder is left; returns how long that
 * took and how many string changes are then in the list.
 */
function scrollViewerToEnd(page: Page): Promise<{ms: number; strings: number}> {
  const script = `new Promise((resolve) => {
    const viewer = document.querySelector('[data-testid="change-viewer"]')
    const start = performance.now()
    const step = () => {
      viewer.scrollTop += viewer.clientHeight
      if (viewer.querySelector('[data-testid="change-placeholder"]') && performance.now() - start < 30000) {
        requestAnimationFrame(() => setTimeout(step))
        return
      }
      requestAnimationFrame(() => setTimeout(() => resolve({
        ms: performance.now() - start,
        strings: viewer.querySelectorAll('[data-testid="field-change"][data-change-kind="string"]').length,
      })))
    }
    step()
  })`
  return page.evaluate(script) as Promise<{ms: number; strings: number}>
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

try {
  const seedStart = Date.now()
  await bench.asAdministrator(async ({mutate}) => {
    // Edits in turns with a publish every 20: the timeline has chunks to show, as a real document would.
    const draftId = `drafts.${LONG}`
    await mutate([{createOrReplace: {_id: draftId, _type: 'benchSimple', title: 'Edit 0'}}])
    for (let index = 1; index < TRANSACTIONS; index++) {
      if (index % PUBLISH_EVERY === 0) {
        await mutate([
          {createOrReplace: {_id: LONG, _type: 'benchSimple', title: `Edit ${index - 1}`}},
          {delete: {id: draftId}},
        ])
      } else {
        await mutate([
          {createIfNotExists: {_id: draftId, _type: 'benchSimple', title: ''}},
          {patch: {id: draftId, set: {title: `Edit ${index}`}}},
        ])
      }
    }
    const row = (index: number, suffix = ''): Record<string, string> => ({
      _key: `row-${index}`,
      _type: 'benchRow',
      ...Object.fromEntries(
        Array.from({length: BENCH_ROW_FIELDS}, (_, field) => [
          `field${field}`,
          `Row ${index} value ${field}${suffix}`,
        ]),
      ),
    })
    const rows = Array.from({length: ROWS}, (_, index) => row(index))
    // Published the way Publish does it (draft, then one transaction writing the published copy and
    // deleting the draft), then a new draft: 'since the last published version' compares with it.
    await mutate([{createOrReplace: {_id: `drafts.${LARGE}`, _type: 'benchLarge', title: 'Large', rows}}])
    await mutate([
      {createOrReplace: {_id: LARGE, _type: 'benchLarge', title: 'Large', rows}},
      {delete: {id: `drafts.${LARGE}`}},
    ])
    // The draft: 50 fields changed, one in each of 50 items.
    await mutate([
      {
        createOrReplace: {
          _id: `drafts.${LARGE}`,
          _type: 'benchLarge',
          title: 'Large',
          rows: rows.map((item, index) =>
            index % 2 === 0 && index / 2 < CHANGED ? {...item, field7: `${item.field7} (changed)`} : item,
          ),
        },
      },
    ])
  })
  console.log(`seeded ${TRANSACTIONS} transactions in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`)

  const page = await bench.signedInPage()
  let historyRequests = 0
  page.on('request', (request) => {
    const url = request.url()
    // Pages of history, newest first; the timeline's check once its listener is connected (oldest
    // first, from the newest line read) is not one.
    if (url.includes('/data/history/') && url.includes('/transactions/') && !url.includes('reverse=false'))
      historyRequests++
  })

  // 1. The first timeline page of the long document.
  const firstPage: number[] = []
  const pagesForFirst: number[] = []
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${stack.studioUrl}/playground/structure/benchSimple/${LONG}`)
    await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor({timeout: 60_000})
    historyRequests = 0
    firstPage.push(await timeUntil(page, '[data-testid="document-status-button"]', '[data-chunk-type]'))
    await page.waitForTimeout(1500)
    pagesForFirst.push(historyRequests)
  }
  // Paging back to the first transaction by scrolling the timeline.
  const scrollStart = Date.now()
  historyRequests = 0
  const timeline = page.getByTestId('timeline')
  for (let step = 0; step < 5000; step++) {
    if ((await page.locator('[data-chunk-type="create"]').count()) > 0) break
    await timeline.evaluate((element) => element.scrollTo({top: element.scrollHeight}))
    await page.waitForTimeout(20)
  }
  const scrolledBack = (await page.locator('[data-chunk-type="create"]').count()) > 0
  const scrollSeconds = (Date.now() - scrollStart) / 1000
  const pagesToFirst = historyRequests

  // 2. The change viewer for the large document, throttled.
  const cdp = await page.context().newCDPSession(page)
  const viewer: number[] = []
  const dataReady: number[] = []
  const firstRequests: number[] = []
  const scrolledToEnd: number[] = []
  for (let run = 0; run < RUNS; run++) {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1})
    await page.goto(`${stack.studioUrl}/playground/structure/benchLarge/${LARGE}`)
    await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor({timeout: 60_000})
    await page.waitForTimeout(500)
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: THROTTLE})
    const profiling = process.env.BENCH_PROFILE && run === RUNS - 1
    if (profiling) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    const tracing = process.env.BENCH_TRACE && run === RUNS - 1 ? await startTrace(cdp) : undefined
    const {
      total,
      dataReady: ready,
      firstRequest,
    } = await timeWithMark(page, '[data-testid="document-status-button"]')
    if (profiling) {
      const {profile} = await cdp.send('Profiler.stop')
      const file = join(process.env.BENCH_PROFILE!, 'change-viewer.cpuprofile')
      writeFileSync(file, JSON.stringify(profile))
      console.log(`  CPU profile: ${file}`)
    }
    if (tracing) {
      console.log('  main-thread tasks after the click (start, duration: what in them, ms):')
      for (const line of await tracing()) console.log(`  ${line}`)
      const requests = (await page.evaluate(
        `performance.getEntriesByType('resource').filter((entry) => entry.startTime > window.__benchClickAt).map((entry) => [entry.name, entry.startTime - window.__benchClickAt, entry.responseEnd - window.__benchClickAt])`,
      )) as [string, number, number][]
      for (const [name, start, end] of requests)
        console.log(
          `  ${start.toFixed(0).padStart(5)}–${end.toFixed(0).padStart(5)} ms ${name.slice(0, 160)}`,
        )
    }
    // What the first screen left out is there when scrolled to: all the changes, still throttled.
    const end = await scrollViewerToEnd(page)
    if (end.strings !== CHANGED)
      throw new Error(`the change viewer showed ${end.strings} changed fields, not ${CHANGED}`)
    scrolledToEnd.push(end.ms)
    viewer.push(total)
    dataReady.push(ready)
    firstRequests.push(firstRequest)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1})

  console.log(`history and review, headless Chromium, load ${loadavg()[0].toFixed(2)}, ${RUNS} runs each`)
  console.log(
    `  timeline, ${TRANSACTIONS} transactions: first entries shown in ${median(firstPage).toFixed(0)} ms median ` +
      `(runs ${firstPage.map((ms) => ms.toFixed(0)).join(', ')}; budget 300 ms, no throttle), ` +
      `${median(pagesForFirst)} history pages of 50 read on opening`,
  )
  console.log(
    `  scrolling back to the first transaction: ${scrolledBack ? 'reached' : 'NOT reached'} in ${scrollSeconds.toFixed(1)} s, ` +
      `${pagesToFirst} more pages read as the list scrolled`,
  )
  console.log(
    `  change viewer, ${ROWS} items × ${BENCH_ROW_FIELDS} fields, ${CHANGED} changed fields, ${THROTTLE}× CPU throttle: ` +
      `${median(viewer).toFixed(0)} ms median from the click to the change viewer painted with its changes ` +
      `(runs ${viewer.map((ms) => ms.toFixed(0)).join(', ')}; budget 200 ms); the current versions asked for (after the listener's welcome) at ` +
      `${median(firstRequests).toFixed(0)} ms; reading history and ` +
      `the versions until the model was built: ${median(dataReady).toFixed(0)} ms; drawing the list after it: ` +
      `${median(viewer.map((ms, index) => ms - dataReady[index])).toFixed(0)} ms; scrolling the viewer to its end ` +
      `(all ${CHANGED} changes drawn): ${median(scrolledToEnd).toFixed(0)} ms`,
  )
} finally {
  await bench.stop()
}
