import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2'
import type {AddressInfo, Socket} from 'node:net'
import type {PresenceServer} from '../presence/presence-server.js'
import type {TlsFiles} from './tls.js'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

export interface RunningServer {
  url: string
  port: number
  /** Stops accepting, ends idle connections at once and the rest after a grace period. */
  close(): Promise<void>
}

const GRACE_MS = 1_000
const KEEP_ALIVE_MS = 65_000

/**
 * Serves the handler over HTTP/1.1, or with TLS over HTTP/2 with HTTP/1.1 for clients without it
 * (ALPN). Browsers then send every request and listen stream of a studio over one connection instead
 * of queueing behind six. Presence WebSockets stay HTTP/1.1 upgrades on either.
 */
export function startServer(
  handler: Handler,
  presence: PresenceServer,
  options: {port: number; host: string; tls?: TlsFiles},
): Promise<RunningServer> {
  return options.tls
    ? startSecure(handler, presence, options, options.tls)
    : startPlain(handler, presence, options)
}

function startPlain(
  handler: Handler,
  presence: PresenceServer,
  {port, host}: {port: number; host: string},
): Promise<RunningServer> {
  const server = createServer((req, res) => void handler(req, res))
  // Longer than any client's idle pool (Node's agent, browsers, proxies): a client that reuses an idle
  // socket just as the server closes it gets 'socket hang up' on a write it cannot safely retry.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  presence.attach(server, {rejectOtherUpgrades: true})
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo
      resolve({
        url: `http://${urlHost(host)}:${address.port}`,
        port: address.port,
        close: () => {
          const stopped = new Promise<void>((done) => server.close(() => done()))
          server.closeIdleConnections()
          setTimeout(() => server.closeAllConnections(), GRACE_MS).unref()
          return stopped
        },
      })
    })
  })
}

function startSecure(
  handler: Handler,
  presence: PresenceServer,
  {port, host}: {port: number; host: string},
  tls: TlsFiles,
): Promise<RunningServer> {
  const server = createSecureServer({allowHTTP1: true, cert: tls.cert, key: tls.key})
  server.on('request', (req: Http2ServerRequest, res: Http2ServerResponse) => {
    // HTTP/2 names the host `:authority`; the lake's Host checks read `host`.
    if (req.httpVersionMajor >= 2 && req.headers.host === undefined) req.headers.host = req.authority
    // The compatibility API offers what the handler uses of IncomingMessage and ServerResponse.
    void handler(req as unknown as IncomingMessage, res as unknown as ServerResponse)
  })
  presence.attach(server, {rejectOtherUpgrades: true})
  // The secure server has no closeAllConnections: track sessions and HTTP/1.1 sockets to end them.
  const sessions = new Set<Http2Session>()
  const sockets = new Set<Socket>()
  server.on('session', (session: Http2Session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo
      resolve({
        url: `https://${urlHost(host)}:${address.port}`,
        port: address.port,
        close: () => {
          const stopped = new Promise<void>((done) => server.close(() => done()))
          for (const session of sessions) session.close()
          setTimeout(() => {
            for (const session of sessions) session.destroy()
            for (const socket of sockets) socket.destroy()
          }, GRACE_MS).unref()
          return stopped
        },
      })
    })
  })
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}
