import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {startPostgres, postgresBinDir, type PostgresServer} from '../src/testing/postgres-server.js'
import {API, DATASET, authorization, mutate} from './http.js'
import {PACKAGE_DIR, rssMiB, spawnLake, stopLake, type LakeProcess} from './lake-process.js'
import {openSse} from './sse-reader.js'
import {round, summarize} from './stats.js'

/**
 * `pnpm bench:lake` part two (issue 21): the lake on SQLite and on PostgreSQL, in one and two
 * processes. Transactions per second with 16 concurrent writers, commit → event latency across
 * processes with 100 listeners, and memory per 100,000 documents per process. PostgreSQL runs with
 * fsync on, as a deployment would. BENCH_QUICK=1 shortens it.
 */
const QUICK = process.env.BENCH_QUICK === '1'
const WRITERS = 16
const WRITE_SECONDS = QUICK ? 3 : 10
const LISTENERS = 100
const EVENTS = QUICK ? 50 : 200
const DOCUMENTS = QUICK ? 20_000 : 100_000

const progress = (message: string) => console.error(`[scale-out] ${message}`)

/** 16 writers (spread over the processes), each patching its own document as fast as it can. */
async function transactionsPerSecond(lakes: LakeProcess[]): Promise<number> {
  const ids = Array.from({length: WRITERS}, (_, i) => `counter-${i}-${Math.random().toString(36).slice(2)}`)
  await mutate(
    lakes[0],
    ids.map((id) => ({create: {_id: id, _type: 'counter', n: 0}})),
  )
  await new Promise((resolve) => setTimeout(resolve, 500))
  const deadline = performance.now() + WRITE_SECONDS * 1000
  let done = 0
  await Promise.all(
    ids.map(async (id, i) => {
      const lake = lakes[i % lakes.length]
      while (performance.now() < deadline) {
        await mutate(lake, [{patch: {id, inc: {n: 1}}}])
        done++
      }
    }),
  )
  return round(done / WRITE_SECONDS, 0)
}

/** 100 listeners on the last process; writes one at a time through the first; send → event, ms. */
async function commitToEvent(lakes: LakeProcess[]): Promise<{p50: number; p99: number}> {
  const reader = lakes[lakes.length - 1]
  const writer = lakes[0]
  const sent = new Map<string, number>()
  const samples: number[] = []
  const target = `${reader.url}${API}/data/listen/${DATASET}?query=${encodeURIComponent('*[_type == "ping"]')}&includeResult=false`
  const connections = Array.from({length: LISTENERS}, () =>
    openSse('http', target, authorization(reader), (event) => {
      if (event.event !== 'mutation') return
      const {transactionId} = JSON.parse(event.data) as {transactionId: string}
      const start = sent.get(transactionId)
      if (start !== undefined) samples.push(performance.now() - start)
    }),
  )
  await Promise.all(connections.map((connection) => connection.welcomed))
  for (let i = 0; i < EVENTS; i++) {
    const transactionId = `ping-${i}-${Math.random().toString(36).slice(2)}`
    sent.set(transactionId, performance.now())
    await mutate(writer, [{createOrReplace: {_id: 'ping', _type: 'ping', i}}], transactionId)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const expected = EVENTS * LISTENERS
  const waitUntil = performance.now() + 10_000
  while (samples.length < expected && performance.now() < waitUntil)
    await new Promise((r) => setTimeout(r, 50))
  for (const connection of connections) connection.close()
  if (samples.length < expected) throw new Error(`lost events: ${samples.length} of ${expected}`)
  const summary = summarize(samples)
  return {p50: summary.p50, p99: summary.p99}
}

/** Resident memory a process gains holding 100,000 documents (seeded through it), in MiB. */
async function memoryPer100k(lakes: LakeProcess[]): Promise<number[]> {
  const before = lakes.map((lake) => rssMiB(lake.child.pid!))
  for (let start = 0; start < DOCUMENTS; start += 1000) {
    const mutations = Array.from({length: 1000}, (_, i) => ({
      create: {
        _id: `doc-${start + i}`,
        _type: 'article',
        title: `Article number ${start + i}`,
        body: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.',
        tags: ['one', 'two'],
      },
    }))
    await mutate(lakes[0], mutations)
  }
  // Let followers take it all in, then read each process's resident size.
  const check = `${API}/data/query/${DATASET}?query=${encodeURIComponent('count(*[_type == "article"])')}`
  for (const lake of lakes) {
    for (;;) {
      const response = await fetch(lake.url + check, {headers: authorization(lake)})
      if (((await response.json()) as {result: number}).result === DOCUMENTS) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
  return lakes.map((lake, i) => round(((rssMiB(lake.child.pid!) - before[i]) * 100_000) / DOCUMENTS, 0))
}

interface Row {
  setup: string
  txPerSecond: number
  eventP50: number
  eventP99: number
  memoryMiB: string
}

async function measure(setup: string, database: string | undefined, processes: number): Promise<Row> {
  progress(setup)
  const lakes: LakeProcess[] = []
  for (let i = 0; i < processes; i++) lakes.push(await spawnLake(database))
  try {
    const txPerSecond = await transactionsPerSecond(lakes)
    const events = await commitToEvent(lakes)
    const memory = await memoryPer100k(lakes)
    return {setup, txPerSecond, eventP50: events.p50, eventP99: events.p99, memoryMiB: memory.join(' / ')}
  } finally {
    for (const lake of lakes) await stopLake(lake)
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [await measure('SQLite, 1 process', undefined, 1)]
  let server: PostgresServer | undefined
  if (postgresBinDir()) {
    server = await startPostgres({durable: true})
    try {
      rows.push(await measure('PostgreSQL, 1 process', await server.createDatabase(), 1))
      rows.push(await measure('PostgreSQL, 2 processes', await server.createDatabase(), 2))
    } finally {
      await server.stop()
    }
  } else {
    progress('no PostgreSQL binaries: PostgreSQL rows left out')
  }
  const lines = [
    `| setup | tx/s, ${WRITERS} writers | commit → event p50 / p99 (ms), ${LISTENERS} listeners on the last process | RSS per 100,000 documents (MiB, per process) |`,
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.setup} | ${r.txPerSecond} | ${r.eventP50} / ${r.eventP99} | ${r.memoryMiB} |`),
  ]
  console.log(lines.join('\n'))
  writeFileSync(
    join(PACKAGE_DIR, 'bench-results', 'scale-out.json'),
    JSON.stringify({quick: QUICK, rows}, null, 2) + '\n',
  )
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
