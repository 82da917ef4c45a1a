import {mkdtempSync, readdirSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import sharp from 'sharp'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {hashPassword, verifyPassword} from '../../src/auth/password.js'
import {createLake} from '../../src/index.js'
import {imageInfo, pngWithAlpha} from '../helpers/asset-fixtures.js'
import {PASSWORD, addUser, postSignIn} from '../helpers/sign-in.js'
import {DATASET, PROJECT_ID, startLake, type TestLake} from '../helpers/start-lake.js'

/**
 * Issue 12, item 7: image transforms are public, so anyone could make the lake render 8192² images with
 * a blur of 2000, keep every parameter combination on disk forever and starve sign-in of threads.
 */

const CACHE_MAX_BYTES = 1024 * 1024
const MAX_QUEUED = 3

let lake: TestLake
/** A 64×48 PNG for the cache key tests. */
let stripesUrl: string
/** 64×48 of one colour: every encoder is quick on it, so budget tests stay fast at any size. */
let flatUrl: string
/** 800×800 pixels of seeded noise: expensive to blur and encode, and it does not compress. */
let noiseUrl: string

beforeAll(async () => {
  lake = await startLake({
    config: {
      projectId: PROJECT_ID,
      imageTransforms: {renderConcurrency: 1, maxQueuedRenders: MAX_QUEUED, cacheMaxBytes: CACHE_MAX_BYTES},
    },
  })
  await addUser(lake.lake, {email: 'ada@example.com', roles: ['editor']})
  stripesUrl = (await lake.client.assets.upload('image', await pngWithAlpha(), {filename: 'stripes.png'})).url
  const flat = await sharp({create: {width: 64, height: 48, channels: 3, background: '#3060a0'}})
    .png()
    .toBuffer()
  flatUrl = (await lake.client.assets.upload('image', flat, {filename: 'flat.png'})).url
  noiseUrl = (await lake.client.assets.upload('image', await noisePng(800, 7), {filename: 'noise.png'})).url
})

afterAll(() => lake.stop())

/** Seeded pseudo-random RGB pixels as a PNG. */
async function noisePng(size: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3)
  let state = seed
  for (let at = 0; at < pixels.length; at++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    pixels[at] = state >>> 24
  }
  return sharp(pixels, {raw: {width: size, height: size, channels: 3}})
    .png()
    .toBuffer()
}

/** An image URL fetched as a browser's <img> would: no credentials. */
async function get(url: string, headers: Record<string, string> = {}) {
  const started = performance.now()
  const response = await fetch(url, {headers})
  const bytes = Buffer.from(await response.arrayBuffer())
  return {status: response.status, headers: response.headers, bytes, ms: performance.now() - started}
}

async function expectLakeAnswersQuickly(): Promise<void> {
  const started = performance.now()
  expect(await lake.client.fetch('count(*[_type == "sanity.imageAsset"])')).toBeGreaterThan(0)
  expect(performance.now() - started).toBeLessThan(1000)
}

function cacheDir(): string {
  return join(lake.dir, 'assets', DATASET, 'cache')
}

function cacheFiles(): {name: string; bytes: number}[] {
  return readdirSync(cacheDir())
    .filter((name) => !name.endsWith('.part'))
    .map((name) => ({name, bytes: statSync(join(cacheDir(), name)).size}))
}

