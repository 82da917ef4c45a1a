import type {IncomingMessage, Server} from 'node:http'
import type {Http2SecureServer} from 'node:http2'
import {STATUS_CODES} from 'node:http'
import type {Duplex} from 'node:stream'
import {WebSocketServer, type RawData, type WebSocket} from 'ws'
import type {Identity} from '../auth/identity.js'
import type {LakeKernel} from '../kernel.js'
import {PresenceHub} from './presence-hub.js'
import type {PresenceRelay} from './presence-relay.js'
import {PresenceSocket} from './presence-socket.js'
import {connectRemotePresence, type RemotePresenceTiming} from './remote-presence.js'
import {checkUpgrade, socketDataset} from './upgrade-request.js'

export interface PresenceServer {
  /**
   * Takes an HTTP upgrade request if it is for a presence socket (`/v{version}/socket/{dataset}`) and
   * returns true; returns false and leaves the socket alone otherwise.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean
  /**
   * Serves presence sockets on another server's `upgrade` events (for embedding the lake). Other
   * upgrades are left to that server's other listeners, or answered 404 with `rejectOtherUpgrades`.
   * Returns a function that detaches it.
   */
  attach(server: Server | Http2SecureServer, options?: {rejectOtherUpgrades?: boolean}): () => void
  /**
   * Resolves once presence reaches the other processes on the database (at once without one), or
   * once the first attempt to reach them has failed (it is retried). Sockets opened before then may
   * miss what others say.
   */
  ready(): Promise<void>
  /** Open sockets on a dataset. */
  connectionCount(dataset: string): number
  /** Closes every socket (code 1001) and refuses new ones. */
  close(): Promise<void>
}

const MAX_SESSIONS_PER_CONNECTION = 16
const CLOSE_GOING_AWAY = 1001
const CLOSE_POLICY_VIOLATION = 1008
const CLOSE_GRACE_MS = 1_000
const CLOSE_UNAUTHORIZED = 4001
/** A socket opened without credentials must send them (JSON-RPC `authorization`) within this time. */
const AUTHORIZE_WITHIN_MS = 10_000

export interface PresenceServerOptions {
  /** Other lake processes on the same database: everyone on any of them sees everyone. */
  relay?: PresenceRelay
  relayTiming?: RemotePresenceTiming
}

