import {mutate, type Endpoint} from './http.js'
import type {LakeSide} from './probes.js'
import {summarize, round, type LatencySummary} from './stats.js'

export interface WriteResult {
  writers: number
  transactions: number
  seconds: number
  txPerSecond: number
  latency: LatencySummary
  /** Filled in by the runner from the lake's probes. */
  lakeSide?: LakeSide
}

const WARMUP_TRANSACTIONS = 200

function counterId(n: number): string {
  return `counter-${n}`
}

async function patch(endpoint: Endpoint, id: string, n: number): Promise<void> {
  await mutate(endpoint, [{patch: {id, set: {title: `title ${n}`}}}])
}

/** Creates the documents the writers patch (type `counter`, outside the query datasets' types). */
export async function prepareCounters(endpoint: Endpoint, count: number): Promise<void> {
  await mutate(
    endpoint,
    Array.from({length: count}, (_, n) => ({
      createOrReplace: {_id: counterId(n), _type: 'counter', title: 'start'},
    })),
  )
  for (let n = 0; n < WARMUP_TRANSACTIONS; n++) await patch(endpoint, counterId(n % count), n)
}

/**
 * Sequential patch transactions for `seconds`: each writer sends its next transaction only after the
 * previous one was acknowledged. With one writer it cycles over `documents` ids; with several, each
 * writer patches its own document.
 */
export async function measureWrites(
  endpoint: Endpoint,
  writers: number,
  seconds: number,
  documents: number,
): Promise<WriteResult> {
  const latencies: number[] = []
  const started = performance.now()
  const deadline = started + seconds * 1000
  async function writer(index: number): Promise<void> {
    for (let n = 0; performance.now() < deadline; n++) {
      const id = counterId(writers === 1 ? n % documents : index)
      const before = performance.now()
      await patch(endpoint, id, n)
      latencies.push(performance.now() - before)
    }
  }
  await Promise.all(Array.from({length: writers}, (_, index) => writer(index)))
  const elapsed = (performance.now() - started) / 1000
  return {
    writers,
    transactions: latencies.length,
    seconds: round(elapsed),
    txPerSecond: round(latencies.length / elapsed, 0),
    latency: summarize(latencies),
  }
}