describe('the rendered-pixel budget', () => {
  test('an 8192×8192 request renders at most 16 MP, keeping its proportions', async () => {
    const square = await get(`${flatUrl}?w=8192&h=8192&fit=scale&fm=jpg`)
    expect(square.status).toBe(200)
    const info = await imageInfo(square.bytes)
    expect(info.width * info.height).toBeLessThanOrEqual(16_000_000)
    expect(info.width).toBe(info.height)
    expect(info.width).toBeGreaterThan(3900)

    const wide = await imageInfo((await get(`${flatUrl}?w=8192&h=4096&fit=crop&fm=jpg`)).bytes)
    expect(wide.width * wide.height).toBeLessThanOrEqual(16_000_000)
    expect(wide.width / wide.height).toBeCloseTo(2, 2)
    await expectLakeAnswersQuickly()
  })

  test('AVIF and GIF, the slow encoders, get at most 4 MP', async () => {
    for (const format of ['avif', 'gif']) {
      const response = await get(`${flatUrl}?w=8192&h=8192&fit=scale&fm=${format}`)
      expect(response.status, format).toBe(200)
      const info = await imageInfo(response.bytes)
      expect(info.width * info.height, format).toBeLessThanOrEqual(4_000_000)
    }
    await expectLakeAnswersQuickly()
  })

  test('a blur of 2000 on the largest output costs about as much as a small blur', async () => {
    const blurred = await get(`${noiseUrl}?w=4000&h=4000&fit=scale&blur=2000&fm=jpg`)
    expect(blurred.status).toBe(200)
    expect(await imageInfo(blurred.bytes)).toMatchObject({width: 4000, height: 4000})
    // Before: a Gaussian of sigma 200 over 16 MP, several seconds of a libuv thread per request.
    expect(blurred.ms).toBeLessThan(5000)
    await expectLakeAnswersQuickly()
  })

  test('out-of-range parameters are a 400 that says the range', async () => {
    const cases: [string, string][] = [
      ['blur=2001', 'Invalid "blur" value "2001": use a whole number from 0 to 2000'],
      ['sharp=101', 'Invalid "sharp" value "101": use a whole number from 0 to 100'],
      ['q=101', 'Invalid "q" value "101": use a whole number from 0 to 100'],
      ['w=8193', 'Invalid "w" value "8193": use a whole number from 1 to 8192'],
      ['h=-1', 'Invalid "h" value "-1": use a whole number from 1 to 8192'],
      ['dpr=4', 'Invalid "dpr" value "4": use a number from 1 to 3'],
      ['w=1e3', 'Invalid "w" value "1e3": use a whole number from 1 to 8192'],
    ]
    for (const [query, message] of cases) {
      const response = await fetch(`${stripesUrl}?${query}`)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as {message: string}).message, query).toBe(message)
    }
    await expectLakeAnswersQuickly()
  })
})

describe('the transform cache', () => {
  test('parameters that produce the same image share one cache entry', async () => {
    const groups = [
      // Order, defaults spelled out, dpr, a background nothing shows, a quality PNG ignores.
      [
        'w=32&fm=png',
        'fm=png&w=32',
        'w=32&fm=png&fit=clip&crop=center',
        'w=16&dpr=2&fm=png',
        'w=32&h=24&fm=png',
      ],
      [
        'w=20&fm=png&bg=ff0000',
        'w=20&fm=png&q=10',
        'w=20&fm=png&rect=0,0,64,48',
        'w=20&fm=png&rect=0,0,999,999',
      ],
      // Aliases and orientations: jpeg is jpg, flip=hv is or=180, a turn and flip compose.
      ['fm=jpg&flip=hv', 'fm=jpeg&or=180', 'fm=jpg&or=180&q=75'],
      ['fm=jpg&or=90&flip=h', 'fm=jpg&or=270&flip=v'],
      // Quality 0 and 1 are the same encoder setting; blur 1 to 3 the smallest Gaussian.
      ['fm=webp&q=0', 'fm=webp&q=1'],
      ['fm=png&blur=1', 'fm=png&blur=3'],
      // A resize to the source's own size is no resize.
      ['fm=png&w=64', 'fm=png&h=48', 'fm=png&w=64&h=48&fit=scale'],
    ]
    for (const group of groups) {
      const before = cacheFiles().length
      const statuses = []
      for (const query of group) {
        const response = await get(`${stripesUrl}?${query}`)
        expect(response.status, query).toBe(200)
        statuses.push(response.headers.get('x-lake-cache'))
      }
      expect(statuses, group.join(' | ')).toEqual(['miss', ...group.slice(1).map(() => 'hit')])
      expect(cacheFiles().length, group.join(' | ')).toBe(before + 1)
    }
  })

  test('the cache stays under its byte limit, removing the least recently used renders', async () => {
    // Noise does not compress: each 300×300 PNG is about 270 kB, so four of them fill the 1 MiB cache.
    const url = (width: number) => `${noiseUrl}?w=${width}&h=300&fit=crop&fm=png`
    expect((await get(url(300))).headers.get('x-lake-cache')).toBe('miss')
    expect((await get(url(301))).headers.get('x-lake-cache')).toBe('miss')
    for (let width = 302; width < 312; width++) {
      // The first render stays in use; the second is never asked for again.
      expect((await get(url(300))).headers.get('x-lake-cache')).toBe('hit')
      expect((await get(url(width))).status).toBe(200)
    }
    await expect
      .poll(() => cacheFiles().reduce((sum, file) => sum + file.bytes, 0))
      .toBeLessThanOrEqual(CACHE_MAX_BYTES)
    expect((await get(url(300))).headers.get('x-lake-cache')).toBe('hit')
    expect((await get(url(301))).headers.get('x-lake-cache')).toBe('miss')
    await expectLakeAnswersQuickly()
  })

  test('a render larger than the whole cache is sent, then not kept', async () => {
    const response = await get(`${noiseUrl}?w=1200&h=1200&fit=scale&fm=png&sharp=100`)
    expect(response.status).toBe(200)
    expect(response.bytes.length).toBeGreaterThan(CACHE_MAX_BYTES)
    await expect
      .poll(() => cacheFiles().reduce((sum, file) => sum + file.bytes, 0))
      .toBeLessThanOrEqual(CACHE_MAX_BYTES)
  })
})

