import {cpus, loadavg} from 'node:os'
import {benchConfig} from './config.js'
import {startBenchLake} from './lake-host.js'
import {documentListCases} from './document-list-cases.js'
import {measureListen} from './measure-listen.js'
import {measureQuery, queryCases} from './measure-queries.js'
import {measureTransforms} from './measure-transforms.js'
import {measureWriteOverhead} from './measure-write-overhead.js'
import {measureWrites, prepareCounters} from './measure-writes.js'
import {markdownTable, writeJsonReport} from './report.js'
import {reportRows, TARGETS, type Measurements} from './rows.js'
import {summarizeTimings} from './probes.js'
import {searchCases} from './search-cases.js'
import {seed} from './seed.js'

/** Progress goes to stderr so that stdout holds only the table. */
function progress(message: string): void {
  console.error(`[bench] ${message}`)
}

async function main(): Promise<void> {
  const config = benchConfig()
  const started = performance.now()
  const loadAtStart = loadavg()
  // Other work on the machine (tests, builds) skews these numbers, fsync-bound writes most of all.
  progress(
    `${config.quick ? 'quick' : 'full'} run, lake in the ${config.lakeThread} thread, load ${loadAtStart[0].toFixed(2)}`,
  )
  const lake = await startBenchLake(config.lakeThread)
  const interrupt = () => void lake.stop().finally(() => process.exit(130))
  process.once('SIGINT', interrupt)
  const m: Measurements = {writes: [], seeds: [], queries: [], listens: []}
  try {
    await prepareCounters(lake, config.concurrentWriters)
    progress('image transforms, first request vs cached')
    m.transforms = await measureTransforms(lake, {repeats: config.quick ? 3 : 10})
    for (const writers of [1, config.concurrentWriters]) {
      progress(`patch transactions, ${writers} writer(s), ${config.writeSeconds} s`)
      await lake.takeTimings()
      const result = await measureWrites(lake, writers, config.writeSeconds, 8)
      m.writes.push({...result, lakeSide: summarizeTimings(await lake.takeTimings())})
    }
    progress(
      `write cost of the search index: ${config.writeOverheadRounds} rounds with and without it, then seeding`,
    )
    m.writeOverhead = await measureWriteOverhead(config.lakeThread, {
      rounds: config.writeOverheadRounds,
      secondsPerRound: config.writeOverheadSeconds,
      seedDocuments: config.writeOverheadSeedDocuments,
      batch: config.seedBatch,
    })
    const queryOptions = {
      warmup: config.queryWarmup,
      iterations: config.queryIterations,
      budgetSeconds: config.queryBudgetSeconds,
    }
    let size = 0
    for (const target of config.querySizes) {
      progress(`seeding ${size} → ${target} documents`)
      const seconds = await seed(lake, size, target, config.seedBatch)
      // Large transactions are indexed when the lake is idle: searches are measured after that.
      m.seeds.push({from: size, to: target, seconds, indexedSeconds: (await lake.searchIndexed()) / 1000})
      size = target
      for (const testCase of [...queryCases(size), ...searchCases(size), ...documentListCases(size)]) {
        progress(`query at ${size}: ${testCase.label}`)
        m.queries.push(await measureQuery(lake, size, testCase, queryOptions))
      }
      progress(`listen at ${size}: ${config.listeners} listeners, ${config.listenPatches} patches`)
      await lake.takeTimings()
      const result = await measureListen(lake, size, {
        listeners: config.listeners,
        patches: config.listenPatches,
        transport: config.sseTransport,
      })
      m.listens.push({...result, lakeSide: summarizeTimings(await lake.takeTimings())})
    }
    for (const target of config.searchSizes.filter((searchSize) => searchSize > size)) {
      progress(`seeding ${size} → ${target} documents (search only)`)
      const seconds = await seed(lake, size, target, config.seedBatch)
      // Large transactions are indexed when the lake is idle: searches are measured after that.
      m.seeds.push({from: size, to: target, seconds, indexedSeconds: (await lake.searchIndexed()) / 1000})
      size = target
      // The title match (through the index) and the searches; the list queries scan, and at these
      // sizes they would hit the lake's query time limit.
      const cases = [...queryCases(size).filter((testCase) => testCase.key === 'match'), ...searchCases(size)]
      for (const testCase of cases) {
        progress(`query at ${size}: ${testCase.label}`)
        m.queries.push(await measureQuery(lake, size, testCase, queryOptions))
      }
    }
  } finally {
    process.off('SIGINT', interrupt)
    await lake.stop()
  }

  const rows = reportRows(config, m)
  const details = {
    generatedAt: new Date().toISOString(),
    config,
    targets: TARGETS,
    environment: {
      node: process.version,
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      platform: process.platform,
      loadAverage: {start: loadAtStart, end: loadavg()},
    },
    client: `plain fetch (Node's built-in undici, keep-alive) for writes and queries; SSE read with ${config.sseTransport === 'http' ? 'node:http' : 'fetch streaming bodies'}`,
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
    measurements: m,
  }
  const path = writeJsonReport(rows, details)
  console.log(markdownTable(rows))
  progress(`done in ${details.totalSeconds} s; JSON written to ${path}`)
}

await main()
