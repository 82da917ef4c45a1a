import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {PresenceServerMessage, PresenceStateEvent} from '@tessera/types'
import pg from 'pg'
import {afterEach, describe, expect, test} from 'vitest'
import WebSocket from 'ws'
import {createLake, type Lake} from '../../src/lake.js'
import {spawnLake, type LakeProcess} from '../helpers/lake-process.js'
import {openPresence, socketUrl, type PresenceSocket} from '../helpers/presence-socket.js'
import {startLake, tokenForUrl, type TestLake} from '../helpers/start-lake.js'
import {testDatabase} from '../helpers/test-storage.js'

// Presence across lake processes on one PostgreSQL database (postgres project only).
const lakes: TestLake[] = []
const processes: LakeProcess[] = []
const sockets: PresenceSocket[] = []
const dirs: string[] = []
const closing: Lake[] = []

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-lake-'))
  dirs.push(dir)
  return dir
}

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()))
  await Promise.all(lakes.splice(0).map((lake) => lake.stop()))
  await Promise.all(closing.splice(0).map((lake) => lake.close()))
  await Promise.all(processes.splice(0).map((lake) => lake.stop('SIGKILL')))
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true})
})

/** Shorter than the defaults, with room for a loaded machine (no test here waits for them to pass). */
const TIMING = {aliveMs: 200, goneAfterMs: 5_000, confirmWithinMs: 3_000}

/** `count` lakes in this process, on one database. */
async function startLakes(count: number, database?: string, timing = TIMING): Promise<TestLake[]> {
  database ??= await testDatabase()
  const started: TestLake[] = []
  for (let i = 0; i < count; i++) started.push(await startLake({database, presenceTiming: timing}))
  lakes.push(...started)
  return started
}

/** A robot token (its own user) made through one lake: tokens are shared, it works on every lake. */
function userOn(lake: TestLake, label: string): {id: string; token: string} {
  return lake.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label})
}

async function connect(url: string, token: string, dataset = 'test'): Promise<PresenceSocket> {
  const socket = await openPresence(url, {token, dataset})
  sockets.push(socket)
  return socket
}

const location = (documentId: string, path: unknown[] = ['title']) => ({
  type: 'document',
  documentId,
  path,
  lastActiveAt: new Date().toISOString(),
})

const isState = (sessionId: string) => (message: PresenceServerMessage) =>
  message.type === 'state' && message.sessionId === sessionId
const isDisconnect = (sessionId: string) => (message: PresenceServerMessage) =>
  message.type === 'disconnect' && message.sessionId === sessionId