describe('the render queue', () => {
  test('expensive renders in parallel leave sign-in fast; past the queue they get 503 with Retry-After', async () => {
    const stored = await hashPassword(PASSWORD)
    // Ten distinct costly renders (no two share a cache entry or a render), all at once.
    const renders = Array.from({length: 10}, (_, index) =>
      get(`${noiseUrl}?w=4000&h=4000&fit=scale&blur=${1000 + index}&fm=jpg`),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    // Sign-in over HTTP, and the scrypt check it runs on libuv's pool, called while the renders run.
    // Before: sign-in waited for a libuv thread behind every render (6.4 s here with eight renders).
    let started = performance.now()
    const signIn = await postSignIn(lake.url, {email: 'ada@example.com', password: PASSWORD})
    const signInMs = performance.now() - started
    expect(signIn.status).toBeLessThan(400)
    expect(signInMs, `sign-in took ${Math.round(signInMs)} ms`).toBeLessThan(1500)
    started = performance.now()
    expect(await verifyPassword(PASSWORD, stored)).toBe(true)
    const scryptMs = performance.now() - started
    expect(scryptMs, `scrypt took ${Math.round(scryptMs)} ms`).toBeLessThan(1000)

    const responses = await Promise.all(renders)
    const refused = responses.filter((response) => response.status === 503)
    const rendered = responses.filter((response) => response.status === 200)
    // One rendering and MAX_QUEUED waiting; the rest are turned away at once.
    expect(rendered).toHaveLength(1 + MAX_QUEUED)
    expect(refused).toHaveLength(10 - 1 - MAX_QUEUED)
    for (const response of refused) {
      expect(response.headers.get('retry-after')).toBe('2')
      expect(JSON.parse(response.bytes.toString()).message).toBe(
        'Too many images are being rendered; try again in a moment',
      )
    }
    await expectLakeAnswersQuickly()
  })

  test('requests for the same render wait for one render and take one queue place', async () => {
    const query = `${noiseUrl}?w=2000&h=2000&fit=scale&fm=jpg&q=61`
    const responses = await Promise.all(Array.from({length: 8}, () => get(query)))
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200))
    await expectLakeAnswersQuickly()
  })
})

describe('what held up stays held', () => {
  test('asset names that try to leave the asset store are 404, before the file system', async () => {
    const base = stripesUrl.slice(0, stripesUrl.lastIndexOf('/'))
    for (const name of ['..%2F..%2Flake.db', '..%2Fcache', '%2Fetc%2Fpasswd', 'x.png%00.png']) {
      expect((await fetch(`${base}/${name}?w=10`)).status, name).toBe(404)
    }
    await expectLakeAnswersQuickly()
  })

  test('an SVG stays sandboxed and renders within the budget at any requested size', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><script>alert(1)</script><rect width="30" height="20" fill="#1f8f3f"/></svg>',
    )
    const uploaded = await lake.client.assets.upload('image', svg, {filename: 'logo.svg'})
    const original = await get(uploaded.url)
    expect(original.headers.get('content-security-policy')).toContain('sandbox')
    const raster = await get(`${uploaded.url}?w=8192&h=8192&fit=scale`)
    expect(raster.status).toBe(200)
    const info = await imageInfo(raster.bytes)
    expect(info.width * info.height).toBeLessThanOrEqual(16_000_000)
    await expectLakeAnswersQuickly()
  })
})

test('an invalid transform limit in the config fails the start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-lake-'))
  try {
    expect(() => createLake({dir, config: {imageTransforms: {cacheMaxBytes: -1}}})).toThrow(
      'imageTransforms.cacheMaxBytes must be a positive number, not -1',
    )
  } finally {
    rmSync(dir, {recursive: true, force: true})
  }
})
