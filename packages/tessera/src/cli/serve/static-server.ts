import {createReadStream, existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import {extname, join, normalize, resolve, sep} from 'node:path'
import {chooseEncoding, createCompressedBodies, isCompressible} from './compressed-body.js'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

export interface StaticServerOptions {
  /** The built studio (`tessera build`'s output). */
  root: string
  /** Inserted at the start of `<head>` of the page: settings the studio reads before it starts. */
  headScript?: string
}

/**
 * Serves a built single-page studio: its files (hashed assets cached for a year; text compressed with
 * Brotli or gzip as the browser accepts: the studio's scripts are ~835 KB as built, ~240 KB so), and
 * `index.html` for every other GET, since the studio routes in the browser (`/structure/post;abc`).
 * Paths are resolved inside the root only, so `..` cannot reach other files.
 */
export function createStaticServer({root, headScript}: StaticServerOptions): Server {
  const base = resolve(root)
  const indexFile = join(base, 'index.html')
  if (!existsSync(indexFile))
    throw new Error(`${base} has no index.html: build the studio first (npx tessera build)`)
  const page = readFileSync(indexFile, 'utf8')
  const indexHtml = headScript ? page.replace(/<head>/i, `<head><script>${headScript}</script>`) : page
  const compressed = createCompressedBodies()
  // Compress the scripts and styles now, in the background, so the first visit does not wait for it.
  const assets = join(base, 'assets')
  if (existsSync(assets)) {
    for (const name of readdirSync(assets)) {
      const contentType = TYPES[extname(name).toLowerCase()]
      if (!contentType || !isCompressible(contentType) || extname(name) === '.map') continue
      for (const encoding of ['br', 'gzip'] as const)
        compressed(join(assets, name), encoding).catch(() => undefined)
    }
  }

  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {allow: 'GET, HEAD'}).end()
      return
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://studio').pathname)
    } catch {
      res.writeHead(400).end('Bad request')
      return
    }
    const file = normalize(join(base, pathname))
    const inside = file === base || file.startsWith(base + sep)
    if (inside && file !== indexFile && existsSync(file) && statSync(file).isFile()) {
      const immutable = file.startsWith(join(base, 'assets') + sep)
      const contentType = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
      const headers = {
        'content-type': contentType,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
        vary: 'Accept-Encoding',
      }
      const encoding = chooseEncoding(req.headers['accept-encoding'], contentType)
      const sendAsIs = () => {
        res.writeHead(200, headers)
        if (req.method === 'HEAD') res.end()
        else createReadStream(file).pipe(res)
      }
      if (!encoding) return sendAsIs()
      compressed(file, encoding).then(
        (body) => {
          if (!body) return sendAsIs()
          res.writeHead(200, {...headers, 'content-encoding': encoding, 'content-length': body.length})
          res.end(req.method === 'HEAD' ? undefined : body)
        },
        () => sendAsIs(),
      )
      return
    }
    res.writeHead(200, {'content-type': TYPES['.html'], 'cache-control': 'no-cache'})
    res.end(req.method === 'HEAD' ? undefined : indexHtml)
  })
}
