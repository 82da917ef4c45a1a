import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {chromium, type Page} from 'playwright-core'
import {BENCH_ROW_FIELDS} from '../src/schema/bench.js'
import {startDevStack} from './dev-stack.js'

/**
 * `pnpm bench:form` (issue 6 §6): keydown-to-paint latency while typing, in headless Chromium with the
 * CPU throttled 4×, against a production build of the dev studio and a real lake. Two documents: one
 * string field, and an array of 100 objects of 30 fields each (typing into a field of one item).
 *
 * Latency per keystroke is the interaction's duration from the Event Timing API (keydown/input/keyup
 * entries of one interactionId, the longest). The API reports only entries of 16 ms or more, so for the
 * others it falls back to the in-page measure keydown.timeStamp → the next frame's paint (rAF, then a
 * task), which is the same span measured by hand.
 */
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60)
/** `BENCH_CPU_THROTTLE=1` measures without throttling (a fast machine's view). */
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4)
const ROWS = 100
const TEXT = 'The quick brown fox jumps over the lazy dog while typing stays fast '

interface Result {
  name: string
  samples: number[]
  eventTimingReported: number
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

type Probe = {
  /** Longest Event Timing duration per interaction, keyed by its keydown's timeStamp. */
  slow: Map<number, number>
  interactions: Map<number, {keydown?: number; duration: number}>
  /** keydown.timeStamp → next paint, measured by hand, per keystroke. */
  manual: {start: number; latency: number}[]
}

/** Observes interactions and keydowns in the page; `collect()` returns one latency per keystroke. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe: Probe = {slow: new Map(), interactions: new Map(), manual: []}
    ;(window as unknown as {__probe: Probe}).__probe = probe
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & {interactionId?: number})[]) {
        if (!entry.interactionId) continue
        const interaction = probe.interactions.get(entry.interactionId) ?? {duration: 0}
        interaction.duration = Math.max(interaction.duration, entry.duration)
        if (entry.name === 'keydown') interaction.keydown = entry.startTime
        probe.interactions.set(entry.interactionId, interaction)
      }
    }).observe({type: 'event', durationThreshold: 16, buffered: false} as PerformanceObserverInit)
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => probe.manual.push({start, latency: performance.now() - start})
          channel.port2.postMessage(null)
        })
      },
      true,
    )
  })
}

async function collect(page: Page): Promise<{samples: number[]; reported: number}> {
  // Let the last frames and observer callbacks land.
  await page.waitForTimeout(1000)
  return page.evaluate(() => {
    const probe = (window as unknown as {__probe: Probe}).__probe
    const reported = new Map<number, number>()
    for (const interaction of probe.interactions.values()) {
      if (interaction.keydown !== undefined)
        reported.set(Math.round(interaction.keydown), interaction.duration)
    }
    // Keystrokes the Event Timing API did not report (under 16 ms) keep their hand measure.
    const samples = probe.manual.map(({start, latency}) => reported.get(Math.round(start)) ?? latency)
    return {samples, reported: reported.size}
  })
}

async function typeInto(page: Page, name: string, selector: string): Promise<Result> {
  const input = page.locator(selector)
  await input.click()
  await installProbe(page)
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined
  if (cdp) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.start')
  }
  for (let index = 0; index < KEYSTROKES; index++) {
    await page.keyboard.press(TEXT[index % TEXT.length] === ' ' ? 'Space' : TEXT[index % TEXT.length]!)
    await page.waitForTimeout(80)
  }
  const {samples, reported} = await collect(page)
  if (cdp) {
    const {profile} = await cdp.send('Profiler.stop')
    const file = join(process.env.BENCH_PROFILE!, `${name.replace(/\W+/g, '-')}.cpuprofile`)
    writeFileSync(file, JSON.stringify(profile))
    console.log(`  CPU profile: ${file}`)
  }
  return {name, samples, eventTimingReported: reported}
}

const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-form-'))
const stack = await startDevStack({lakePort: 0, studioPort: 0, dir, production: true})
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
})
try {
  const {token, id: tokenId} = stack.lake.kernel.tokens.createRobotToken({
    roles: ['administrator'],
    label: 'bench',
  })
  const row = (index: number) => ({
    _key: `row-${index}`,
    _type: 'benchRow',
    ...Object.fromEntries(
      Array.from({length: BENCH_ROW_FIELDS}, (_, field) => [`field${field}`, `Row ${index} value ${field}`]),
    ),
  })
  const response = await fetch(`${stack.lakeUrl}/v2025-02-19/data/mutate/playground`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({
      mutations: [
        {createOrReplace: {_id: 'bench-simple', _type: 'benchSimple', title: ''}},
        {
          createOrReplace: {
            _id: 'bench-large',
            _type: 'benchLarge',
            title: 'Large',
            rows: Array.from({length: ROWS}, (_, index) => row(index)),
          },
        },
      ],
    }),
  })
  if (!response.ok) throw new Error(`seeding the benchmark documents failed: ${response.status}`)
  stack.lake.kernel.tokens.revoke(tokenId)

  const page = await browser.newPage({viewport: {width: 1400, height: 900}})
  await page.goto(`${stack.studioUrl}/playground`)
  await page.locator('[data-workspace="playground"]').click()
  await page.waitForURL(/\/auth\/login\/tessera/)
  await page.fill('#email', 'editor@tessera.local')
  await page.fill('#password', 'tessera-editor')
  await page.click('button[type=submit]')
  await page.waitForURL(`${stack.studioUrl}/**`)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: THROTTLE})

  const results: Result[] = []
  // The floor of this harness on this machine: a bare <input> with nothing behind it.
  const bare = await browser.newPage({viewport: {width: 1400, height: 900}})
  const bareCdp = await bare.context().newCDPSession(bare)
  await bareCdp.send('Emulation.setCPUThrottlingRate', {rate: THROTTLE})
  await bare.setContent('<input id="bare" style="width: 400px">')
  results.push(await typeInto(bare, 'baseline: a bare <input>', '#bare'))
  await bare.close()
  await page.goto(`${stack.studioUrl}/playground/structure/benchSimple/bench-simple`)
  await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor({timeout: 60_000})
  results.push(await typeInto(page, 'one string field', '[data-field="title"] input'))

  await page.goto(`${stack.studioUrl}/playground/structure/benchLarge/bench-large`)
  await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor({timeout: 60_000})
  await page.locator('[data-item-key="row-5"] button[data-action="edit"]').click()
  results.push(
    await typeInto(
      page,
      `100 items × ${BENCH_ROW_FIELDS} fields, one item's field`,
      '[data-field="rows[_key==\\"row-5\\"].field7"] input',
    ),
  )

  console.log(
    `form typing latency, keydown to paint, Chromium ${THROTTLE}× CPU throttle, ${KEYSTROKES} keystrokes each`,
  )
  for (const result of results) {
    const p50 = percentile(result.samples, 50)
    const p90 = percentile(result.samples, 90)
    console.log(
      `  ${result.name.padEnd(48)} p50 ${p50.toFixed(1).padStart(6)} ms  p90 ${p90.toFixed(1).padStart(6)} ms  ` +
        `(${result.samples.length} samples, ${result.eventTimingReported} ≥16 ms via Event Timing) ${p50 < 16 ? 'target met' : 'over the 16 ms target'}`,
    )
  }
} finally {
  await browser.close()
  await stack.stop()
  rmSync(dir, {recursive: true, force: true})
}