describe('presence across lake processes on one database', () => {
  test('a lake takes sockets only once it listens for the other processes', async () => {
    const database = (await testDatabase())!
    // Connected beforehand, so the check runs the moment listen() resolves.
    const admin = new pg.Client({connectionString: database})
    await admin.connect()
    try {
      const lake = createLake({dir: tempDir(), database, presenceTiming: TIMING})
      closing.push(lake)
      await lake.listen(0)
      // The presence connection has run LISTEN (its last statement is that, or a notification it
      // sent since), so the first person's roll call cannot be dropped.
      const {rows} = await admin.query<{query: string}>(
        "SELECT query FROM pg_stat_activity WHERE application_name = 'tessera-lake-presence' AND datname = current_database()",
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]!.query).toMatch(/^(LISTEN tessera_presence|SELECT pg_notify)/)
    } finally {
      await admin.end()
    }
  })

  test('people on different processes see each other, roll calls cross, and a disconnect propagates', async () => {
    const [first, second] = await startLakes(2)
    const ada = userOn(first, 'ada')
    const grace = userOn(first, 'grace')
    const onFirst = await connect(first.url, ada.token)
    const onSecond = await connect(second.url, grace.token)

    onFirst.send({type: 'rollCall', sessionId: 'ada-1'})
    onFirst.send({type: 'state', sessionId: 'ada-1', locations: [location('post-1', ['body', {_key: 'k'}])]})
    const seen = (await onSecond.next(isState('ada-1'))) as PresenceStateEvent
    expect(seen).toMatchObject({
      userId: ada.id,
      sessionId: 'ada-1',
      locations: [{type: 'document', documentId: 'post-1', path: ['body', {_key: 'k'}]}],
    })
    // Ada's roll call reached Grace's socket on the other process.
    await onSecond.next((message) => message.type === 'rollCall' && message.userId === ada.id)

    // Grace's roll call is answered at once with Ada's state, and Ada is asked to announce.
    const from = onSecond.messages.length
    onSecond.send({type: 'rollCall', sessionId: 'grace-1'})
    await onSecond.next(isState('ada-1'), {from})
    await onFirst.next((message) => message.type === 'rollCall' && message.userId === grace.id)
    onSecond.send({type: 'state', sessionId: 'grace-1', locations: [location('post-2')]})
    expect(await onFirst.next(isState('grace-1'))).toMatchObject({userId: grace.id})

    // Ada's socket goes away: Grace hears that Ada's session ended.
    await onFirst.close()
    expect(await onSecond.next(isDisconnect('ada-1'))).toMatchObject({userId: ada.id})
    // An explicit disconnect crosses too.
    const again = await connect(first.url, ada.token)
    onSecond.send({type: 'disconnect', sessionId: 'grace-1'})
    await again.next(isDisconnect('grace-1'))
  })

  test('a large announcement with non-ASCII text crosses processes whole', async () => {
    const [first, second] = await startLakes(2)
    const ada = userOn(first, 'ada')
    const onFirst = await connect(first.url, ada.token)
    const onSecond = await connect(second.url, userOn(second, 'grace').token)
    // 100 locations with deep paths: far more than one NOTIFY payload (8000 bytes) carries.
    const locations = Array.from({length: 100}, (_, i) =>
      location(`post-${i}`, ['body', {_key: `ключ-${i}-ü`}, 'children', i, 'text', [0, 5]]),
    )
    onFirst.send({type: 'state', sessionId: 'big', locations})
    const seen = (await onSecond.next(isState('big'))) as PresenceStateEvent
    expect(JSON.stringify(seen).length).toBeGreaterThan(8000)
    expect(seen.locations.map((item) => item.path)).toEqual(locations.map((item) => item.path))
  })

  test('a process started later knows who is already there: its roll call is answered at once', async () => {
    const database = await testDatabase()
    const [first] = await startLakes(1, database)
    const ada = userOn(first, 'ada')
    const onFirst = await connect(first.url, ada.token)
    onFirst.send({type: 'state', sessionId: 'ada-1', locations: [location('post-1')]})
    // Give the announcement time to be sent (nobody else is listening yet).
    await new Promise((resolve) => setTimeout(resolve, 200))

    const [later] = await startLakes(1, database)
    const onLater = await connect(later.url, userOn(later, 'grace').token)
    // The later process asked everyone (hello) on joining; once answered, a roll call needs no one else.
    await expect
      .poll(
        async () => {
          const from = onLater.messages.length
          onLater.send({type: 'rollCall'})
          await new Promise((resolve) => setTimeout(resolve, 50))
          return onLater.messages.slice(from).some(isState('ada-1'))
        },
        {timeout: 5000},
      )
      .toBe(true)
  })

  test("Sanity's protocol (JSON-RPC) on one process and the lake's own on another see each other", async () => {
    const [first, second] = await startLakes(2)
    const sanityUser = userOn(first, 'sanity-user')
    const ws = new WebSocket(socketUrl(first.url), {headers: {authorization: `Bearer ${sanityUser.token}`}})
    const texts: string[] = []
    ws.on('message', (data) => texts.push(String(data)))
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
    const rpc = (id: number, method: string, params: unknown) =>
      ws.send(JSON.stringify({jsonrpc: '2.0', id, method, params}))
    const received = async (predicate: (message: Record<string, unknown>) => boolean) => {
      await expect
        .poll(
          () =>
            texts
              .filter((text) => text.startsWith('{'))
              .map((text) => JSON.parse(text))
              .some(predicate),
          {
            timeout: 5000,
          },
        )
        .toBe(true)
    }
    try {
      rpc(1, 'presence_subscribe', {})
      await received((message) => message.id === 1)
      const onSecond = await connect(second.url, userOn(second, 'tessera-user').token)
      onSecond.send({type: 'state', sessionId: 'tessera-1', locations: [location('post-1')]})
      await received((message) => {
        const result = (message.params as {result?: {type: string; m?: {sessionId?: string}}} | undefined)
          ?.result
        return (
          message.method === 'presence_subscription' &&
          result?.type === 'state' &&
          result.m?.sessionId === 'tessera-1'
        )
      })
      rpc(2, 'presence_announce', {data: {sessionId: 'sanity-1', locations: [location('post-1')]}})
      expect(await onSecond.next(isState('sanity-1'))).toMatchObject({userId: sanityUser.id})
    } finally {
      ws.close()
    }
  })

  test("after one process's presence connection drops, it reconnects, hears others again and they hear it", async () => {
    const database = (await testDatabase())!
    // Silence tolerated longer than a reconnect takes (1 s), however loaded the machine.
    const [first, second] = await startLakes(2, database, {...TIMING, goneAfterMs: 8_000})
    const onFirst = await connect(first.url, userOn(first, 'ada').token)
    const onSecond = await connect(second.url, userOn(second, 'grace').token)
    onFirst.send({type: 'state', sessionId: 'ada-1', locations: [location('post-1')]})
    await onSecond.next(isState('ada-1'))
    // As a PostgreSQL restart or failover would, for the presence connections (both processes').
    const admin = new pg.Client({connectionString: database})
    await admin.connect()
    try {
      const ended = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'tessera-lake-presence' AND datname = current_database()",
      )
      expect(ended.rowCount).toBe(2)
    } finally {
      await admin.end()
    }
    // Each process reconnects (within a second), says hello and replays its sessions; then both ways work.
    await expect
      .poll(
        () => {
          onSecond.send({type: 'state', sessionId: 'grace-1', locations: [location('post-2')]})
          return onFirst.messages.some(isState('grace-1'))
        },
        {timeout: 10_000, interval: 500},
      )
      .toBe(true)
    const from = onSecond.messages.length
    onFirst.send({type: 'state', sessionId: 'ada-1', locations: [location('post-3')]})
    expect(await onSecond.next(isState('ada-1'), {from})).toMatchObject({
      locations: [expect.objectContaining({documentId: 'post-3'})],
    })
    // Ada's session was never lost on the other process: no disconnect was sent for it.
    expect(onSecond.messages.some(isDisconnect('ada-1'))).toBe(false)
  })

  test('closing a lake disconnects its people on the others', async () => {
    const [first, second] = await startLakes(2)
    const onFirst = await connect(first.url, userOn(first, 'ada').token)
    const onSecond = await connect(second.url, userOn(second, 'grace').token)
    onFirst.send({type: 'state', sessionId: 'ada-1', locations: []})
    await onSecond.next(isState('ada-1'))
    await first.stop()
    lakes.splice(lakes.indexOf(first), 1)
    await onSecond.next(isDisconnect('ada-1'))
  })

  test('kill -9 of a process: the people on it are disconnected on the other within its silence limit', async () => {
    const database = await testDatabase()
    const spawned: LakeProcess[] = []
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'tessera-presence-'))
      dirs.push(dir)
      spawned.push(await spawnLake(dir, {database}))
    }
    processes.push(...spawned)
    const [victim, survivor] = spawned
    const onVictim = await connect(victim.url, tokenForUrl(victim.url)!)
    const onSurvivor = await connect(survivor.url, tokenForUrl(survivor.url)!)
    onVictim.send({type: 'state', sessionId: 'victim-1', locations: [location('post-1')]})
    await onSurvivor.next(isState('victim-1'))
    const killedAt = Date.now()
    await victim.stop('SIGKILL')
    // Default timing: a process silent for 10 s is gone (it said it lived every 2 s).
    await onSurvivor.next(isDisconnect('victim-1'), {timeoutMs: 25_000})
    const after = Date.now() - killedAt
    expect(after).toBeGreaterThan(5_000)
    expect(after).toBeLessThan(20_000)
  }, 40_000)
})
