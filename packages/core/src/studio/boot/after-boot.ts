import {whenIdle} from '@tessera/kit'

/**
 * Work the first screen does not need (the help menu's resources, the free-trial journey, the
 * telemetry code and its consent check) waits until the boot has settled: at least
 * `AFTER_BOOT_MIN_MS` after the page started, then the browser's next idle period (at most
 * `AFTER_BOOT_IDLE_TIMEOUT_MS` later). Started at once, their answers arrived while the document's
 * form was being built and re-rendered the navbar in the middle of it (issue 23: time to editable).
 */
export const AFTER_BOOT_MIN_MS = 1500

/** The longest the idle wait lasts on a page that is never idle. */
export const AFTER_BOOT_IDLE_TIMEOUT_MS = 2000

/** Runs `task` once the boot has settled; the returned function cancels it if it has not run. */
export function afterBoot(task: () => void): () => void {
  let cancelled = false
  let cancelIdle: (() => void) | undefined
  const run = () => {
    if (!cancelled) task()
  }
  const delay = Math.max(0, AFTER_BOOT_MIN_MS - pageAge())
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(run, AFTER_BOOT_IDLE_TIMEOUT_MS)
  }, delay)
  return () => {
    cancelled = true
    clearTimeout(timer)
    cancelIdle?.()
  }
}

/** Milliseconds since the page started (a studio mounted late in a long-lived app waits only for idle). */
function pageAge(): number {
  return typeof performance === 'undefined' ? Number.POSITIVE_INFINITY : performance.now()
}
