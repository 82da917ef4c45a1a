import type {PresenceServerMessage} from '@tessera/types'
import WebSocket from 'ws'

export interface PresenceSocket {
  ws: WebSocket
  /** Every message received so far, parsed. */
  messages: PresenceServerMessage[]
  send(message: unknown): void
  /** Resolves with the first message (from index `from` on) matching `predicate`, polling. */
  next(
    predicate: (message: PresenceServerMessage) => boolean,
    options?: {from?: number; timeoutMs?: number},
  ): Promise<PresenceServerMessage>
  /** Resolves with the close code once the socket has closed. */
  closed: Promise<number>
  close(): Promise<number>
}

export interface SocketOptions {
  dataset?: string
  apiVersion?: string
  /** Sent as `Authorization: Bearer`. */
  token?: string
  /** Sent as `?token=`. */
  queryToken?: string
  headers?: Record<string, string>
  /** False makes the client ignore pings, like a peer that has gone away. */
  autoPong?: boolean
}

/** The ws:// URL of a lake's presence socket. */
export function socketUrl(baseUrl: string, options: SocketOptions = {}): string {
  const query = new URLSearchParams({tag: 'sanity.studio.presence'})
  if (options.queryToken) query.set('token', options.queryToken)
  const path = `/v${options.apiVersion ?? '2022-06-30'}/socket/${options.dataset ?? 'test'}`
  return `${baseUrl.replace(/^http/, 'ws')}${path}?${query}`
}

/** Opens a presence socket and waits until it is open. */
export async function openPresence(baseUrl: string, options: SocketOptions = {}): Promise<PresenceSocket> {
  const ws = new WebSocket(socketUrl(baseUrl, options), {
    headers: {
      ...(options.token ? {authorization: `Bearer ${options.token}`} : {}),
      ...options.headers,
    },
    autoPong: options.autoPong ?? true,
  })
  const messages: PresenceServerMessage[] = []
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as PresenceServerMessage))
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return {
    ws,
    messages,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next(predicate, {from = 0, timeoutMs = 5000} = {}) {
      const started = Date.now()
      for (;;) {
        const found = messages.slice(from).find(predicate)
        if (found) return found
        if (Date.now() - started > timeoutMs) {
          throw new Error(`timed out waiting for a presence message; got ${JSON.stringify(messages)}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    closed,
    close() {
      ws.close()
      return closed
    },
  }
}

/** Tries to open a socket that the lake must refuse; resolves with the HTTP status and body it answered. */
export function refusedUpgrade(
  url: string,
  headers: Record<string, string> = {},
): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, {headers})
    ws.on('unexpected-response', (_req, res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({status: res.statusCode ?? 0, body}))
    })
    ws.on('open', () => {
      ws.close()
      reject(new Error('the socket opened'))
    })
    ws.on('error', (err) => reject(err))
  })
}
