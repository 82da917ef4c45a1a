import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {SanityClient} from '@sanity/client'
import Database from 'better-sqlite3'
import {afterEach, describe, expect, test, vi} from 'vitest'
import {runQuery} from '../src/query/run-query.js'
import {clientAt} from './helpers/clients.js'
import {spawnLake, type LakeProcess} from './helpers/lake-process.js'
import {DATASET, startLake, type TestLake} from './helpers/start-lake.js'

/**
 * The search index is written in the documents' own transactions: it survives restarts and kill -9
 * and never disagrees with them; a lake that had no index (or missed writes) builds or catches up at
 * start.
 */

const dirs: string[] = []
const processes: LakeProcess[] = []
const lakes: TestLake[] = []

afterEach(async () => {
  await Promise.all(processes.splice(0).map((lake) => lake.stop('SIGKILL')))
  await Promise.all(lakes.splice(0).map((lake) => lake.stop()))
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true})
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-search-'))
  dirs.push(dir)
  return dir
}

/** A word only document `n` has in its title (until a patch replaces it). */
const wordOf = (n: number, version = 0) => `w${n}v${version}`

/** What a search finds, next to what a scan finds (`!!` keeps the index out of the query). */
async function searchAndScan(client: SanityClient, pattern: string): Promise<[string[], string[]]> {
  return Promise.all([
    client.fetch<string[]>('*[title match $q] | order(_id) ._id', {q: pattern}),
    client.fetch<string[]>('*[!(!(title match $q))] | order(_id) ._id', {q: pattern}),
  ])
}

