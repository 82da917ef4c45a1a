import {getHeapStatistics} from 'node:v8'
import {createContext, Script} from 'node:vm'
import {LakeError} from '../errors.js'
import type {QueryLimits} from './query-limits.js'

/**
 * The evaluation budget of one query.
 *
 * groq-js evaluates synchronously over the in-memory dataset, and some of its operations take time
 * far beyond their input's size (nested subqueries, `array::intersects`, sorting what `+` built)
 * without calling back into the lake. So a query runs inside `vm`'s `timeout`: a watchdog thread
 * stops the JavaScript running on this thread once the time is up, wherever it is (in groq-js, in a
 * regular expression, in a sort), and Node turns that into an exception at the call. Nothing a
 * query runs changes shared state half-way: the caches it fills (derived-values.ts) are set only
 * once a value is complete, so stopping it leaves them as they were.
 *
 * The rewritten tree (query-rewrite.ts) also calls `checkBudget()` where a query can multiply the
 * size of its values, and `match` calls it while it scans long texts: that stops a query early,
 * without waiting for the watchdog, and stops one whose values grow the heap past
 * `maxQueryMemoryBytes` before they exhaust it (time alone would not: doubling an array in a loop
 * of projections reaches gigabytes well within a second).
 *
 * Only groq-js's evaluation needs the watchdog (`guarded()`): the lake's own steps check the budget
 * themselves, and a query whose planned tree groq-js evaluates in linear time (linear-tree.ts: the
 * page of a natively planned search, projected) runs without it (`withBudget()`, run-query.ts).
 *
 * A worker pool was the other way to stop a runaway query, but the documents live in this thread's
 * DatasetIndex: each worker would need its own copy, kept in step with every write, and every
 * result would be copied back.
 */

/** How often, at most, a check reads the heap's size (it costs a microsecond or two). */
const HEAP_CHECK_INTERVAL_MS = 2

interface Budget {
  deadline: number
  heapStart: number
  nextHeapCheck: number
  limits: QueryLimits
  /** Inside `guarded()`: the watchdog runs. */
  guarded: boolean
}

let current: Budget | undefined

// One context for every query: the script only calls the function it is handed.
const context = createContext({run: undefined as undefined | (() => unknown)})
const runScript = new Script('run()', {filename: 'lake-query-budget'})

/** Runs `work` (a query's parse, planning and evaluation) within the budget of `limits`, all of it under the watchdog. */
export function runWithinBudget<T>(limits: QueryLimits, work: () => T): T {
  return withBudget(limits, () => guarded(work))
}

/**
 * Runs `work` within the budget of `limits`, but only the parts it hands to `guarded()` under the
 * watchdog: the rest checks the budget itself (`checkBudget()`). The watchdog is a thread made and
 * joined for each run; on the 2-core machine under load that took 1.5 ms per query on average (the
 * global search's nine queries: ~15 ms of each search), more than most queries' own work. The lake's
 * own code (parsing after prescan-query.ts's limits, narrowing, native search planning) is linear in
 * its input and checks the budget in its loops; groq-js's evaluation, which is not, is guarded.
 */
export function withBudget<T>(limits: QueryLimits, work: () => T): T {
  // A query inside a query's work (none today) shares the outer budget.
  if (current) return work()
  const now = performance.now()
  current = {
    deadline: now + limits.queryTimeoutMs,
    heapStart: heapUsed(),
    nextHeapCheck: now + HEAP_CHECK_INTERVAL_MS,
    limits,
    guarded: false,
  }
  try {
    return work()
  } finally {
    current = undefined
  }
}

/**
 * Runs `work` under the watchdog, stopped wherever it is once the budget's time is up (the time left
 * of it). Outside `withBudget` (or inside `guarded`) it just runs.
 */
export function guarded<T>(work: () => T): T {
  const budget = current
  if (!budget || budget.guarded) return work()
  const left = Math.ceil(budget.deadline - performance.now())
  if (left <= 0) throw overTime(budget.limits)
  budget.guarded = true
  context.run = work
  try {
    return runScript.runInContext(context, {timeout: left}) as T
  } catch (err) {
    if ((err as {code?: unknown}).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw overTime(budget.limits)
    throw err
  } finally {
    context.run = undefined
    budget.guarded = false
  }
}

/** Stops the running query when it is over its time or memory budget. */
export function checkBudget(): void {
  const budget = current
  if (!budget) return
  const now = performance.now()
  if (now > budget.deadline) throw overTime(budget.limits)
  if (now < budget.nextHeapCheck) return
  budget.nextHeapCheck = now + HEAP_CHECK_INTERVAL_MS
  if (heapUsed() - budget.heapStart > budget.limits.maxQueryMemoryBytes) throw overMemory(budget.limits)
}

function heapUsed(): number {
  return getHeapStatistics().used_heap_size
}

function overTime(limits: QueryLimits): LakeError {
  return executionError(
    `The query was stopped after ${limits.queryTimeoutMs} ms, the lake's limit for one query: narrow it with filters (on _type or _id) or slices`,
  )
}

function overMemory(limits: QueryLimits): LakeError {
  const megabytes = Math.round(limits.maxQueryMemoryBytes / (1024 * 1024))
  return executionError(
    `The query was stopped: its values grew past ${megabytes} MB, the lake's limit for one query`,
  )
}

function executionError(description: string): LakeError {
  return new LakeError(400, description, {type: 'queryExecutionError', description})
}
