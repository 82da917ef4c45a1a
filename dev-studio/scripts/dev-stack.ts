import {mkdirSync} from 'node:fs'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {createLake, type Lake} from '@tessera/lake'
import react from '@vitejs/plugin-react'
import {build, createServer, preview} from 'vite'
import {SEEDED_USERS, type SeededUser} from './seed-data.js'
import {seedLake} from './seed.js'
import studioViteConfig from '../vite.config.js'

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
  /** Serve a production build (minified, React in production mode) instead of Vite's dev server. */
  production?: boolean
  /** Vite's dependency cache. Default dev-studio/node_modules/.vite; a new directory shows a first run. */
  viteCacheDir?: string
}

export interface DevStack {
  lakeUrl: string
  studioUrl: string
  users: readonly SeededUser[]
  /** The lake itself (robot tokens for clients in tests and benchmarks). */
  lake: Lake
  /** Reloads open studio pages with fresh package builds (dev server only; after a rebuild). */
  reload(): void
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
  const define = {'import.meta.env.VITE_TESSERA_LAKE_URL': JSON.stringify(lakeUrl)}
  const studio = options.production
    ? await servedBuild(join(dir, 'studio-dist'), host, options.studioPort ?? 3333, define)
    : await devServer(host, options.studioPort ?? 3333, define, options.viteCacheDir)
  const studioUrl = `http://${host}:${studio.port}`
  lake.kernel.config.devOrigins = [studioUrl, ...(options.extraDevOrigins ?? [])]
  await seedLake(lake, lakeUrl)
  return {
    lakeUrl,
    studioUrl,
    users: SEEDED_USERS,
    lake,
    reload: () => studio.reload?.(),
    async stop() {
      await studio.close()
      await lake.close()
    },
  }
}

interface StudioServer {
  port: number
  reload?(): void
  close(): Promise<void>
}

function portOf(server: {address(): unknown} | null | undefined, fallback: number): number {
  const address = server?.address()
  return typeof address === 'object' && address && 'port' in address ? Number(address.port) : fallback
}

async function devServer(
  host: string,
  port: number,
  define: Record<string, string>,
  cacheDir?: string,
): Promise<StudioServer> {
  const vite = await createServer({
    root: STUDIO_ROOT,
    cacheDir,
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    server: {
      host,
      port,
      strictPort: port !== 0,
      // A package's build rewrites its dist/ file by file (cleaned first): watching them would reload
      // the page halfway through. `pnpm dev` reloads once the build is done instead (reload below).
      watch: {ignored: ['**/packages/*/dist/**']},
    },
    define,
    optimizeDeps: {include: ['react', 'react-dom/client', 'styled-components']},
  })
  await vite.listen()
  return {
    port: portOf(vite.httpServer, port),
    reload() {
      vite.moduleGraph.invalidateAll()
      vite.ws.send({type: 'full-reload'})
    },
    close: () => vite.close(),
  }
}

async function servedBuild(
  outDir: string,
  host: string,
  port: number,
  define: Record<string, string>,
): Promise<StudioServer> {
  const shared = {root: STUDIO_ROOT, configFile: false as const, logLevel: 'warn' as const}
  // TESSERA_NO_MINIFY=1 keeps names readable in CPU profiles.
  const minify = process.env.TESSERA_NO_MINIFY !== '1'
  // TESSERA_SOURCEMAP=1 writes source maps beside the files (for coverage and size attribution).
  const sourcemap = process.env.TESSERA_SOURCEMAP === '1'
  // The studio's own plugins and chunking (vite.config.ts), so benchmarks measure what `vite build` ships.
  await build({
    ...shared,
    plugins: studioViteConfig.plugins,
    define,
    build: {...studioViteConfig.build, outDir, emptyOutDir: true, minify, sourcemap},
  })
  const server = await preview({...shared, build: {outDir}, preview: {host, port, strictPort: port !== 0}})
  return {
    port: portOf(server.httpServer, port),
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  }
}
