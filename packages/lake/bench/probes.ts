import type {LakeKernel} from '../src/index.js'
import {summarize, type LatencySummary} from './stats.js'

/** Lake-side durations, in ms, of the two steps that follow a transaction's work. */
export interface LakeTimings {
  /** `storage.commit`: the SQLite transaction, including its fsync (synchronous = FULL). */
  commit: number[]
  /** `hub.publish`: building and writing every listener's events. */
  publish: number[]
}

/**
 * Wraps the kernel's storage commit and listener fan-out with timers, so the report can say which
 * part of a write's latency is the disk and which is the listeners. The kernel calls both through
 * the same objects it exposes, so wrapping their methods is enough; nothing in src/ changes.
 */
export interface LakeSide {
  commit: LatencySummary
  publish: LatencySummary
}

export function summarizeTimings(timings: LakeTimings): LakeSide {
  return {commit: summarize(timings.commit), publish: summarize(timings.publish)}
}

export function installProbes(kernel: LakeKernel): {take(): LakeTimings} {
  let timings: LakeTimings = {commit: [], publish: []}
  const commit = kernel.storage.commit.bind(kernel.storage)
  kernel.storage.commit = (transaction) => {
    const started = performance.now()
    commit(transaction)
    timings.commit.push(performance.now() - started)
  }
  const publish = kernel.hub.publish.bind(kernel.hub)
  kernel.hub.publish = (transaction) => {
    const started = performance.now()
    publish(transaction)
    timings.publish.push(performance.now() - started)
  }
  return {
    take() {
      const taken = timings
      timings = {commit: [], publish: []}
      return taken
    },
  }
}
