import {startBenchLake, type BenchLake} from './lake-host.js'
import {measureWrites, prepareCounters} from './measure-writes.js'
import {summarize, round} from './stats.js'
import {seed} from './seed.js'

export interface WriteSide {
  /** Patch transactions per second, one sequential writer, over all rounds. */
  txPerSecond: number
  /** Lake-side `storage.commit` (SQLite transaction with fsync, index included) p50, ms. */
  commitP50: number
  /** createOrReplace seeding, documents per second. */
  seedDocsPerSecond: number
}

export interface WriteOverheadResult {
  rounds: number
  secondsPerRound: number
  seededDocuments: number
  withIndex: WriteSide
  withoutIndex: WriteSide
}

/**
 * What the search index costs writes: two fresh lakes, one with the index and one without, take
 * turns (so machine load falls on both alike) at patch transactions from one sequential writer and
 * at seeding documents in transactions of `batch`.
 */
export async function measureWriteOverhead(
  thread: 'worker' | 'main',
  options: {rounds: number; secondsPerRound: number; seedDocuments: number; batch: number},
): Promise<WriteOverheadResult> {
  const lakes = {
    withIndex: await startBenchLake(thread, {searchIndex: true}),
    withoutIndex: await startBenchLake(thread, {searchIndex: false}),
  }
  try {
    const totals = {
      withIndex: {transactions: 0, seconds: 0, commits: [] as number[], seedSeconds: 0},
      withoutIndex: {transactions: 0, seconds: 0, commits: [] as number[], seedSeconds: 0},
    }
    for (const lake of Object.values(lakes)) await prepareCounters(lake, 8)
    for (let round = 0; round < options.rounds; round++) {
      const order =
        round % 2 === 0 ? (['withIndex', 'withoutIndex'] as const) : (['withoutIndex', 'withIndex'] as const)
      for (const which of order) {
        const lake: BenchLake = lakes[which]
        await lake.takeTimings()
        const result = await measureWrites(lake, 1, options.secondsPerRound, 8)
        totals[which].transactions += result.transactions
        totals[which].seconds += result.seconds
        totals[which].commits.push(...(await lake.takeTimings()).commit)
      }
    }
    for (let start = 0; start < options.seedDocuments; start += options.batch) {
      for (const which of ['withIndex', 'withoutIndex'] as const)
        totals[which].seedSeconds += await seed(lakes[which], start, start + options.batch, options.batch)
    }
    const side = (which: keyof typeof totals): WriteSide => ({
      txPerSecond: round(totals[which].transactions / totals[which].seconds, 0),
      commitP50: summarize(totals[which].commits).p50,
      seedDocsPerSecond: round(options.seedDocuments / totals[which].seedSeconds, 0),
    })
    return {
      rounds: options.rounds,
      secondsPerRound: options.secondsPerRound,
      seededDocuments: options.seedDocuments,
      withIndex: side('withIndex'),
      withoutIndex: side('withoutIndex'),
    }
  } finally {
    await Promise.all(Object.values(lakes).map((lake) => lake.stop()))
  }
}
