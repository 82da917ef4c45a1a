import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {SanityDocument} from '@sanity/client'
import {afterEach, describe, expect, test} from 'vitest'
import {imageInfo, pngWithAlpha} from '../helpers/asset-fixtures.js'
import {clientAt} from '../helpers/clients.js'
import {collectEvents, type ListenEvent} from '../helpers/collect-events.js'
import {spawnLake, type LakeProcess} from '../helpers/lake-process.js'
import {request, tokenForUrl} from '../helpers/start-lake.js'
import {testDatabase} from '../helpers/test-storage.js'

// Several lake processes on one PostgreSQL database (this file runs in the postgres project only).
const dirs: string[] = []
const processes: LakeProcess[] = []

afterEach(async () => {
  await Promise.all(processes.splice(0).map((lake) => lake.stop('SIGKILL')))
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true})
})

/** `count` lake processes, each with its own directory (and token), all on one (by default new) database. */
async function startProcesses(count: number, database?: string, assetsDir?: string): Promise<LakeProcess[]> {
  database ??= await testDatabase()
  const started: LakeProcess[] = []
  for (let i = 0; i < count; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-multi-'))
    dirs.push(dir)
    const lake = await spawnLake(dir, {database, assetsDir})
    processes.push(lake)
    started.push(lake)
  }
  return started
}

/** Per document, its events must chain: each previousRev is the resultRev before it. */
function expectUnbrokenChains(events: ListenEvent[]): void {
  const last = new Map<string, string>()
  for (const event of events) {
    const id = event.documentId as string
    if (last.has(id)) expect(event.previousRev, `chain of ${id}`).toBe(last.get(id))
    else expect(event.previousRev, `first event of ${id}`).toBeUndefined()
    last.set(id, event.resultRev as string)
  }
}

