import {createServer, type Server} from 'node:http'
import type {AddressInfo, Socket} from 'node:net'
import type {SanityClient} from '@sanity/client'
import type {PresenceServerMessage} from '@tessera/types'
import type {Lake} from '@tessera/lake'
import {WebSocket} from 'ws'
import type {GetUsers, PresenceUser, PresenceSessionStorage} from '../../src/presence/index.js'

/** The browser's Storage, in memory (Node has no session storage). */
export function memoryStorage(): PresenceSessionStorage & {items: Map<string, string>} {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

/** Users through the lake's real users endpoint (one id answers an object, several an array). */
export function usersFrom(client: SanityClient): GetUsers & {calls: string[][]} {
  const calls: string[][] = []
  const getUsers = async (ids: string[]) => {
    calls.push(ids)
    const answer = await client
      .withConfig({apiVersion: '2021-06-07'})
      .request<PresenceUser | PresenceUser[]>({uri: `/users/${ids.join(',')}`})
    const list = Array.isArray(answer) ? answer : [answer]
    return list.map(({id, displayName, imageUrl}) => ({id, displayName, imageUrl}))
  }
  return Object.assign(getUsers, {calls})
}

/** A plain protocol client that records what the dataset's sessions send, to count announcements. */
export async function observer(
  url: string,
  token: string,
): Promise<{messages: PresenceServerMessage[]; close(): void}> {
  const messages: PresenceServerMessage[] = []
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/v1/socket/test?token=${token}`)
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as PresenceServerMessage))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return {messages, close: () => socket.close()}
}

/** A server of our own serving the lake's presence, whose connections can be cut like a network would. */
export async function cuttableServer(
  lake: Lake,
): Promise<{url: string; cut(): void; close(): Promise<void>}> {
  const connections = new Set<Socket>()
  const server: Server = createServer((req, res) => void lake.handler(req, res))
  server.on('connection', (socket) => {
    connections.add(socket)
    socket.on('close', () => connections.delete(socket))
  })
  const detach = lake.presence.attach(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    cut: () => {
      for (const socket of connections) socket.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        detach()
        for (const socket of connections) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
