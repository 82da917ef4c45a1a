/**
 * Issue 23's CPU attribution: where the main thread's time goes on the way to an editable document.
 * Serves a production build with source maps (attribute-collect.ts writes one to <dir>/dist), opens
 * the benchmark document through its edit intent in fresh contexts (cold), samples the renderer's CPU
 * (V8 profiler, 200 µs) until the title's input is usable, and prints the main thread's busy time by
 * package, module or function, split into time windows since navigation. A first run, not profiled,
 * prints what the page showed and when (a line whenever its text or the form changed; recording that
 * on every frame costs CPU of its own, so the profiled runs do not).
 * Usage: `npx tsx scripts/attribute-boot-cpu.ts [/tmp/attrib] [package|module|fn] [rows]`
 * (BENCH_RUNS, default 3; BOOT_WINDOWS, default "450,650": window edges in ms; BOOT_DOCUMENT, default
 * the benchmark's, "kitchen-sink-1;kitchenSink" for a seeded document with a title: "<id>;<type>";
 * BOOT_UNTIL_KEY=1: go on past the usable title, press a key as bench-editable does and stop when it is
 * in the input: the time after the title was usable gets a column of its own, "ready→key", the work a
 * first key waits behind).
 */
import {join} from 'node:path'
import {startBenchStack} from './bench-stack.js'
import {readChunkMap, segmentAt, sourceLabel, type LabelLevel} from './source-map-labels.js'

const root = process.argv[2] ?? '/tmp/attrib'
const level = (process.argv[3] ?? 'package') as LabelLevel
const top = Number(process.argv[4] ?? 30)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const edges = [0, ...(process.env.BOOT_WINDOWS ?? '450,650').split(',').map(Number), Infinity]
const distDir = join(root, 'dist')
const assetsDir = join(distDir, 'assets')
const INPUT = '[data-field="title"] input'
const [documentId, documentType] = (process.env.BOOT_DOCUMENT ?? 'bench-editable;benchSimple').split(';')
const untilKey = process.env.BOOT_UNTIL_KEY === '1'
/** Columns: the windows before the title is usable, then (with BOOT_UNTIL_KEY) ready→key, then the total. */
const columns = edges.length + (untilKey ? 1 : 0)

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}

function frameLabel({functionName, url, lineNumber, columnNumber}: CallFrame): string | undefined {
  if (functionName === '(idle)') return undefined
  // Native work outside any script: "(program)" (compiling, style, layout), "(garbage collector)".
  if (!url) return `(native) ${functionName || '(program)'}`
  const file = url.split('/assets/')[1]
  const map = file ? readChunkMap(assetsDir, file) : undefined
  if (!file || !map) return `(no map) ${file ?? url}`
  const segment = segmentAt(map, lineNumber, columnNumber)
  if (!segment) return '(unmapped)'
  const name = sourceLabel(
    map.sources[segment[1]!]!,
    segment[2]!,
    assetsDir,
    level === 'fn' ? 'module' : level,
  )
  return level === 'fn' ? `${name}:${segment[2]! + 1} ${functionName || '(anonymous)'}` : name
}

// What the page shows, recorded on every frame from the first, in the page's own clock.
const MILESTONES = `
  window.__shown = [];
  (function record() {
    var form = document.querySelector('[data-testid="document-form"]');
    var text = (document.body ? document.body.textContent : '').replace(/\\s+/g, ' ').slice(0, 100);
    var line = 'form: ' + (form ? form.getAttribute('data-ready') : 'none') + ' | ' + text;
    var last = window.__shown[window.__shown.length - 1];
    if (!last || last[1] !== line) window.__shown.push([Math.round(performance.now()), line]);
    if (!(form && form.getAttribute('data-ready') === 'true')) requestAnimationFrame(record);
  })();
`

