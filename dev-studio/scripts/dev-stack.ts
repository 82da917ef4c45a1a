import {mkdirSync} from 'node:fs'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {createLake, type Lake} from '@tessera/lake'
import react from '@vitejs/plugin-react'
import {createServer} from 'vite'
import {SEEDED_USERS, type SeededUser} from './seed-data.js'
import {seedLake} from './seed.js'
import {buildStudio, portOf, serveStudioBuild, type StudioServer} from './studio-build.js'

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
  /**
   * With `production`: a build made by `buildStudio` to serve (the browser tests build once for all
   * files). Without it the studio is built into `<dir>/studio-dist`.
   */
  prebuilt?: string
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
  const studio = options.production
    ? await productionServer(dir, host, options.studioPort ?? 3333, lakeUrl, options.prebuilt)
    : await devServer(host, options.studioPort ?? 3333, lakeUrl, options.viteCacheDir)
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

async function devServer(
  host: string,
  port: number,
  lakeUrl: string,
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
    define: {'import.meta.env.VITE_TESSERA_LAKE_URL': JSON.stringify(lakeUrl)},
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

async function productionServer(
  dir: string,
  host: string,
  port: number,
  lakeUrl: string,
  prebuilt: string | undefined,
): Promise<StudioServer> {
  let outDir = prebuilt
  if (!outDir) {
    outDir = join(dir, 'studio-dist')
    await buildStudio(outDir)
  }
  return serveStudioBuild(outDir, {host, port, lakeUrl})
}
