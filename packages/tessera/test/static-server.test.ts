import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {request, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {chooseEncoding} from '../src/cli/serve/compressed-body.js'
import {createStaticServer} from '../src/cli/serve/static-server.js'

// A script like a build's: large and repetitive, as minified code is.
const SCRIPT = Array.from({length: 4000}, (_, index) => `export const value${index % 50} = ${index};`).join(
  '\n',
)
const SMALL = 'export const a = 1\n'
// Bytes a compressor cannot shrink and that no one should try to.
const IMAGE = Buffer.from(Array.from({length: 4096}, (_, index) => (index * 7919) % 256))

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A raw request (Node's fetch would decompress and hide the encoding). */
function get(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const {port} = server.address() as AddressInfo
  return new Promise<Answer>((resolve, reject) => {
    const req = request({host: '127.0.0.1', port, path, method, headers}, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the static server of tessera start', () => {
  let dir: string
  let server: Server

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-static-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT)
    writeFileSync(join(dir, 'assets', 'small-abc123.js'), SMALL)
    writeFileSync(join(dir, 'assets', 'photo-abc123.png'), IMAGE)
    server = createStaticServer({root: dir})
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()))
  })

  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()))
    rmSync(dir, {recursive: true, force: true})
  })

  it('sends a script with Brotli to a browser that takes it, and it decodes to the file', async () => {
    const answer = await get(server, '/assets/index-abc123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 5)
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(SCRIPT)
  })

  it('sends gzip where Brotli is not taken, and the file as it is where nothing is', async () => {
    const gzip = await get(server, '/assets/index-abc123.js', {'accept-encoding': 'gzip, deflate'})
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(SCRIPT)

    const refusals: Record<string, string>[] = [
      {},
      {'accept-encoding': 'identity'},
      {'accept-encoding': 'br;q=0, gzip;q=0'},
    ]
    for (const headers of refusals) {
      const plain = await get(server, '/assets/index-abc123.js', headers)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString('utf8')).toBe(SCRIPT)
    }
  })

  it('leaves small files and images as they are', async () => {
    const small = await get(server, '/assets/small-abc123.js', {'accept-encoding': 'br, gzip'})
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString('utf8')).toBe(SMALL)
    const image = await get(server, '/assets/photo-abc123.png', {'accept-encoding': 'br, gzip'})
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.body.equals(IMAGE)).toBe(true)
  })

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const head = await get(server, '/assets/index-abc123.js', {'accept-encoding': 'br'}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.body.length).toBe(0)
  })

  it('compresses a file again once it changes', async () => {
    const changed = `${SCRIPT}\nexport const changed = true;`
    // A different size, so the change is seen whatever the file system's time resolution.
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), changed)
    const answer = await get(server, '/assets/index-abc123.js', {'accept-encoding': 'br'})
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(changed)
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT)
  })
})

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, honours q=0 and *, and compresses text only', () => {
    expect(chooseEncoding('gzip, deflate, br', 'text/javascript; charset=utf-8')).toBe('br')
    expect(chooseEncoding('gzip', 'text/css; charset=utf-8')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip', 'application/json; charset=utf-8')).toBe('gzip')
    expect(chooseEncoding('*', 'image/svg+xml')).toBe('br')
    expect(chooseEncoding('*, br;q=0', 'text/plain')).toBe('gzip')
    expect(chooseEncoding(undefined, 'text/javascript')).toBeUndefined()
    expect(chooseEncoding('br, gzip', 'image/png')).toBeUndefined()
    expect(chooseEncoding('br, gzip', 'font/woff2')).toBeUndefined()
  })
})