// Serve the build given, not a new one (startBenchStack reads this).
process.env.BENCH_STUDIO_DIST = distDir
const bench = await startBenchStack('boot-cpu')
const {stack, browser} = bench
try {
  const signedIn = await bench.signedInPage()
  const cookies = await signedIn.context().cookies()
  await signedIn.close()
  await bench.asAdministrator(({mutate}) =>
    mutate([{createOrReplace: {_id: 'bench-editable', _type: 'benchSimple', title: 'Time to editable'}}]),
  )

  /** Milliseconds of main-thread time per label and window, summed over the runs. */
  const totals = new Map<string, number[]>()
  const url = `${stack.studioUrl}/playground/intent/edit/id=${documentId};type=${documentType}`
  {
    const context = await browser.newContext({viewport: {width: 1400, height: 900}})
    await context.addCookies(cookies)
    const page = await context.newPage()
    await page.addInitScript(MILESTONES)
    await page.goto(url, {waitUntil: 'commit'})
    await page.locator('[data-testid="document-form"][data-ready="true"]').waitFor({timeout: 60_000})
    const shown = (await page.evaluate('window.__shown')) as [number, string][]
    console.log('what a cold visit showed, ms after navigation:')
    for (const [at, line] of shown) console.log(`  ${String(at).padStart(5)}  ${line}`)
    await context.close()
  }
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({viewport: {width: 1400, height: 900}})
    await context.addCookies(cookies)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', {interval: 200})
    await cdp.send('Profiler.start')
    await page.goto(url, {waitUntil: 'commit'})
    const handle = await page.waitForFunction(
      (selector) => {
        const input = document.querySelector(selector)
        return input instanceof HTMLInputElement &&
          !input.readOnly &&
          !input.disabled &&
          input.value.length > 0
          ? performance.now()
          : false
      },
      INPUT,
      {polling: 'raf', timeout: 60_000},
    )
    const ready = (await handle.jsonValue()) as number
    let end = ready
    if (untilKey) {
      await page.locator(INPUT).press('q')
      const typed = await page.waitForFunction(
        (selector) => {
          const input = document.querySelector(selector)
          return input instanceof HTMLInputElement && input.value.includes('q') ? performance.now() : false
        },
        INPUT,
        {polling: 'raf', timeout: 10_000},
      )
      end = (await typed.jsonValue()) as number
    }
    const {profile} = await cdp.send('Profiler.stop')
    await context.close()

    // Samples are placed by counting back from the last one, taken just after `ready` was read.
    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame as CallFrame]))
    const samples = profile.samples ?? []
    const deltas = profile.timeDeltas ?? []
    const times: number[] = []
    let time = profile.startTime
    for (const delta of deltas) times.push((time += delta))
    // The last sample is taken about when the last wait returned, just after `end` (ready, or the key).
    const endAt = times[times.length - 1]! / 1000
    for (let i = 0; i < samples.length; i++) {
      const sinceNavigation = end - (endAt - times[i]! / 1000)
      if (sinceNavigation < 0 || sinceNavigation > end) continue
      const label = frameLabel(nodes.get(samples[i]!)!)
      if (!label) continue
      const window =
        sinceNavigation > ready
          ? edges.length - 1
          : edges.findIndex((edge, k) => sinceNavigation >= edge && sinceNavigation < edges[k + 1]!)
      const row = totals.get(label) ?? new Array(columns).fill(0)
      row[window] += deltas[i]! / 1000
      row[columns - 1] += deltas[i]! / 1000
      totals.set(label, row)
    }
    const key = untilKey ? `, the key is in it ${end.toFixed(0)} ms` : ''
    console.log(`run ${run + 1}: the title is editable ${ready.toFixed(0)} ms after navigation${key}`)
  }

  const rows = [...totals].sort((a, b) => b[1].at(-1)! - a[1].at(-1)!)
  const busy = rows.reduce((sum, [, row]) => sum + row.at(-1)!, 0) / runs
  const headers = edges
    .slice(0, -1)
    .map((edge, k) => (k === edges.length - 2 ? `>${edge}` : `${edge}-${edges[k + 1]}`))
  if (untilKey) headers.push('ready→key')
  const until = untilKey ? 'the typed key is in the input' : 'editable'
  console.log(`\nmain thread busy before ${until}: ${busy.toFixed(0)} ms per run (mean of ${runs})`)
  console.log(
    `${[...headers, 'total'].map((h) => h.padStart(8)).join('')}  (ms per run, by time since navigation)`,
  )
  for (const [label, row] of rows.slice(0, top)) {
    console.log(`${row.map((ms) => (ms / runs).toFixed(1).padStart(8)).join('')}  ${label}`)
  }
} finally {
  await bench.stop()
}
