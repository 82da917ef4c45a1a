import pg from 'pg'
import {randomId} from '../documents/ids.js'
import type {PresenceRelay, RelayMessage} from './presence-relay.js'

/** The channel presence messages travel on (documents use `tessera_lake`). */
export const PRESENCE_CHANNEL = 'tessera_presence'
/** NOTIFY payloads must stay under 8000 bytes; longer messages go in numbered parts. */
const MAX_PAYLOAD = 7_000
const RECONNECT_MS = 1_000
/** A database that does not answer within this is retried (and `listen` stops waiting for it). */
const CONNECT_TIMEOUT_MS = 10_000
/** Parts of a message whose rest never came (the sender died mid-message) are dropped after this. */
const PARTS_TIMEOUT_MS = 30_000

/**
 * Presence between lake processes over PostgreSQL LISTEN/NOTIFY: nothing is stored, a message is a
 * notification (PostgreSQL delivers one sender's notifications in the order sent). One connection
 * per process both listens and sends. While it is down, messages are dropped; on reconnecting the
 * hub is told (`connected`) and asks everyone again (remote-presence.ts).
 *
 * Payloads are JSON with every non-ASCII character escaped, so characters are bytes; a message
 * longer than a payload (a hundred locations) is sent as parts `~<id> <index> <count> <text>` and
 * put together on arrival.
 */
export function createPostgresPresenceRelay(url: string): PresenceRelay {
  const origin = randomId(12)
  let client: pg.Client | undefined
  let ready = false
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let handlers: Parameters<PresenceRelay['start']>[0] | undefined
  let sent = 0
  /** Sends go one after another (pg wants one query at a time per client; order matters too). */
  let sending: Promise<void> = Promise.resolve()
  const parts = new Map<string, {texts: string[]; received: number; startedAt: number}>()

  function deliver(text: string): void {
    let message: RelayMessage
    try {
      message = JSON.parse(text) as RelayMessage
    } catch {
      return
    }
    try {
      handlers?.message(message)
    } catch (err) {
      console.error('lake: a presence message from another process failed', err)
    }
  }

  function receive(payload: string): void {
    if (!payload.startsWith('~')) return deliver(payload)
    const match = /^~(\S+) (\d+) (\d+) /.exec(payload)
    if (!match) return
    const [head, id, index, count] = match
    const now = Date.now()
    for (const [key, entry] of parts) if (now - entry.startedAt > PARTS_TIMEOUT_MS) parts.delete(key)
    const entry = parts.get(id) ?? {
      texts: new Array<string>(Number(count)).fill(''),
      received: 0,
      startedAt: now,
    }
    parts.set(id, entry)
    entry.texts[Number(index)] = payload.slice(head.length)
    entry.received++
    if (entry.received === entry.texts.length) {
      parts.delete(id)
      deliver(entry.texts.join(''))
    }
  }

  function notify(payload: string): void {
    const target = client
    if (!target || !ready) return
    sending = sending
      .then(() => target.query('SELECT pg_notify($1, $2)', [PRESENCE_CHANNEL, payload]))
      // A broken connection reconnects; the hub says everything again then.
      .then(
        () => {},
        () => {},
      )
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'tessera-lake-presence',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    })
    next.on('notification', (message) => {
      if (message.channel === PRESENCE_CHANNEL && message.payload) receive(message.payload)
    })
    next.on('error', () => reconnect(next))
    next.on('end', () => reconnect(next))
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${PRESENCE_CHANNEL}`)
      if (stopped || client !== next) return
      ready = true
      parts.clear()
      handlers?.connected()
    } catch {
      reconnect(next)
    }
  }

  function reconnect(broken: pg.Client): void {
    if (stopped || client !== broken || retry) return
    client = undefined
    ready = false
    broken.end().catch(() => {})
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, RECONNECT_MS)
    retry.unref()
  }

  return {
    origin,
    publish(message) {
      const text = asciiJson(message)
      if (text.length <= MAX_PAYLOAD) return notify(text)
      const id = `${origin}.${++sent}`
      const size = MAX_PAYLOAD - 64
      const count = Math.ceil(text.length / size)
      for (let i = 0; i < count; i++) notify(`~${id} ${i} ${count} ${text.slice(i * size, (i + 1) * size)}`)
    },
    start(next) {
      handlers = next
      return connect()
    },
    async stop() {
      stopped = true
      if (retry) clearTimeout(retry)
      // Disconnects published while the sockets closed go out before the connection ends.
      await sending
      const current = client
      client = undefined
      await current?.end().catch(() => {})
    },
  }
}

/** JSON with non-ASCII characters as `\uXXXX`, so its length is its size in bytes. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
