import type {PresenceServerMessage, PresenceStateEvent} from '@tessera/types'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {corsStoreOf} from '../../src/cors/origin-policy.js'
import {openPresence, refusedUpgrade, socketUrl, type PresenceSocket} from '../helpers/presence-socket.js'
import {PROJECT_ID, startLake, type TestLake} from '../helpers/start-lake.js'
import {cookieOf, expectResponsive} from './auth-support.js'

/**
 * Issue 12, items 5 and 8, presence: a page on an origin allowed without credentials could open a
 * presence socket with the visitor's cookie, sockets per token grew without bound, and presence showed
 * document ids to users who cannot read those documents.
 */

const STUDIO = 'https://studio.example'
const MAX_SOCKETS = 4

let t: TestLake
let editor: string
let reviewer: string
let cookie: string
const open: PresenceSocket[] = []

beforeAll(async () => {
  t = await startLake({
    config: {
      projectId: PROJECT_ID,
      roles: {reviewer: {grants: [{filter: '_type == "post"', permissions: ['read']}]}},
    },
    limits: {presenceMaxSocketsPerToken: MAX_SOCKETS},
  })
  const cors = corsStoreOf(t.lake.kernel)
  cors.add(STUDIO, {allowCredentials: true})
  cors.add('*', {allowCredentials: false})
  await t.client
    .transaction()
    .create({_id: 'post-1', _type: 'post', title: 'Public'})
    .create({_id: 'secret-1', _type: 'secret', title: 'Layoffs'})
    .create({_id: 'drafts.secret-2', _type: 'secret', title: 'Merger'})
    .commit()
  editor = t.lake.kernel.tokens.createRobotToken({roles: ['editor'], label: 'editor'}).token
  reviewer = t.lake.kernel.tokens.createRobotToken({roles: ['reviewer'], label: 'reviewer'}).token
  cookie = await cookieOf(t.lake, t.url, 'ada@example.com', ['editor'])
})
afterAll(async () => {
  await Promise.all(open.splice(0).map((socket) => socket.close()))
  await t.stop()
})

async function connect(options: Parameters<typeof openPresence>[1]): Promise<PresenceSocket> {
  const socket = await openPresence(t.url, options)
  open.push(socket)
  return socket
}

const location = (documentId: string) => ({
  type: 'document',
  documentId,
  path: ['title'],
  lastActiveAt: new Date().toISOString(),
})

const stateOf = (sessionId: string) => (message: PresenceServerMessage) =>
  message.type === 'state' && message.sessionId === sessionId

describe('presence shows only documents the receiver may read', () => {
  test('a reviewer who reads only posts never learns the ids of secret documents', async () => {
    const reviewing = await connect({token: reviewer})
    const editing = await connect({token: editor})
    editing.send({
      type: 'state',
      sessionId: 'editor-session',
      locations: ['post-1', 'secret-1', 'secret-2', 'drafts.secret-2', 'not-created-yet'].map(location),
    })
    const seen = (await reviewing.next(stateOf('editor-session'))) as PresenceStateEvent
    expect(seen.locations.map((entry) => entry.documentId)).toEqual(['post-1'])

    // A roll call replays the last state: filtered the same way, for a reviewer joining later.
    const late = await connect({token: reviewer})
    late.send({type: 'rollCall', sessionId: 'late-reviewer'})
    const replayed = (await late.next(stateOf('editor-session'))) as PresenceStateEvent
    expect(replayed.locations.map((entry) => entry.documentId)).toEqual(['post-1'])
    expect(JSON.stringify(late.messages)).not.toContain('secret')

    // Someone who reads everything sees every location.
    const admin = await connect({token: editor})
    admin.send({type: 'rollCall', sessionId: 'admin'})
    const full = (await admin.next(stateOf('editor-session'))) as PresenceStateEvent
    expect(full.locations).toHaveLength(5)
    await expectResponsive(t.url)
  })
})

describe('who may open a socket', () => {
  test('a page on an origin allowed without credentials cannot use the cookie', async () => {
    // The socket opens (a page may send its own token in a message, as Sanity's studio does), but the
    // cookie counts for nothing: the socket is not signed in, so it can neither see nor say anything.
    const page = await openPresence(t.url, {headers: {origin: 'https://anyone.example', cookie}})
    open.push(page)
    page.send({jsonrpc: '2.0', id: 1, method: 'presence_subscribe', params: {}})
    const refused = await page.next((message) => (message as {id?: unknown}).id === 1)
    expect((refused as {error?: {message?: string}}).error?.message).toBe('Send "authorization" first')
    const tessera = await openPresence(t.url, {headers: {origin: 'https://anyone.example', cookie}})
    open.push(tessera)
    tessera.send({type: 'rollCall'})
    expect(await tessera.closed).toBe(4001)
    // The credentialed studio may; a token the page holds itself is fine from anywhere allowed.
    await connect({token: undefined, headers: {origin: STUDIO, cookie}})
    await connect({queryToken: editor, headers: {origin: 'https://anyone.example'}})
    await expectResponsive(t.url)
  })

  test('several or malformed session cookies, and rebound Host names, are refused', async () => {
    const several = await refusedUpgrade(socketUrl(t.url), {cookie: `${cookie}; ${cookie}`})
    expect(several.status).toBe(401)
    const malformed = await refusedUpgrade(socketUrl(t.url), {cookie: 'tessera_session=%E0%A4%A'})
    expect(malformed.status).toBe(401)
    const rebound = await refusedUpgrade(socketUrl(t.url, {queryToken: editor}), {
      host: 'rebind.attacker.example',
      origin: 'http://rebind.attacker.example',
    })
    expect(rebound.status).toBe(421)
    await expectResponsive(t.url)
  })

  test(`one token holds at most ${MAX_SOCKETS} sockets at once`, async () => {
    const token = t.lake.kernel.tokens.createRobotToken({roles: ['viewer']}).token
    const sockets = []
    for (let i = 0; i < MAX_SOCKETS; i++) sockets.push(await connect({token}))
    const refused = await refusedUpgrade(socketUrl(t.url, {queryToken: token}))
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body).message).toBe(
      `Too many presence connections with one token: at most ${MAX_SOCKETS} at once`,
    )
    // Other tokens are not affected, and a closed socket frees its place.
    await connect({token: reviewer})
    await sockets[0].close()
    await waitFor(async () => {
      try {
        await connect({token})
        return true
      } catch {
        return false
      }
    })
    await expectResponsive(t.url)
  })
})

async function waitFor(check: () => Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
