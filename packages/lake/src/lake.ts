import {DEFAULT_LIMITS, type LakeLimits} from './config.js'
import {resolveLakeConfig, type LakeConfig} from './config/lake-config.js'
import type {S3AssetsOptions} from './assets/files/s3-asset-files.js'
import {createRequestHandler} from './http/create-handler.js'
import {startServer, type RunningServer} from './http/serve.js'
import {resolveTls, type TlsOption} from './http/tls.js'
import {createLakeKernel, type LakeKernel} from './kernel.js'
import {createPostgresPresenceRelay} from './presence/postgres-presence-relay.js'
import {createPresenceServer, type PresenceServer} from './presence/presence-server.js'
import type {RemotePresenceTiming} from './presence/remote-presence.js'
import {routes} from './routes/index.js'

export interface LakeOptions {
  /** Directory holding the lake's files (created if missing). */
  dir: string
  limits?: Partial<LakeLimits>
  /** Overrides for `lake.config.json` in `dir`. */
  config?: Partial<LakeConfig>
  /** Keep the full-text search index (default true; false only to measure what it costs). */
  searchIndex?: boolean
  /**
   * A `postgres://` URL to keep documents and history in PostgreSQL, shared by several lake processes
   * (see the README's deployment guide). Default: SQLite in `dir`.
   */
  database?: string
  /**
   * Where asset files are kept (default `<dir>/assets`). Processes sharing a database share assets by
   * pointing this at one shared volume.
   */
  assetsDir?: string
  /**
   * Keep asset originals in an S3-compatible object store (`{url: 's3://bucket/prefix', endpoint?}`)
   * instead of the assets directory, which then holds copies and the transform cache.
   */
  assetsS3?: S3AssetsOptions
  /** With `database`: how presence notices other processes gone (tests shorten it). */
  presenceTiming?: RemotePresenceTiming
}

export interface Lake {
  readonly kernel: LakeKernel
  /** The Node request handler, for mounting the lake inside another server. */
  readonly handler: ReturnType<typeof createRequestHandler>
  /** Presence WebSockets; `listen` attaches them, embedders call `presence.attach(theirServer)`. */
  readonly presence: PresenceServer
  /**
   * Starts serving. Port 0 picks a free port. Resolves with the base URL. With `tls` it serves HTTP/2
   * over TLS (and HTTP/1.1 to clients without HTTP/2); `'development'` makes a self-signed certificate
   * for localhost and `hostnames`.
   */
  listen(
    port?: number,
    host?: string,
    options?: {tls?: TlsOption; hostnames?: string[]},
  ): Promise<{url: string; port: number}>
  /** Ends listen streams (with a `reconnect` event), stops the server and closes storage. */
  close(): Promise<void>
}

export function createLake(options: LakeOptions): Lake {
  const limits = {...DEFAULT_LIMITS, ...options.limits}
  const kernel = createLakeKernel(options.dir, limits, resolveLakeConfig(options.dir, options.config), {
    searchIndex: options.searchIndex,
    database: options.database,
    assetsDir: options.assetsDir,
    assetsS3: options.assetsS3,
  })
  const handler = createRequestHandler(kernel, routes)
  // With PostgreSQL, presence reaches the other processes on the database (LISTEN/NOTIFY).
  const presence = createPresenceServer(kernel, {
    relay: options.database ? createPostgresPresenceRelay(options.database) : undefined,
    relayTiming: options.presenceTiming,
  })
  let server: RunningServer | undefined
  let closed = false

  return {
    kernel,
    handler,
    presence,
    async listen(port = 0, host = '127.0.0.1', listenOptions = {}) {
      const tls = listenOptions.tls
        ? await resolveTls(listenOptions.tls, kernel.dir, listenOptions.hostnames)
        : undefined
      // Sockets taken before presence reaches the other processes would miss what they say.
      await presence.ready()
      server = await startServer(handler, presence, {port, host, tls})
      return {url: server.url, port: server.port}
    },
    async close() {
      if (closed) return
      closed = true
      kernel.hub.shutdown()
      // Upgraded sockets keep the server from closing: end them first.
      await presence.close()
      if (server) await server.close()
      await kernel.close()
    },
  }
}
