import type {CDPSession} from 'playwright-core'

/**
 * A main-thread trace for a benchmark step (BENCH_TRACE=1): the renderer's tasks over 3 ms from the
 * first click on, with how long each took and what took most of it (script, style, layout, paint), so a
 * slow step shows whether it waits on the network or on the CPU.
 */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<string[]>> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({value}) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,blink.user_timing,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.end')
    await done
    return summarise(events)
  }
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: {name?: string; data?: {type?: string}}
}

function summarise(events: TraceEvent[]): string[] {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  if (!main) return ['no renderer main thread in the trace']
  const onMain = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
  )
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click')
  const start = click?.ts ?? Math.min(...onMain.map((event) => event.ts))
  // From the task the click ran in on.
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) >= start)
  const lines: string[] = []
  for (const task of tasks) {
    if ((task.dur ?? 0) < 3000) continue
    const end = task.ts + (task.dur ?? 0)
    const inside = new Map<string, number>()
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts >= end || event === task) continue
      if (
        ![
          'FunctionCall',
          'EvaluateScript',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'PrePaint',
          'Layerize',
          'RunMicrotasks',
          'ParseHTML',
          'HitTest',
        ].includes(event.name)
      )
        continue
      inside.set(event.name, (inside.get(event.name) ?? 0) + (event.dur ?? 0))
    }
    const parts = [...inside]
      .filter(([, dur]) => dur > 1000)
      .sort((a, b) => b[1] - a[1])
      .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(0)}`)
      .join(', ')
    lines.push(
      `${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms +${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${parts}`,
    )
  }
  return lines
}