/** Presence over WebSocket: authentication, heartbeat and shutdown around the transport-free hub. */
export function createPresenceServer(
  kernel: LakeKernel,
  options: PresenceServerOptions = {},
): PresenceServer {
  const {limits} = kernel
  const {relay} = options
  const hub = new PresenceHub({
    maxLocations: limits.presenceMaxLocations,
    maxSessionsPerConnection: MAX_SESSIONS_PER_CONNECTION,
    relay,
  })
  const remote = relay ? connectRemotePresence(hub, relay, options.relayTiming) : undefined
  // A message over maxPayload makes ws close the socket with 1009 before it is buffered.
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: limits.presenceMaxMessageBytes,
  })
  const sockets = new Map<WebSocket, PresenceSocket>()
  /** Open (or opening) sockets per token, so one token cannot hold an unbounded number. */
  const socketsPerToken = new Map<string, number>()
  let heartbeat: NodeJS.Timeout | undefined
  let closed = false

  function beat(): void {
    for (const [ws, state] of sockets) {
      if (!state.alive) {
        // No pong since the last ping: the peer is gone. `close` follows and disconnects its sessions.
        ws.terminate()
        continue
      }
      if (state.token !== undefined) {
        const identity = kernel.tokens.resolve(state.token)
        if (!identity) {
          ws.close(CLOSE_POLICY_VIOLATION, 'Credentials expired or revoked')
          continue
        }
        state.refresh(identity)
      }
      state.alive = false
      ws.ping()
      state.heartbeat()
    }
  }

  function connect(ws: WebSocket, dataset: string, credentials?: {identity: Identity; token: string}): void {
    const state = new PresenceSocket(kernel, hub, ws, dataset)
    sockets.set(ws, state)
    if (credentials) state.authenticate(credentials.identity, credentials.token)
    else {
      const timer = setTimeout(() => {
        if (!state.authenticated) ws.close(CLOSE_UNAUTHORIZED, 'No credentials sent')
      }, AUTHORIZE_WITHIN_MS)
      ws.once('close', () => clearTimeout(timer))
    }
    heartbeat ??= setInterval(beat, limits.presenceHeartbeatSeconds * 1000).unref()

    ws.on('pong', () => (state.alive = true))
    ws.on('message', (data, isBinary) => {
      state.alive = true
      if (isBinary) {
        ws.send(JSON.stringify({type: 'error', message: 'Presence messages are JSON text, not binary'}))
        return
      }
      try {
        state.receive(textOf(data))
      } catch (err) {
        console.error('lake: presence message failed', err)
        ws.send(JSON.stringify({type: 'error', message: 'Internal error'}))
      }
    })
    // Protocol errors (such as an oversized message) close the socket; `close` does the cleanup.
    ws.on('error', () => {})
    ws.on('close', () => {
      sockets.delete(ws)
      state.leave()
      if (sockets.size === 0 && heartbeat) {
        clearInterval(heartbeat)
        heartbeat = undefined
      }
    })
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const dataset = socketDataset(req.url)
    if (dataset === undefined) return false
    socket.on('error', () => socket.destroy())
    if (closed) {
      refuse(socket, 503, 'The lake is shutting down')
      return true
    }
    let check: ReturnType<typeof checkUpgrade>
    try {
      check = checkUpgrade(kernel, req, dataset)
    } catch (err) {
      // Thrown inside an `upgrade` listener, this would end the process.
      console.error('lake: presence upgrade failed', err)
      check = {ok: false, status: 500, message: 'Internal server error'}
    }
    if (!check.ok) {
      refuse(socket, check.status, check.message)
      return true
    }
    // Sockets waiting for credentials count per client address.
    const tokenKey = check.credentials
      ? (check.credentials.identity.tokenId ?? check.credentials.identity.id)
      : `address:${req.socket.remoteAddress ?? ''}`
    const open = socketsPerToken.get(tokenKey) ?? 0
    const max = limits.presenceMaxSocketsPerToken
    if (open >= max) {
      refuse(socket, 429, `Too many presence connections with one token: at most ${max} at once`)
      return true
    }
    // Counted from now until the connection is gone, however the handshake ends.
    socketsPerToken.set(tokenKey, open + 1)
    socket.once('close', () => {
      const left = (socketsPerToken.get(tokenKey) ?? 1) - 1
      if (left > 0) socketsPerToken.set(tokenKey, left)
      else socketsPerToken.delete(tokenKey)
    })
    wss.handleUpgrade(req, socket, head, (ws) => connect(ws, dataset, check.credentials))
    return true
  }

  return {
    handleUpgrade,
    attach(server, options = {}) {
      const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!handleUpgrade(req, socket, head) && options.rejectOtherUpgrades) {
          refuse(socket, 404, `No WebSocket endpoint at ${(req.url ?? '/').split('?')[0]}`)
        }
      }
      server.on('upgrade', listener)
      return () => server.off('upgrade', listener)
    },
    ready: () => remote?.ready ?? Promise.resolve(),
    connectionCount: (dataset) => hub.connectionCount(dataset),
    async close() {
      closed = true
      if (heartbeat) clearInterval(heartbeat)
      heartbeat = undefined
      await Promise.all(
        [...sockets.keys()].map(
          (ws) =>
            new Promise<void>((resolve) => {
              ws.once('close', () => resolve())
              ws.close(CLOSE_GOING_AWAY, 'The lake is shutting down')
              setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref()
            }),
        ),
      )
      wss.close()
      // After the sockets: their disconnects still reach the other processes.
      await remote?.stop()
    },
  }
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}

/** Answers an upgrade request with a plain HTTP error (the lake's JSON error shape) and hangs up. */
function refuse(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const reason = STATUS_CODES[status] ?? 'Error'
  const body = JSON.stringify({error: reason, message, statusCode: status})
  socket.once('finish', () => socket.destroy())
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body,
  )
}
