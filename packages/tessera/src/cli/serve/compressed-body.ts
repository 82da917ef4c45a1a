import {readFile, stat} from 'node:fs/promises'
import {promisify} from 'node:util'
import {brotliCompress, constants, gzip} from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip'

/** Types worth compressing: text. Images and fonts are compressed by their formats already. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType)
}
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 1024

/**
 * The encoding to answer with for a file of `contentType`: Brotli when the request takes it, else gzip,
 * else none (text only; `identity`, `q=0` or no header get the file as it is).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  contentType: string,
): Encoding | undefined {
  if (!isCompressible(contentType)) return undefined
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (takes('br')) return 'br'
  if (takes('gzip')) return 'gzip'
  return undefined
}

interface Cached {
  mtimeMs: number
  size: number
  body: Promise<Buffer | undefined>
}

/**
 * Compressed copies of a build's files, made on first request and kept while the file is unchanged
 * (a build's hashed assets never change; a rebuild gives new names or a new mtime). Compressed on
 * libuv's threads, so the server's other requests are not held up meanwhile. Undefined for a file too
 * small to be worth it.
 */
export function createCompressedBodies(): (file: string, encoding: Encoding) => Promise<Buffer | undefined> {
  const cache = new Map<string, Cached>()
  return async (file, encoding) => {
    const {mtimeMs, size} = await stat(file)
    const key = `${encoding}:${file}`
    const cached = cache.get(key)
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body
    const body = readFile(file).then((content) => {
      if (content.length < MIN_BYTES) return undefined
      return encoding === 'br'
        ? brotli(content, {
            params: {
              // Quality 5 of 11: the studio's main script in ~50 ms (11 takes ~1.4 s) and still ~7%
              // smaller than gzip's best.
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          })
        : gzipAsync(content, {level: 6})
    })
    cache.set(key, {mtimeMs, size, body})
    // A failed compression is not kept: the next request tries again (and this one is sent as is).
    body.catch(() => cache.delete(key))
    return body
  }
}
