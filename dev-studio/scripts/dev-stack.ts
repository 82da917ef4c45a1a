import {mkdirSync} from 'node:fs'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {createLake} from '@tessera/lake'
import react from '@vitejs/plugin-react'
import {createServer} from 'vite'
import {SEEDED_USERS, type SeededUser} from './seed-data.js'
import {seedLake} from './seed.js'

const STUDIO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export interface DevStackOptions {
  /** 0 picks a free port. Default 3334. */
  lakePort?: number
  /** 0 picks a free port. Default 3333. */
  studioPort?: number
  /** The lake's directory. Default dev-studio/.tessera/lake. */
  dir?: string
  /** The host both listen on. Default localhost. */
  host?: string
  /** Origins the lake allows besides the studio's own (e.g. none, to see the CORS dialog). */
  extraDevOrigins?: string[]
}

export interface DevStack {
  lakeUrl: string
  studioUrl: string
  users: readonly SeededUser[]
  stop(): Promise<void>
}

/**
 * The lake and the dev studio's Vite server, wired together: the lake allows the studio's origin
 * (dev mode: CORS with credentials and sign-in redirects) and is seeded; Vite gets the lake's URL.
 */
export async function startDevStack(options: DevStackOptions = {}): Promise<DevStack> {
  const host = options.host ?? 'localhost'
  const dir = options.dir ?? join(STUDIO_ROOT, '.tessera', 'lake')
  mkdirSync(dir, {recursive: true})
  // The lake first: Vite's page needs its URL. The studio's origin is allowed once Vite has its port.
  const lake = await createLake({dir, config: {dev: true, devOrigins: []}})
  const lakeAddress = await lake.listen(options.lakePort ?? 3334, host)
  const lakeUrl = `http://${host}:${lakeAddress.port}`
  const vite = await createServer({
    root: STUDIO_ROOT,
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    server: {host, port: options.studioPort ?? 3333, strictPort: options.studioPort !== 0},
    define: {'import.meta.env.VITE_TESSERA_LAKE_URL': JSON.stringify(lakeUrl)},
    optimizeDeps: {include: ['react', 'react-dom/client', 'styled-components']},
  })
  await vite.listen()
  const address = vite.httpServer?.address()
  const studioPort = typeof address === 'object' && address ? address.port : (options.studioPort ?? 3333)
  const studioUrl = `http://${host}:${studioPort}`
  lake.kernel.config.devOrigins = [studioUrl, ...(options.extraDevOrigins ?? [])]
  await seedLake(lake, lakeUrl)
  return {
    lakeUrl,
    studioUrl,
    users: SEEDED_USERS,
    async stop() {
      await vite.close()
      await lake.close()
    },
  }
}
