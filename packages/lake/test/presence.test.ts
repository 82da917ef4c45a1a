import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {PresenceServerMessage, PresenceStateEvent} from '@tessera/types'
import {afterAll, afterEach, beforeAll, describe, expect, test} from 'vitest'
import {openPresence, refusedUpgrade, socketUrl, type PresenceSocket} from './helpers/presence-socket.js'
import {startLake, type TestLake} from './helpers/start-lake.js'

let lake: TestLake
/** Three callers with tokens of their own, so each is a different identity. */
const users: {id: string; token: string}[] = []
const open: PresenceSocket[] = []

beforeAll(async () => {
  lake = await startLake()
  for (const label of ['ada', 'grace', 'linus']) {
    const {id, token} = lake.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label})
    users.push({id, token})
  }
})

afterEach(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()))
  // The server notices a close a moment after the client: wait, so no test sees another's disconnects.
  const presence = lake.lake.presence
  while (presence.connectionCount('test') + presence.connectionCount('other') > 0) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
})

afterAll(() => lake.stop())

async function connect(
  user: number,
  options: Parameters<typeof openPresence>[1] = {},
): Promise<PresenceSocket> {
  const socket = await openPresence(lake.url, {token: users[user].token, ...options})
  open.push(socket)
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

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe('authentication', () => {
  test('an upgrade without credentials, or with a bad token, is refused with 401', async () => {
    const missing = await refusedUpgrade(socketUrl(lake.url))
    expect(missing.status).toBe(401)
    expect(JSON.parse(missing.body)).toMatchObject({statusCode: 401, message: expect.any(String)})
    expect((await refusedUpgrade(socketUrl(lake.url, {queryToken: 'forged'}))).status).toBe(401)
    const badHeader = await refusedUpgrade(socketUrl(lake.url), {authorization: 'Bearer tkforged'})
    expect(badHeader.status).toBe(401)
  })

  test('the token may come as a header, a query parameter or the session cookie', async () => {
    const byHeader = await connect(0)
    const byQuery = await connect(1, {token: undefined, queryToken: users[1].token})
    const byCookie = await connect(2, {
      token: undefined,
      headers: {cookie: `tessera_session=${users[2].token}`},
    })
    byHeader.send({type: 'state', sessionId: 'session-a', locations: []})
    const seen = await byQuery.next(isState('session-a'))
    expect(seen).toMatchObject({userId: users[0].id})
    await byCookie.next(isState('session-a'))
  })

  test('a page on an origin outside the allow-list cannot open a socket with the cookie', async () => {
    const refused = await refusedUpgrade(socketUrl(lake.url), {
      cookie: `tessera_session=${users[0].token}`,
      origin: 'https://evil.example',
    })
    expect(refused.status).toBe(403)
    // The lake's own origin is fine.
    await connect(0, {headers: {origin: lake.url}})
  })

  test('other paths, bad datasets and missing version prefixes are refused', async () => {
    const token = users[0].token
    expect(
      (await refusedUpgrade(`${lake.url.replace('http', 'ws')}/v1/nowhere/test?token=${token}`)).status,
    ).toBe(404)
    expect(
      (await refusedUpgrade(`${lake.url.replace('http', 'ws')}/socket/test?token=${token}`)).status,
    ).toBe(404)
    expect(
      (await refusedUpgrade(socketUrl(lake.url, {dataset: 'Bad%20Name', queryToken: token}))).status,
    ).toBe(400)
  })

  test('any version prefix works', async () => {
    await connect(0, {apiVersion: '1'})
    await connect(0, {apiVersion: 'X'})
    await connect(0, {apiVersion: '2025-02-19'})
  })
})

describe('announce and roll call', () => {
  test('an announcement reaches the other sessions with the user and time stamped, not the sender', async () => {
    const [ada, grace, linus] = [await connect(0), await connect(1), await connect(2)]
    const before = Date.now()
    ada.send({
      type: 'state',
      sessionId: 'ada-1',
      locations: [location('post-1', ['body', {_key: 'k1'}, 'children', 0])],
    })
    for (const other of [grace, linus]) {
      const state = (await other.next(isState('ada-1'))) as PresenceStateEvent
      expect(state).toEqual({
        type: 'state',
        userId: users[0].id,
        sessionId: 'ada-1',
        timestamp: expect.stringMatching(ISO_TIME),
        locations: [
          {
            type: 'document',
            documentId: 'post-1',
            path: ['body', {_key: 'k1'}, 'children', 0],
            lastActiveAt: expect.any(String),
          },
        ],
      })
      expect(Date.parse(state.timestamp)).toBeGreaterThanOrEqual(before - 1)
    }
    // Grace answers; had Ada's own announcement come back, it would have arrived before this one.
    grace.send({type: 'state', sessionId: 'grace-1', locations: []})
    await ada.next(isState('grace-1'))
    expect(ada.messages.filter((message) => message.type === 'state')).toHaveLength(1)
    expect(ada.messages[0]).toMatchObject({sessionId: 'grace-1', userId: users[1].id})
  })

  test('a client cannot pass itself off as someone else or pick the time', async () => {
    const [ada, grace] = [await connect(0), await connect(1)]
    ada.send({
      type: 'state',
      sessionId: 'ada-spoof',
      userId: users[1].id,
      timestamp: '1999-01-01T00:00:00.000Z',
      locations: [{...location('post-1'), extra: 'dropped'}],
    })
    const state = (await grace.next(isState('ada-spoof'))) as PresenceStateEvent
    expect(state.userId).toBe(users[0].id)
    expect(state.timestamp).not.toBe('1999-01-01T00:00:00.000Z')
    expect(state.locations[0]).not.toHaveProperty('extra')
  })

  test('a roll call gives a new session everyone’s state and asks the others to announce', async () => {
    const [ada, grace] = [await connect(0), await connect(1)]
    ada.send({type: 'state', sessionId: 'ada-2', locations: [location('post-2')]})
    grace.send({type: 'state', sessionId: 'grace-2', locations: [location('post-3')]})
    await ada.next(isState('grace-2'))

    const linus = await connect(2)
    linus.send({type: 'rollCall', sessionId: 'linus-2'})
    // The last known states arrive at once...
    expect(await linus.next(isState('ada-2'))).toMatchObject({
      userId: users[0].id,
      locations: [{documentId: 'post-2'}],
    })
    expect(await linus.next(isState('grace-2'))).toMatchObject({userId: users[1].id})
    // ...and the others are asked to announce again.
    const call = await ada.next((message) => message.type === 'rollCall')
    expect(call).toEqual({
      type: 'rollCall',
      userId: users[2].id,
      sessionId: 'linus-2',
      timestamp: expect.stringMatching(ISO_TIME),
    })
    await grace.next((message) => message.type === 'rollCall')
    expect(linus.messages.some((message) => message.type === 'rollCall')).toBe(false)

    const seen = linus.messages.length
    ada.send({type: 'state', sessionId: 'ada-2', locations: [location('post-4')]})
    expect(await linus.next(isState('ada-2'), {from: seen})).toMatchObject({
      locations: [{documentId: 'post-4'}],
    })
  })

  test('the spec’s event names work as aliases', async () => {
    const [ada, grace] = [await connect(0), await connect(1)]
    ada.send({type: 'presence_announce', session: 'ada-alias', locations: [location('post-5')]})
    await grace.next(isState('ada-alias'))
    grace.send({type: 'presence_rollcall', session: 'grace-alias'})
    expect(await ada.next((message) => message.type === 'rollCall')).toMatchObject({sessionId: 'grace-alias'})
    ada.send({type: 'presence_disconnect', session: 'ada-alias'})
    expect(await grace.next((message) => message.type === 'disconnect')).toMatchObject({
      userId: users[0].id,
      sessionId: 'ada-alias',
    })
  })

  test('datasets are isolated from each other', async () => {
    const ada = await connect(0, {dataset: 'test'})
    const grace = await connect(1, {dataset: 'other'})
    const linus = await connect(2, {dataset: 'other'})
    ada.send({type: 'state', sessionId: 'ada-iso', locations: [location('post-6')]})
    linus.send({type: 'state', sessionId: 'linus-iso', locations: []})
    await grace.next(isState('linus-iso'))
    grace.send({type: 'rollCall', sessionId: 'grace-iso'})
    linus.send({type: 'disconnect', sessionId: 'linus-iso'})
    await grace.next((message) => message.type === 'disconnect')
    expect(grace.messages.some(isState('ada-iso'))).toBe(false)
    expect(ada.messages).toEqual([])
  })
})

describe('disconnects', () => {
  test('a disconnect message is broadcast with the user and time', async () => {
    const [ada, grace] = [await connect(0), await connect(1)]
    ada.send({type: 'state', sessionId: 'ada-3', locations: []})
    await grace.next(isState('ada-3'))
    ada.send({type: 'disconnect', sessionId: 'ada-3'})
    expect(await grace.next((message) => message.type === 'disconnect')).toEqual({
      type: 'disconnect',
      userId: users[0].id,
      sessionId: 'ada-3',
      timestamp: expect.stringMatching(ISO_TIME),
    })
    // A roll call no longer lists the session.
    const linus = await connect(2)
    linus.send({type: 'rollCall'})
    grace.send({type: 'state', sessionId: 'grace-3', locations: []})
    await linus.next(isState('grace-3'))
    expect(linus.messages.some(isState('ada-3'))).toBe(false)
  })

  test('closing a socket disconnects every session it announced', async () => {
    const [ada, grace] = [await connect(0), await connect(1)]
    ada.send({type: 'state', sessionId: 'ada-4', locations: []})
    ada.send({type: 'state', sessionId: 'ada-5', locations: []})
    await grace.next(isState('ada-5'))
    await ada.close()
    await grace.next((message) => message.type === 'disconnect' && message.sessionId === 'ada-4')
    await grace.next((message) => message.type === 'disconnect' && message.sessionId === 'ada-5')
  })

  test('a dropped connection counts as a disconnect', async () => {
    const [ada, grace] = [await connect(0), await connect(1)]
    ada.send({type: 'state', sessionId: 'ada-6', locations: []})
    await grace.next(isState('ada-6'))
    ada.ws.terminate()
    expect(await grace.next((message) => message.type === 'disconnect')).toMatchObject({
      userId: users[0].id,
      sessionId: 'ada-6',
    })
  })

  test('a socket that stops answering pings is dropped and its sessions disconnected', async () => {
    const quick = await startLake({limits: {presenceHeartbeatSeconds: 0.1}})
    try {
      const {token} = quick.lake.kernel.tokens.createRobotToken({roles: ['viewer']})
      const silent = await openPresence(quick.url, {token, autoPong: false})
      const watcher = await openPresence(quick.url, {token})
      silent.send({type: 'state', sessionId: 'silent-1', locations: []})
      await watcher.next(isState('silent-1'))
      await watcher.next((message) => message.type === 'disconnect' && message.sessionId === 'silent-1')
      expect(await silent.closed).toBe(1006)
      await watcher.close()
    } finally {
      await quick.stop()
    }
  })

  test('a revoked token closes the socket at the next heartbeat', async () => {
    const quick = await startLake({limits: {presenceHeartbeatSeconds: 0.1}})
    try {
      const {id, token} = quick.lake.kernel.tokens.createRobotToken({roles: ['viewer']})
      const socket = await openPresence(quick.url, {token})
      quick.lake.kernel.tokens.revoke(id)
      expect(await socket.closed).toBe(1008)
    } finally {
      await quick.stop()
    }
  })
})

describe('bad messages', () => {
  test('an unknown event is answered with an error and the socket stays open', async () => {
    const [ada, grace] = [await connect(0), await connect(1)]
    ada.send({type: 'presence_teleport', sessionId: 'ada-7'})
    expect(await ada.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      message: 'Got unknown presence event',
    })
    ada.send({type: 'state', sessionId: 'ada-7', locations: []})
    await grace.next(isState('ada-7'))
  })

  test('malformed messages are refused, not relayed', async () => {
    const [ada, grace] = [await connect(0), await connect(1)]
    const refusals: [unknown, RegExp][] = [
      ['{not json', /not valid JSON/],
      [[1, 2], /JSON object with a "type"/],
      [{type: 'state', locations: []}, /sessionId/],
      [{type: 'state', sessionId: 'x'.repeat(65), locations: []}, /sessionId/],
      [{type: 'state', sessionId: 'ada-8', locations: 'everywhere'}, /locations/],
      [
        {type: 'state', sessionId: 'ada-8', locations: [{...location('post-1'), documentId: 'bad id'}]},
        /documentId/,
      ],
      [
        {type: 'state', sessionId: 'ada-8', locations: [location('post-1', [{nested: {}}])]},
        /invalid segment/,
      ],
      [
        {type: 'state', sessionId: 'ada-8', locations: [{...location('post-1'), lastActiveAt: 'yesterday'}]},
        /lastActiveAt/,
      ],
      [
        {type: 'state', sessionId: 'ada-8', locations: Array.from({length: 101}, () => location('post-1'))},
        /at most 100/,
      ],
    ]
    for (const [message, expected] of refusals) {
      const seen = ada.messages.length
      ada.send(message)
      const error = await ada.next((reply) => reply.type === 'error', {from: seen})
      expect(error).toMatchObject({message: expect.stringMatching(expected)})
    }
    grace.send({type: 'rollCall'})
    ada.send({type: 'state', sessionId: 'ada-9', locations: []})
    await grace.next(isState('ada-9'))
    expect(grace.messages.some(isState('ada-8'))).toBe(false)
  })

  test('a session id another user holds cannot be taken over', async () => {
    const [ada, grace, linus] = [await connect(0), await connect(1), await connect(2)]
    ada.send({type: 'state', sessionId: 'ada-10', locations: [location('post-1')]})
    await linus.next(isState('ada-10'))
    grace.send({type: 'state', sessionId: 'ada-10', locations: []})
    expect(await grace.next((message) => message.type === 'error')).toMatchObject({
      message: expect.stringContaining('another user'),
    })
    grace.send({type: 'disconnect', sessionId: 'ada-10'})
    grace.send({type: 'state', sessionId: 'grace-10', locations: []})
    await linus.next(isState('grace-10'))
    expect(linus.messages.filter((message) => message.type !== 'state')).toEqual([])
  })

  test('a message over the size limit closes the socket with 1009', async () => {
    const ada = await connect(0)
    ada.send({type: 'state', sessionId: 'ada-11', locations: [], padding: 'x'.repeat(70 * 1024)})
    expect(await ada.closed).toBe(1009)
  })
})

describe('lifecycle', () => {
  test('closing the lake closes its sockets cleanly', async () => {
    const own = await startLake()
    const {token} = own.lake.kernel.tokens.createRobotToken({roles: ['viewer']})
    const socket = await openPresence(own.url, {token})
    await own.stop()
    expect(await socket.closed).toBe(1001)
  })

  test('an embedder can serve presence on its own server', async () => {
    const server = createServer((req, res) => void lake.lake.handler(req, res))
    const detach = lake.lake.presence.attach(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const [ada, grace] = [
        await openPresence(url, {token: users[0].token}),
        await openPresence(url, {token: users[1].token}),
      ]
      ada.send({type: 'state', sessionId: 'ada-embed', locations: []})
      await grace.next(isState('ada-embed'))
      // Sockets on the embedder's server and on the lake's own share the same presence.
      const direct = await connect(2)
      direct.send({type: 'rollCall'})
      await direct.next(isState('ada-embed'))
      await Promise.all([ada.close(), grace.close()])
    } finally {
      detach()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
