import {createClient, type BifurClient} from '@sanity/bifur-client'
import type {PresenceServerMessage} from '@tessera/types'
import {Observable, firstValueFrom, of, type Subscription} from 'rxjs'
import WebSocket from 'ws'
import {afterAll, afterEach, beforeAll, describe, expect, test} from 'vitest'
import {openPresence, socketUrl, type PresenceSocket} from './helpers/presence-socket.js'
import {startLake, type TestLake} from './helpers/start-lake.js'

/** What Sanity's studio reads from its `presence` subscription. */
type SanityPresenceEvent =
  | {type: 'state'; i: string; m: {sessionId: string; locations: unknown[]}}
  | {type: 'rollCall'; i: string; session: string}
  | {type: 'disconnect'; i: string; m: {session: string}}

let lake: TestLake
const users: {id: string; token: string}[] = []
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  lake = await startLake()
  for (const label of ['sanity-user', 'tessera-user']) {
    const {id, token} = lake.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label})
    users.push({id, token})
  }
})

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
  while (lake.lake.presence.connectionCount('test') > 0) await new Promise((r) => setTimeout(r, 5))
})

afterAll(() => lake.stop())

/** A socket opened the way a browser on an allowed origin opens it: no credentials with the upgrade. */
function browserSocket(): {socket$: Observable<WebSocket>; opened: Promise<WebSocket>; texts: string[]} {
  const ws = new WebSocket(socketUrl(lake.url), {headers: {origin: lake.url}})
  const texts: string[] = []
  ws.on('message', (data) => texts.push(String(data)))
  const opened = new Promise<WebSocket>((resolve, reject) => {
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
  cleanups.push(() => ws.close())
  const socket$ = new Observable<WebSocket>((subscriber) => {
    void opened.then((socket) => subscriber.next(socket))
  })
  return {socket$, opened, texts}
}

/** Sanity's own socket client (@sanity/bifur-client), sending its token after connecting. */
function sanityClient(token: string | null): {
  bifur: BifurClient
  opened: Promise<WebSocket>
  texts: string[]
} {
  const {socket$, opened, texts} = browserSocket()
  // ws sockets are EventTargets as the client expects of a browser WebSocket.
  const bifur = createClient(socket$ as unknown as Observable<globalThis.WebSocket>, {token$: of(token)})
  return {bifur, opened, texts}
}

function collect<T>(source: Observable<T>): {events: T[]; subscription: Subscription} {
  const events: T[] = []
  const subscription = source.subscribe((event) => events.push(event))
  cleanups.push(() => subscription.unsubscribe())
  return {events, subscription}
}

async function until<T>(items: T[], predicate: (item: T) => boolean): Promise<T> {
  const started = Date.now()
  for (;;) {
    const found = items.find(predicate)
    if (found) return found
    if (Date.now() - started > 5000) throw new Error(`timed out; got ${JSON.stringify(items)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

async function tesseraSocket(): Promise<PresenceSocket> {
  const socket = await openPresence(lake.url, {token: users[1].token})
  cleanups.push(() => socket.close())
  return socket
}

const location = (documentId: string) => ({
  type: 'document',
  documentId,
  path: ['title'],
  lastActiveAt: new Date().toISOString(),
})

describe("presence over Sanity's socket protocol (JSON-RPC 2.0)", () => {
  test('a Sanity-protocol user and a Tessera user in one document see each other', async () => {
    const sanity = sanityClient(users[0].token)
    const seenBySanity = collect(sanity.bifur.listen<SanityPresenceEvent>('presence')).events
    const tessera = await tesseraSocket()

    // Sanity's studio announces as presence_announce {data: {locations, sessionId}}.
    await firstValueFrom(
      sanity.bifur.request('presence_announce', {
        data: {sessionId: 'sanity-tab', locations: [location('post-1')]},
      }),
    )
    const stateSeenByTessera = await tessera.next(
      (message: PresenceServerMessage) => message.type === 'state' && message.sessionId === 'sanity-tab',
    )
    expect(stateSeenByTessera).toMatchObject({userId: users[0].id, locations: [{documentId: 'post-1'}]})

    tessera.send({type: 'state', sessionId: 'tessera-tab', locations: [location('post-1')]})
    const stateSeenBySanity = await until(
      seenBySanity,
      (event) => event.type === 'state' && event.m.sessionId === 'tessera-tab',
    )
    expect(stateSeenBySanity).toEqual({
      type: 'state',
      i: users[1].id,
      m: {
        sessionId: 'tessera-tab',
        locations: [expect.objectContaining({documentId: 'post-1', path: ['title']})],
      },
    })

    // Roll call both ways.
    await firstValueFrom(sanity.bifur.request('presence_rollcall', {session: 'sanity-tab'}))
    await tessera.next((message) => message.type === 'rollCall' && message.userId === users[0].id)
    tessera.send({type: 'rollCall', sessionId: 'tessera-tab'})
    await until(seenBySanity, (event) => event.type === 'rollCall' && event.session === 'tessera-tab')

    // Disconnects both ways: a Sanity session that says so, a Tessera socket that closes.
    await firstValueFrom(sanity.bifur.request('presence_disconnect', {session: 'sanity-tab'}))
    await tessera.next((message) => message.type === 'disconnect' && message.sessionId === 'sanity-tab')
    await tessera.close()
    const gone = await until(seenBySanity, (event) => event.type === 'disconnect')
    expect(gone).toEqual({type: 'disconnect', i: users[1].id, m: {session: 'tessera-tab'}})
  })

  test('a new Sanity-protocol subscriber gets the sessions already there when it calls the roll', async () => {
    const tessera = await tesseraSocket()
    tessera.send({type: 'state', sessionId: 'early', locations: [location('post-2')]})
    await new Promise((resolve) => setTimeout(resolve, 50))
    const sanity = sanityClient(users[0].token)
    const events = collect(sanity.bifur.listen<SanityPresenceEvent>('presence')).events
    await firstValueFrom(sanity.bifur.request('presence_rollcall', {session: 'late'}))
    await until(events, (event) => event.type === 'state' && event.m.sessionId === 'early')
  })

  test('requests before credentials are refused; bad credentials close the socket with 4001', async () => {
    const {opened, texts} = browserSocket()
    const ws = await opened
    ws.send(
      JSON.stringify({jsonrpc: '2.0', method: 'presence_subscribe', params: {apiVersion: 'v1'}, id: 'a'}),
    )
    const refused = JSON.parse(await until(texts, (text) => text.includes('"a"')))
    expect(refused).toEqual({jsonrpc: '2.0', id: 'a', error: {code: 4001, message: expect.any(String)}})
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
    ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'authorization',
        params: {authorization: 'Bearer forged'},
        id: 'b',
      }),
    )
    expect(await closed).toBe(4001)
    expect(JSON.parse(await until(texts, (text) => text.includes('"b"')))).toMatchObject({
      error: {code: 4001},
    })
  })

  test('unknown methods and bad parameters are answered with JSON-RPC errors', async () => {
    const {opened, texts} = browserSocket()
    const ws = await opened
    const call = (id: string, method: string, params: unknown) =>
      ws.send(JSON.stringify({jsonrpc: '2.0', method, params, id}))
    call('auth', 'authorization', {authorization: `Bearer ${users[0].token}`})
    expect(JSON.parse(await until(texts, (text) => text.includes('"auth"')))).toEqual({
      jsonrpc: '2.0',
      id: 'auth',
      result: true,
    })
    call('q', 'query', {query: '*'})
    expect(JSON.parse(await until(texts, (text) => text.includes('"q"')))).toMatchObject({
      error: {code: -32601},
    })
    call('bad', 'presence_announce', {data: {sessionId: 'no spaces allowed', locations: []}})
    expect(JSON.parse(await until(texts, (text) => text.includes('"bad"')))).toMatchObject({
      error: {code: -32602},
    })
  })

  test("the lake's heartbeat reaches Sanity-protocol sockets as '♥'", async () => {
    const quick = await startLake({limits: {presenceHeartbeatSeconds: 0.1}})
    cleanups.push(() => quick.stop())
    const {token} = quick.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label: 'beat'})
    const ws = new WebSocket(socketUrl(quick.url), {headers: {origin: quick.url}})
    cleanups.push(() => ws.close())
    const texts: string[] = []
    ws.on('message', (data) => texts.push(String(data)))
    await new Promise((resolve) => ws.once('open', resolve))
    ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'authorization',
        params: {authorization: `Bearer ${token}`},
        id: 1,
      }),
    )
    await until(texts, (text) => text === '♥')
    expect(ws.readyState).toBe(WebSocket.OPEN)
  })
})
