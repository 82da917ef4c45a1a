import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import type {Page} from 'playwright-core'

/**
 * Keydown-to-paint latency in headless Chromium, shared by the typing benchmarks (bench-form.ts,
 * bench-rich-text.ts). Latency per keystroke is the interaction's duration from the Event Timing API
 * (keydown/input/keyup entries of one interactionId, the longest). The API reports only entries of
 * 16 ms or more, so for the others it falls back to the in-page measure keydown.timeStamp → the next
 * frame's paint (rAF, then a task), which is the same span measured by hand.
 */

export const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60)
export const TEXT = 'The quick brown fox jumps over the lazy dog while typing stays fast '

export interface Result {
  name: string
  samples: number[]
  eventTimingReported: number
  /**
   * The renderer's main thread busy time per keystroke (tasks, and the JavaScript in them), from
   * Chromium's Performance.getMetrics over the typing (from the second key: the first creates the
   * draft) and the second after it: everything a key costs, after-work included, where the latency
   * shows only the key's own frame.
   */
  mainThreadPerKey: {task: number; script: number}
}

export const percentile = (values: number[], p: number) => {
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
export async function installProbe(page: Page): Promise<void> {
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

export async function collect(page: Page): Promise<{samples: number[]; reported: number}> {
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

export async function typeInto(
  page: Page,
  name: string,
  selector: string,
  keystrokes = KEYSTROKES,
): Promise<Result> {
  const input = page.locator(selector)
  await input.click()
  await installProbe(page)
  const metrics = await page.context().newCDPSession(page)
  await metrics.send('Performance.enable')
  const busy = async () => {
    const values = new Map(
      (await metrics.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    )
    return {task: values.get('TaskDuration') ?? 0, script: values.get('ScriptDuration') ?? 0}
  }
  const press = (index: number) =>
    page.keyboard.press(TEXT[index % TEXT.length] === ' ' ? 'Space' : TEXT[index % TEXT.length]!)
  // The first key of an edit creates the draft (a commit carrying the whole document, and its echo):
  // once per document, not per key, so the main thread is measured from the second key on.
  await press(0)
  await page.waitForTimeout(1500)
  const before = await busy()
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : undefined
  if (cdp) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.start')
  }
  for (let index = 1; index < keystrokes; index++) {
    await press(index)
    await page.waitForTimeout(80)
  }
  const {samples, reported} = await collect(page)
  const after = await busy()
  await metrics.detach()
  const mainThreadPerKey = {
    task: ((after.task - before.task) * 1000) / (keystrokes - 1),
    script: ((after.script - before.script) * 1000) / (keystrokes - 1),
  }
  if (cdp) {
    const {profile} = await cdp.send('Profiler.stop')
    const file = join(process.env.BENCH_PROFILE!, `${name.replace(/\W+/g, '-')}.cpuprofile`)
    writeFileSync(file, JSON.stringify(profile))
    console.log(`  CPU profile: ${file}`)
  }
  return {name, samples, eventTimingReported: reported, mainThreadPerKey}
}
