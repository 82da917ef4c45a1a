import type {SseTransport} from './sse-reader.js'

/** Sizes and durations of one benchmark run. `BENCH_QUICK=1` shrinks everything for a smoke check. */
export interface BenchConfig {
  quick: boolean
  /** Where the lake runs: its own worker thread (default) or the thread that also drives the load. */
  lakeThread: 'worker' | 'main'
  writeSeconds: number
  concurrentWriters: number
  /** Dataset sizes the query latencies are measured at, ascending. */
  querySizes: number[]
  /** The size that the list-query target applies to. */
  targetSize: number
  seedBatch: number
  queryWarmup: number
  queryIterations: number
  /** A query stops early after this long, so a slow one cannot blow the run's time budget. */
  queryBudgetSeconds: number
  listeners: number
  listenPatches: number
  /** How the listeners read their streams (`BENCH_SSE=fetch` for Node's fetch). */
  sseTransport: SseTransport
}

export function benchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const quick = env.BENCH_QUICK === '1' || env.BENCH_QUICK === 'true'
  const lakeThread = env.BENCH_LAKE_THREAD === 'main' ? 'main' : 'worker'
  const sseTransport = env.BENCH_SSE === 'fetch' ? 'fetch' : 'http'
  const base = {lakeThread, sseTransport, concurrentWriters: 16, seedBatch: 1000, listeners: 100} as const
  if (quick) {
    return {
      ...base,
      quick,
      writeSeconds: 1,
      querySizes: [1_000, 10_000],
      targetSize: 10_000,
      queryWarmup: 5,
      queryIterations: 50,
      queryBudgetSeconds: 3,
      listenPatches: 20,
    }
  }
  return {
    ...base,
    quick,
    writeSeconds: 5,
    querySizes: [10_000, 100_000],
    targetSize: 100_000,
    queryWarmup: 20,
    queryIterations: 200,
    queryBudgetSeconds: 20,
    listenPatches: 100,
  }
}
