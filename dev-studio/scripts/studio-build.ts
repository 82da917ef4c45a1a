import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs'
import {createServer, type ServerResponse} from 'node:http'
import {dirname, extname, join, resolve, sep} from 'node:path'
import {fileURLToPath} from 'node:url'
import {build} from 'vite'
import studioViteConfig from '../vite.config.js'

const STUDIO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * What a build says where the lake's URL goes. The server below puts the lake's URL in its place, so
 * one build serves every lake (each browser test file starts a lake on a port of its own).
 */
const LAKE_URL_PLACEHOLDER = '__TESSERA_BUILD_LAKE_URL__'

export interface StudioServer {
  port: number
  /** Reloads open pages with fresh package builds (the dev server only). */
  reload?(): void
  close(): Promise<void>
}

/**
 * A production build of the dev studio in `outDir`, with the studio's own plugins and chunking
 * (vite.config.ts), so tests and benchmarks run what `vite build` ships. The lake's URL is filled in
 * when `serveStudioBuild` serves it.
 */
export async function buildStudio(outDir: string): Promise<void> {
  // TESSERA_NO_MINIFY=1 keeps names readable in CPU profiles.
  const minify = process.env.TESSERA_NO_MINIFY !== '1'
  // TESSERA_SOURCEMAP=1 writes source maps beside the files (for coverage and size attribution).
  const sourcemap = process.env.TESSERA_SOURCEMAP === '1'
  await build({
    root: STUDIO_ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: studioViteConfig.plugins,
    define: {'import.meta.env.VITE_TESSERA_LAKE_URL': JSON.stringify(LAKE_URL_PLACEHOLDER)},
    build: {...studioViteConfig.build, outDir, emptyOutDir: true, minify, sourcemap},
  })
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/** Serves the build in `outDir` (index.html for any other path, as the studio routes in the page). */
export async function serveStudioBuild(
  outDir: string,
  options: {host: string; port: number; lakeUrl: string},
): Promise<StudioServer> {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`no studio build in ${outDir}`)
  if (!readsLakeUrl(join(outDir, 'assets'))) {
    throw new Error(`the studio build in ${outDir} does not read the lake's URL (build it with buildStudio)`)
  }
  const files = new Map<string, Buffer>()
  const read = (file: string): Buffer => {
    let body = files.get(file)
    if (!body) {
      body = readFileSync(file)
      if (extname(file) === '.js') {
        body = Buffer.from(body.toString('utf8').replaceAll(LAKE_URL_PLACEHOLDER, options.lakeUrl))
      }
      files.set(file, body)
    }
    return body
  }
  const send = (response: ServerResponse, file: string) => {
    const body = read(file)
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
    })
    response.end(body)
  }
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://studio').pathname)
    const file = resolve(outDir, `.${pathname}`)
    const inside = file.startsWith(resolve(outDir) + sep)
    if (inside && existsSync(file) && statSync(file).isFile()) return send(response, file)
    // A studio route (no file extension) is the page; a missing file is a 404.
    if (extname(pathname) === '') return send(response, join(outDir, 'index.html'))
    response.writeHead(404, {'content-type': 'text/plain'})
    response.end('not found')
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port, options.host, () => done())
  })
  return {
    port: portOf(server, options.port),
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

/** The port a Node server listens on (`fallback` before it listens). */
export function portOf(server: {address(): unknown} | null | undefined, fallback: number): number {
  const address = server?.address()
  return typeof address === 'object' && address && 'port' in address ? Number(address.port) : fallback
}

function readsLakeUrl(assets: string): boolean {
  return readdirSync(assets).some(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(LAKE_URL_PLACEHOLDER),
  )
}

// `tsx scripts/studio-build.ts <outDir>` builds the studio (the browser tests' global setup runs it
// this way: under vitest's module runner the studio's Vite plugins cannot resolve their files).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2]
  if (!outDir) throw new Error('usage: tsx scripts/studio-build.ts <outDir>')
  await buildStudio(resolve(outDir))
}
