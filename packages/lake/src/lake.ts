import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {DEFAULT_LIMITS, type LakeLimits} from './config.js'
import {resolveLakeConfig, type LakeConfig} from './config/lake-config.js'
import {createRequestHandler} from './http/create-handler.js'
import {createLakeKernel, type LakeKernel} from './kernel.js'
import {createPresenceServer, type PresenceServer} from './presence/presence-server.js'
import {routes} from './routes/index.js'

export interface LakeOptions {
  /** Directory holding the lake's files (created if missing). */
  dir: string
  limits?: Partial<LakeLimits>
  /** Overrides for `lake.config.json` in `dir`. */
  config?: Partial<LakeConfig>
}

export interface Lake {
  readonly kernel: LakeKernel
  /** The Node request handler, for mounting the lake inside another server. */
  readonly handler: ReturnType<typeof createRequestHandler>
  /** Presence WebSockets; `listen` attaches them, embedders call `presence.attach(theirServer)`. */
  readonly presence: PresenceServer
  /** Starts serving. Port 0 picks a free port. Resolves with the base URL. */
  listen(port?: number, host?: string): Promise<{url: string; port: number}>
  /** Ends listen streams (with a `reconnect` event), stops the server and closes storage. */
  close(): Promise<void>
}

export function createLake(options: LakeOptions): Lake {
  const limits = {...DEFAULT_LIMITS, ...options.limits}
  const kernel = createLakeKernel(options.dir, limits, resolveLakeConfig(options.dir, options.config))
  const handler = createRequestHandler(kernel, routes)
  const presence = createPresenceServer(kernel)
  let server: Server | undefined
  let closed = false

  return {
    kernel,
    handler,
    presence,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server = createServer((req, res) => void handler(req, res))
        server.keepAliveTimeout = 5_000
        presence.attach(server, {rejectOtherUpgrades: true})
        server.once('error', reject)
        server.listen(port, host, () => {
          const address = server!.address() as AddressInfo
          resolve({url: `http://${host}:${address.port}`, port: address.port})
        })
      })
    },
    async close() {
      if (closed) return
      closed = true
      kernel.hub.shutdown()
      // Upgraded sockets keep the server from closing: end them first.
      await presence.close()
      if (server) {
        const stopped = new Promise<void>((resolve) => server!.close(() => resolve()))
        server.closeIdleConnections()
        setTimeout(() => server?.closeAllConnections(), 1_000).unref()
        await stopped
      }
      kernel.close()
    },
  }
}