describe('search index durability', () => {
  test('kill -9 in the middle of a burst of writes: every acknowledged write is found, nothing else', async () => {
    const dir = tempDir()
    const first = await spawnLake(dir)
    processes.push(first)
    const client = clientAt(first.url)
    await client.create({_id: 'base', _type: 'item', title: 'burst base'})

    const acknowledged = new Map<number, number>()
    let killed: Promise<unknown> | undefined
    const write = async (n: number) => {
      try {
        // Each document is created, then patched to a new word: the old word must go from the index.
        await client.create({_id: `doc-${n}`, _type: 'item', title: `burst ${wordOf(n)}`})
        acknowledged.set(n, 0)
        await client
          .patch(`doc-${n}`)
          .set({title: `burst ${wordOf(n, 1)}`})
          .commit()
        acknowledged.set(n, 1)
        if (acknowledged.size === 60) killed ??= first.stop('SIGKILL')
      } catch {
        // Refused once the lake is gone: unacknowledged, checked below for consistency only.
      }
    }
    await Promise.all(Array.from({length: 150}, (_, n) => write(n)))
    expect(await (killed ?? first.stop('SIGKILL'))).toEqual({code: null, signal: 'SIGKILL'})
    expect(acknowledged.size).toBeGreaterThanOrEqual(60)

    const second = await spawnLake(dir)
    processes.push(second)
    const after = clientAt(second.url)
    for (const [n, version] of acknowledged) {
      const [found] = await searchAndScan(after, wordOf(n, version))
      expect({n, found}).toEqual({n, found: [`doc-${n}`]})
      if (version === 1) expect((await searchAndScan(after, wordOf(n)))[0]).toEqual([])
    }
    // Whatever else made it to disk (acknowledged or not), the index agrees with the documents.
    const [everything, scanned] = await searchAndScan(after, 'burst')
    expect(everything).toEqual(scanned)
    expect(everything.length).toBeGreaterThanOrEqual(acknowledged.size + 1)
    for (const pattern of ['w1*', 'w*v1', 'w12v*', 'base']) {
      const [found, expected] = await searchAndScan(after, pattern)
      expect({pattern, found}).toEqual({pattern, found: expected})
    }
    expect(await second.stop('SIGTERM')).toEqual({code: 0, signal: null})
  })

  test('a lake that had no index builds it at start, and catches up on writes made without it', async () => {
    const dir = tempDir()
    const start = async (searchIndex: boolean) => {
      const lake = await startLake({dir, searchIndex})
      lakes.push(lake)
      return lake
    }
    const stop = async (lake: TestLake) => {
      lakes.splice(lakes.indexOf(lake), 1)
      await lake.stop()
    }
    const check = async (lake: TestLake, patterns: string[]) => {
      const lookups = vi.spyOn(lake.lake.kernel.search!, 'candidates')
      for (const pattern of patterns) {
        const query = '*[[title, tags] match $q] {_id, title}'
        const found = await lake.client.fetch(query, {q: pattern})
        const scanned = runQuery(lake.lake.kernel.dataset(DATASET), {
          query,
          params: {q: pattern},
          perspective: 'raw',
        })
        expect({pattern, found}).toEqual({pattern, found: scanned})
      }
      expect(lookups).toHaveBeenCalledTimes(patterns.length)
    }

    const without = await start(false)
    expect(without.lake.kernel.search).toBeUndefined()
    const transaction = without.client.transaction()
    for (let n = 0; n < 50; n++)
      transaction.create({_id: `doc-${n}`, _type: 'item', title: `old ${wordOf(n)}`, tags: [`tag${n % 5}`]})
    await transaction.commit()
    await stop(without)

    const built = await start(true)
    await check(built, ['old', wordOf(7), 'w1*', 'tag3', 'w*'])
    await built.client.create({_id: 'indexed', _type: 'item', title: 'old written with the index'})
    await stop(built)

    // Writes the index does not see: a lake without it (an older version, say) patches and deletes.
    const missed = await start(false)
    await missed.client
      .transaction()
      .patch('doc-1', (patch) => patch.set({title: `new ${wordOf(1, 1)}`}))
      .delete('doc-2')
      .delete('indexed')
      .create({_id: 'doc-new', _type: 'item', title: 'new arrival', tags: ['tag3']})
      .commit()
    await stop(missed)

    const caughtUp = await start(true)
    await check(caughtUp, ['old', 'new', wordOf(1), wordOf(1, 1), wordOf(2), 'tag3', 'arrival', 'written'])
    expect(await caughtUp.client.fetch('*[title match "old"] | order(_id) ._id')).toHaveLength(48)
  })

  test('an import is found at once, indexed when the lake is idle, and after kill -9 with it pending', async () => {
    const dir = tempDir()
    const pending = () => {
      // Read beside the running lake (WAL): how many documents wait to be moved into FTS5.
      const db = new Database(join(dir, 'lake.db'), {readonly: true})
      try {
        return db.prepare(`SELECT count(*) FROM "search_pending/${DATASET}"`).pluck().get() as number
      } finally {
        db.close()
      }
    }
    const importInto = async (client: SanityClient, from: number, count: number) => {
      const transaction = client.transaction()
      for (let n = from; n < from + count; n++)
        transaction.create({_id: `doc-${n}`, _type: 'item', title: `import ${wordOf(n)}`})
      await transaction.commit()
    }
    const first = await spawnLake(dir)
    processes.push(first)
    const client = clientAt(first.url)
    await importInto(client, 0, 3000)
    // Found right after the commit (pending documents are candidates: here, a scan).
    expect((await searchAndScan(client, wordOf(2999)))[0]).toEqual(['doc-2999'])
    await vi.waitFor(() => expect(pending()).toBe(0), {timeout: 10_000, interval: 50})
    const [indexed, scanned] = await searchAndScan(client, 'import')
    expect(indexed).toHaveLength(3000)
    expect(indexed).toEqual(scanned)

    // Another import, and kill -9 before the lake had a moment to index it.
    await importInto(client, 3000, 3000)
    expect(await first.stop('SIGKILL')).toEqual({code: null, signal: 'SIGKILL'})
    const second = await spawnLake(dir)
    processes.push(second)
    const after = clientAt(second.url)
    for (const n of [0, 2999, 3000, 5999])
      expect((await searchAndScan(after, wordOf(n)))[0]).toEqual([`doc-${n}`])
    await vi.waitFor(() => expect(pending()).toBe(0), {timeout: 10_000, interval: 50})
    const [all, expected] = await searchAndScan(after, 'import')
    expect(all).toHaveLength(6000)
    expect(all).toEqual(expected)
  })

  test('indexed() resolves once an import waiting for an idle moment is in the index', async () => {
    const lake = await startLake({dir: tempDir()})
    lakes.push(lake)
    const search = lake.lake.kernel.search!
    const transaction = lake.client.transaction()
    for (let n = 0; n < 1500; n++)
      transaction.create({_id: `doc-${n}`, _type: 'item', title: `bulk ${wordOf(n)}`})
    await transaction.commit()
    const lookups = vi.spyOn(search, 'candidates')
    // Pending (too many to take as candidates: the search scans) or already indexed: found either way.
    expect(await lake.client.fetch('*[title match $q]._id', {q: wordOf(7)})).toEqual(['doc-7'])
    await search.indexed()
    expect(await lake.client.fetch('*[title match $q]._id', {q: wordOf(8)})).toEqual(['doc-8'])
    expect(lookups.mock.results.at(-1)?.value).toEqual(['doc-8'])
  })
})
