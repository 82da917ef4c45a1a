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
  /**
   * Larger sizes the dataset grows to after the others, where only the search queries are measured
   * (`BENCH_SEARCH_SIZES=100000,1000000` overrides; empty for none).
   */
  searchSizes: number[]
  /** Rounds (and seconds per round) of the with/without search index write comparison. */
  writeOverheadRounds: number
  writeOverheadSeconds: number
  writeOverheadSeedDocuments: number
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
  const searchSizes = (fallback: number[]) =>
    env.BENCH_SEARCH_SIZES === undefined
      ? fallback
      : env.BENCH_SEARCH_SIZES.split(',')
          .filter((size) => size.trim() !== '')
          .map(Number)
  if (quick) {
    return {
      ...base,
      searchSizes: searchSizes([]),
      writeOverheadRounds: 4,
      writeOverheadSeconds: 2,
      writeOverheadSeedDocuments: 10_000,
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
    searchSizes: searchSizes([1_000_000]),
    writeOverheadRounds: 4,
    writeOverheadSeconds: 3,
    writeOverheadSeedDocuments: 20_000,
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