// Each test starts two or three lake processes (Node compiling the lake's TypeScript through tsx): alone
// that takes a few seconds, but with the dev studio's browser tests beside this suite on a 2-core CI
// machine, starting two took over 30 s.
describe('several lake processes on one PostgreSQL database', {timeout: 120_000}, () => {
  test('a client writing through one process and listening through another sees every event, in order', async () => {
    const [writer, reader] = await startProcesses(2)
    const listener = await collectEvents(clientAt(reader.url), '*[_type == "note"]')
    const client = clientAt(writer.url)
    const revisions: string[] = []
    await client.create({_id: 'note-1', _type: 'note', count: 0})
    for (let i = 1; i <= 40; i++) {
      const result = await client.patch('note-1').inc({count: 1}).commit({returnDocuments: true})
      revisions.push(result._rev)
    }
    const events = await listener.until(
      (all) => all.filter((e) => e.type === 'mutation').length === 41,
      10_000,
    )
    const mutations = events.filter((event) => event.type === 'mutation')
    expect(mutations.slice(1).map((event) => event.resultRev)).toEqual(revisions)
    expectUnbrokenChains(mutations)
    // The other process answers queries from what it followed.
    expect(await clientAt(reader.url).fetch('*[_id == "note-1"][0].count')).toBe(40)
    listener.stop()
  })

  test('three processes writing at once: each listener sees every transaction once, in one order', async () => {
    const lakes = await startProcesses(3)
    const listeners = await Promise.all(
      lakes.map((lake) => collectEvents(clientAt(lake.url), '*[_type == "counter"]')),
    )
    await clientAt(lakes[0].url).create({_id: 'shared', _type: 'counter', n: 0})
    // 3 processes × 20 increments of one document, concurrently.
    await Promise.all(
      lakes.map(async (lake) => {
        const client = clientAt(lake.url)
        for (let i = 0; i < 20; i++) await client.patch('shared').inc({n: 1}).commit()
      }),
    )
    for (const listener of listeners) {
      await listener.until((all) => all.filter((e) => e.type === 'mutation').length === 61, 15_000)
    }
    const orders = listeners.map((listener) => listener.mutations().map((event) => event.transactionId))
    expect(new Set(orders[0]).size).toBe(61)
    expect(orders[1]).toEqual(orders[0])
    expect(orders[2]).toEqual(orders[0])
    for (const listener of listeners) expectUnbrokenChains(listener.mutations())
    for (const lake of lakes) expect(await clientAt(lake.url).fetch('*[_id == "shared"][0].n')).toBe(60)
    for (const listener of listeners) listener.stop()
  })

  test('users and tokens are shared: a token made for one process is accepted by the others', async () => {
    const [first, second] = await startProcesses(2)
    const token = tokenForUrl(first.url)!
    const answer = await request(second.url, '/v2025-02-19/users/me', {token})
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({role: 'administrator'})
    const unknown = await request(second.url, '/v2025-02-19/users/me', {token: 'tk-not-a-token'})
    expect(unknown.status).toBe(401)
  })

  test('with one shared assets directory, an image uploaded through one process is served by another', async () => {
    const assetsDir = mkdtempSync(join(tmpdir(), 'tessera-shared-assets-'))
    dirs.push(assetsDir)
    const [uploader, server] = await startProcesses(2, undefined, assetsDir)
    const png = await pngWithAlpha()
    const asset = await clientAt(uploader.url).assets.upload('image', png, {filename: 'stripes.png'})
    // The other process serves an asset once its document has reached it (a notification away).
    await expect.poll(() => clientAt(server.url).getDocument(asset._id), {timeout: 5000}).toBeTruthy()
    const path = new URL(asset.url as string).pathname
    const original = await fetch(server.url + path)
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer())).toEqual(png)
    const resized = await fetch(`${server.url}${path}?w=32`)
    expect(resized.status).toBe(200)
    expect((await imageInfo(new Uint8Array(await resized.arrayBuffer()))).width).toBe(32)
  })

  test('concurrent ifRevisionID writers through different processes: exactly one wins', async () => {
    const lakes = await startProcesses(3)
    const created = await clientAt(lakes[0].url).create({_id: 'race', _type: 'note', title: 'start'})
    // Every process must know the document before the race (the others follow the first).
    for (const lake of lakes) {
      await expect.poll(() => clientAt(lake.url).getDocument('race'), {timeout: 5000}).toBeTruthy()
    }
    const attempts = await Promise.allSettled(
      lakes.flatMap((lake, i) =>
        [0, 1, 2].map((j) =>
          clientAt(lake.url)
            .patch('race')
            .ifRevisionId(created._rev)
            .set({title: `writer ${i}.${j}`})
            .commit(),
        ),
      ),
    )
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled')
    expect(won).toHaveLength(1)
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect((attempt.reason as {statusCode: number}).statusCode).toBe(409)
    }
    const title = (won[0] as PromiseFulfilledResult<SanityDocument>).value.title
    for (const lake of lakes) {
      await expect
        .poll(() => clientAt(lake.url).fetch('*[_id == "race"][0].title'), {timeout: 5000})
        .toBe(title)
    }
  })

  test('kill -9 of one process during a write burst: every acknowledged write is there, the others keep serving', async () => {
    const database = await testDatabase()
    const [victim, survivor] = await startProcesses(2, database)
    const acknowledged = new Map<string, string>()
    const burst = (url: string, prefix: string) =>
      Promise.all(
        Array.from({length: 8}, async (_, writer) => {
          const client = clientAt(url)
          for (let i = 0; i < 30; i++) {
            const id = `${prefix}-${writer}-${i}`
            try {
              const doc = await client.create({_id: id, _type: 'burst', i})
              acknowledged.set(id, doc._rev)
            } catch (error) {
              // The killed process's writes fail from the kill on; only acknowledged ones count.
              if (prefix === 'victim') return
              throw new Error(
                `the surviving process failed a write (${id}): ${String(error)}\n${survivor.output().slice(-2000)}`,
              )
            }
          }
        }),
      )
    const victimBurst = burst(victim.url, 'victim')
    const survivorBurst = burst(survivor.url, 'survivor')
    // Killed once its first write is acknowledged, not after a fixed 300 ms: on a loaded machine the
    // fresh process had acknowledged none by then (and the kill did not land during its burst).
    await expect
      .poll(() => [...acknowledged.keys()].some((id) => id.startsWith('victim')), {
        timeout: 10_000,
        interval: 5,
      })
      .toBe(true)
    await victim.stop('SIGKILL')
    await Promise.all([victimBurst, survivorBurst])
    const ids = [...acknowledged.keys()]
    expect(ids.filter((id) => id.startsWith('survivor'))).toHaveLength(240)
    // The kill landed during the burst: some of the victim's writes were acknowledged, not all.
    const victimWrites = ids.filter((id) => id.startsWith('victim')).length
    expect(victimWrites).toBeGreaterThan(0)
    expect(victimWrites).toBeLessThan(240)
    // The survivor, and a process started afterwards on the same database, hold every one of them.
    const [fresh] = await startProcesses(1, database)
    for (const lake of [survivor, fresh]) {
      const stored = await clientAt(lake.url).fetch<{_id: string; _rev: string}[]>(
        '*[_type == "burst"]{_id, _rev}',
      )
      const byId = new Map(stored.map((doc) => [doc._id, doc._rev]))
      for (const [id, rev] of acknowledged) expect(byId.get(id), id).toBe(rev)
    }
  })
})
