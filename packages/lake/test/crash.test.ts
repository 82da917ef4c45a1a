import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {SanityClient, SanityDocument} from '@sanity/client'
import {afterEach, describe, expect, test} from 'vitest'
import {clientAt} from './helpers/clients.js'
import {spawnLake, type LakeProcess} from './helpers/lake-process.js'
import {request} from './helpers/start-lake.js'

const dirs: string[] = []
const processes: LakeProcess[] = []

afterEach(async () => {
  await Promise.all(processes.splice(0).map((lake) => lake.stop('SIGKILL')))
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true})
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-crash-'))
  dirs.push(dir)
  return dir
}

async function start(dir: string): Promise<LakeProcess> {
  const lake = await spawnLake(dir)
  processes.push(lake)
  return lake
}

/** What a write acknowledged: the documents as the lake returned them, and the transaction. */
class Acknowledged {
  readonly documents = new Map<string, SanityDocument>()
  /** Per document, the ids of the acknowledged transactions that wrote it, oldest first. */
  readonly transactions = new Map<string, string[]>()
  count = 0

  record(docs: SanityDocument[]): void {
    this.count++
    for (const doc of docs) {
      this.documents.set(doc._id, doc)
      const list = this.transactions.get(doc._id) ?? []
      list.push(doc._rev)
      this.transactions.set(doc._id, list)
    }
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inParallel<T>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += concurrency)
    await Promise.all(items.slice(i, i + concurrency).map(work))
}

async function historyIds(url: string, id: string): Promise<string[]> {
  const response = await request(url, `/v2025-02-19/data/history/test/transactions/${id}?excludeContent=true`)
  expect(response.status).toBe(200)
  return response.text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as {id: string}).id)
}

/** About 200 acknowledged writes: creates, patches and multi-document transactions, many concurrent. */
async function writeWorkload(client: SanityClient, acked: Acknowledged): Promise<void> {
  const ids = Array.from({length: 40}, (_, i) => `doc-${i}`)
  await inParallel(ids, 10, async (id) => {
    acked.record([
      await client.create({_id: id, _type: 'item', count: 0, log: ['created'], text: `text of ${id}`}),
    ])
  })
  for (let round = 1; round <= 4; round++) {
    await inParallel(ids, 40, async (id) => {
      const doc = await client
        .patch(id)
        .inc({count: 1})
        .set({round, [`rounds.r${round}`]: true})
        .append('log', [`round ${round}`])
        .commit()
      acked.record([doc])
    })
  }
  await inParallel(
    Array.from({length: 10}, (_, i) => i),
    5,
    async (i) => {
      const docs = await client
        .transaction()
        .create({_id: `pair-${i}-a`, _type: 'item', partner: {_type: 'reference', _ref: `pair-${i}-b`}})
        .create({_id: `pair-${i}-b`, _type: 'item'})
        .patch(`doc-${i}`, (patch) => patch.set({paired: `pair-${i}-a`}))
        .commit({returnDocuments: true})
      acked.record(docs)
    },
  )
}

describe('crash safety', () => {
  test('every acknowledged write survives kill -9', async () => {
    const dir = tempDir()
    const first = await start(dir)
    const client = clientAt(first.url)
    const acked = new Acknowledged()
    await writeWorkload(client, acked)
    expect(acked.count).toBe(210)

    // Writes still in flight when the process dies: the acknowledged ones must survive.
    const inflight = Array.from({length: 40}, (_, i) => ({
      _id: `inflight-${i}`,
      _type: 'item',
      payload: `${i}`.repeat(2_000),
    }))
    let acknowledgedInFlight = 0
    let killed: Promise<unknown> | undefined
    const settled = Promise.allSettled(
      inflight.map(async (doc) => {
        const stored = await client.create(doc)
        acked.record([stored])
        acknowledgedInFlight++
        if (acknowledgedInFlight === 10) killed ??= first.stop('SIGKILL')
      }),
    )
    await settled
    const exit = await (killed ?? first.stop('SIGKILL'))
    expect(exit).toEqual({code: null, signal: 'SIGKILL'})
    expect(acknowledgedInFlight).toBeGreaterThanOrEqual(10)

    const second = await start(dir)
    const after = clientAt(second.url)
    const ids = [...acked.documents.keys()]
    const stored = await after.getDocuments(ids)
    expect(stored).toEqual(ids.map((id) => acked.documents.get(id)))
    expect(stored.find((doc) => doc?._id === 'doc-3')).toMatchObject({
      count: 4,
      round: 4,
      paired: 'pair-3-a',
      log: ['created', 'round 1', 'round 2', 'round 3', 'round 4'],
    })

    // An unacknowledged create is either absent or complete.
    const unacknowledged = inflight.filter((doc) => !acked.documents.has(doc._id))
    for (const doc of await after.getDocuments(unacknowledged.map((d) => d._id))) {
      if (doc) expect(doc).toMatchObject(inflight.find((d) => d._id === doc._id)!)
    }

    // The transaction log still lists every acknowledged write of each document, in order.
    for (const id of ['doc-0', 'doc-7', 'doc-39', 'pair-4-a', 'inflight-0']) {
      if (!acked.transactions.has(id)) continue
      expect(await historyIds(second.url, id)).toEqual(acked.transactions.get(id))
    }

    // Writing continues where it left off.
    const next = await after.patch('doc-0').inc({count: 1}).commit()
    expect(next.count).toBe(5)

    const stop = await second.stop('SIGTERM')
    expect(stop).toEqual({code: 0, signal: null})
  })

  test('SIGTERM closes cleanly and keeps the data', async () => {
    const dir = tempDir()
    const first = await start(dir)
    const written = await clientAt(first.url).create({_id: 'kept', _type: 'item', title: 'Kept'})
    expect(await first.stop('SIGTERM')).toEqual({code: 0, signal: null})
    expect(first.output()).toContain('lake: SIGTERM received, closing')

    const second = await start(dir)
    expect(await clientAt(second.url).getDocument('kept')).toEqual(written)
    expect(await second.stop('SIGINT')).toEqual({code: 0, signal: null})
    expect(second.output()).toContain('lake: SIGINT received, closing')
  })
})
