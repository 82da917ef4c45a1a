import {writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {postgresBinDir, startPostgres} from '../src/testing/postgres-server.js'
import {API, DATASET, authorization, mutate} from './http.js'
import {PACKAGE_DIR, rssMiB, spawnLake, stopLake, type LakeProcess} from './lake-process.js'
import {openSse} from './sse-reader.js'

/**
 * The soak run (issue 21; not in CI, not in `pnpm bench`): two lake processes on one PostgreSQL
 * database (fsync on), 100 listeners split between them, 16 writers split between them patching 32
 * shared documents, for TESSERA_SOAK_MINUTES (default 10). Every listener checks, as events arrive,
 * that each document's previousRev is the resultRev it saw last (a chain break otherwise) and counts
 * events per document; at the end every listener must have exactly the acknowledged number of events
 * per document and end on the document's stored revision (else lost or extra events). Resident
 * memory of both processes is sampled every 10 s. Run: TESSERA_SOAK=1 pnpm --filter @tessera/lake soak
 */
if (process.env.TESSERA_SOAK !== '1') {
  console.error('The soak run is off: set TESSERA_SOAK=1 (and TESSERA_SOAK_MINUTES, default 10) to run it.')
  process.exit(2)
}

const MINUTES = Number(process.env.TESSERA_SOAK_MINUTES ?? '10')
const LISTENERS = 100
const WRITERS = 16
const DOCUMENTS = 32
/** Pause between one writer's writes, so the load generator leaves the lakes some of the 2 cores. */
const PAUSE_MS = Number(process.env.TESSERA_SOAK_PAUSE_MS ?? '5')
const SAMPLE_MS = 10_000

const progress = (message: string) =>
  console.error(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`)

interface Listener {
  process: number
  lastRev: Map<string, string>
  counts: Map<string, number>
  breaks: number
  reconnects: number
  close(): void
}

interface MutationEvent {
  documentId: string
  previousRev?: string
  resultRev?: string
}

function listen(lake: LakeProcess, index: number): Promise<Listener> {
  const listener: Listener = {
    process: index,
    lastRev: new Map(),
    counts: new Map(),
    breaks: 0,
    reconnects: 0,
    close: () => {},
  }
  const target = `${lake.url}${API}/data/listen/${DATASET}?query=${encodeURIComponent('*[_type == "soak"]')}&includeResult=false`
  const connection = openSse('http', target, authorization(lake), (event) => {
    if (event.event === 'reconnect' || event.event === 'channelError') listener.reconnects++
    if (event.event !== 'mutation') return
    const {documentId, previousRev, resultRev} = JSON.parse(event.data) as MutationEvent
    const last = listener.lastRev.get(documentId)
    if (last !== undefined && previousRev !== last) listener.breaks++
    listener.lastRev.set(documentId, resultRev ?? '')
    listener.counts.set(documentId, (listener.counts.get(documentId) ?? 0) + 1)
  })
  listener.close = () => connection.close()
  return connection.welcomed.then(() => listener)
}

async function main(): Promise<void> {
  if (!postgresBinDir()) throw new Error('The soak run needs PostgreSQL binaries (Debian package postgresql)')
  const server = await startPostgres({durable: true})
  const database = await server.createDatabase()
  const lakes = [await spawnLake(database), await spawnLake(database)]
  try {
    const ids = Array.from({length: DOCUMENTS}, (_, i) => `soak-${i}`)
    // Created before anyone listens: events are the patches only, counted from zero.
    await mutate(
      lakes[0],
      ids.map((id) => ({create: {_id: id, _type: 'soak', n: 0}})),
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const listeners = await Promise.all(
      Array.from({length: LISTENERS}, (_, i) => listen(lakes[i % 2], i % 2)),
    )
    // Each listener must start from the documents' current revisions.
    const initial = await currentRevisions(lakes[0])
    for (const listener of listeners) for (const [id, rev] of initial) listener.lastRev.set(id, rev)
    progress(
      `2 processes, ${LISTENERS} listeners, ${WRITERS} writers on ${DOCUMENTS} documents, ${MINUTES} min`,
    )

    const acknowledged = new Map<string, number>(ids.map((id) => [id, 0]))
    let failures = 0
    const memory: {t: number; rss: number[]}[] = []
    const started = performance.now()
    const deadline = started + MINUTES * 60_000
    const sampler = setInterval(() => {
      const rss = lakes.map((lake) => Math.round(rssMiB(lake.child.pid!)))
      memory.push({t: Math.round((performance.now() - started) / 1000), rss})
      const written = [...acknowledged.values()].reduce((a, b) => a + b, 0)
      const breaks = listeners.reduce((sum, listener) => sum + listener.breaks, 0)
      progress(`${written} writes, ${breaks} chain breaks, RSS ${rss.join(' / ')} MiB`)
    }, SAMPLE_MS)
    await Promise.all(
      Array.from({length: WRITERS}, async (_, writer) => {
        const lake = lakes[writer % 2]
        let i = writer
        while (performance.now() < deadline) {
          const id = ids[(i += 7) % DOCUMENTS]
          try {
            await mutate(lake, [{patch: {id, inc: {n: 1}}}])
            acknowledged.set(id, acknowledged.get(id)! + 1)
          } catch (err) {
            failures++
            if (failures <= 5) console.error(err)
          }
          if (PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    const written = [...acknowledged.values()].reduce((a, b) => a + b, 0)
    progress(`writing done: ${written} writes in ${Math.round(seconds)} s; waiting for the listeners`)

    // Drain: every listener has every acknowledged event, or 30 s pass.
    const final = await currentRevisions(lakes[0])
    const settled = () =>
      listeners.every((listener) => ids.every((id) => listener.lastRev.get(id) === final.get(id)))
    const waitUntil = performance.now() + 30_000
    while (!settled() && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 200))

    let lost = 0
    let extra = 0
    let wrongEnd = 0
    for (const listener of listeners) {
      for (const id of ids) {
        const difference = (listener.counts.get(id) ?? 0) - acknowledged.get(id)!
        if (difference < 0) lost -= difference
        else extra += difference
        if (listener.lastRev.get(id) !== final.get(id)) wrongEnd++
      }
      listener.close()
    }
    const stored = await storedTotal(lakes[1])
    const rss = memory.map((sample) => sample.rss)
    const result = {
      minutes: Math.round((seconds / 60) * 10) / 10,
      processes: 2,
      listeners: LISTENERS,
      writers: WRITERS,
      writes: written,
      writesPerSecond: Math.round(written / seconds),
      failedWrites: failures,
      storedIncrements: stored,
      eventsExpected: written * LISTENERS,
      chainBreaks: listeners.reduce((sum, listener) => sum + listener.breaks, 0),
      lostEvents: lost,
      extraEvents: extra,
      listenersEndingOffTheStoredRevision: wrongEnd,
      reconnects: listeners.reduce((sum, listener) => sum + listener.reconnects, 0),
      rssMiB: {
        first: rss[0],
        afterOneMinute: memory.find((sample) => sample.t >= 60)?.rss,
        max: lakes.map((_, i) => Math.max(...rss.map((sample) => sample[i]))),
        last: rss[rss.length - 1],
      },
      memory,
    }
    console.log(JSON.stringify({...result, memory: undefined}, null, 2))
    writeFileSync(join(PACKAGE_DIR, 'bench-results', 'soak.json'), JSON.stringify(result, null, 2) + '\n')
  } finally {
    for (const lake of lakes) await stopLake(lake)
    await server.stop()
  }
}

/** Every soak document's stored revision. */
async function currentRevisions(lake: LakeProcess): Promise<Map<string, string>> {
  const query = encodeURIComponent('*[_type == "soak"]{_id, _rev}')
  const response = await fetch(`${lake.url}${API}/data/query/${DATASET}?query=${query}`, {
    headers: authorization(lake),
  })
  const {result} = (await response.json()) as {result: {_id: string; _rev: string}[]}
  return new Map(result.map((doc) => [doc._id, doc._rev]))
}

/** The sum of the counters, as the other process serves it: equals the acknowledged writes. */
async function storedTotal(lake: LakeProcess): Promise<number> {
  const query = encodeURIComponent('math::sum(*[_type == "soak"].n)')
  const response = await fetch(`${lake.url}${API}/data/query/${DATASET}?query=${query}`, {
    headers: authorization(lake),
  })
  return ((await response.json()) as {result: number}).result
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
