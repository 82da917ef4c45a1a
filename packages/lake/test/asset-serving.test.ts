import {existsSync, readdirSync, writeFileSync} from 'node:fs'
import {request as httpRequest} from 'node:http'
import {join} from 'node:path'
import type {SanityClient, SanityDocument} from '@sanity/client'
import sharp from 'sharp'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {
  STRIPES,
  gif,
  imageInfo,
  minimalPdf,
  near,
  pixelAt,
  pngWithAlpha,
  rotatedJpeg,
} from './helpers/asset-fixtures.js'
import {DATASET, PROJECT_ID, request, startLake, type TestLake} from './helpers/start-lake.js'

let lake: TestLake
let client: SanityClient
let png: Buffer
let stripes: SanityDocument
let photo: SanityDocument
let pdf: Buffer
let report: SanityDocument

beforeAll(async () => {
  lake = await startLake({config: {projectId: PROJECT_ID}})
  client = lake.client
  png = await pngWithAlpha()
  pdf = minimalPdf()
  stripes = await client.assets.upload('image', png, {filename: 'stripes.png'})
  photo = await client.assets.upload('image', await rotatedJpeg(), {filename: 'photo.jpg'})
  report = await client.assets.upload('file', pdf, {filename: 'report.pdf'})
})

afterAll(() => lake.stop())

/** An asset URL fetched the way a browser's <img> would: no credentials. */
async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{status: number; headers: Headers; bytes: Buffer}> {
  const response = await fetch(url, {headers})
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

async function image(query: string, headers: Record<string, string> = {}) {
  const response = await get(`${stripes.url}?${query}`, headers)
  expect(response.status).toBe(200)
  return {...response, info: await imageInfo(response.bytes)}
}

describe('serving originals', () => {
  test('the asset URL serves the uploaded bytes publicly, with CDN-style headers', async () => {
    const response = await get(stripes.url)
    expect(response.status).toBe(200)
    expect(response.bytes.equals(png)).toBe(true)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-length')).toBe(String(png.length))
    expect(response.headers.get('etag')).toBe(`"${stripes.sha1hash}"`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('a matching If-None-Match is answered with 304', async () => {
    const response = await get(stripes.url, {'if-none-match': `"${stripes.sha1hash}"`})
    expect(response.status).toBe(304)
    expect(response.bytes.length).toBe(0)
  })

  test('credentials are not looked at: an expired or forged token still gets the image', async () => {
    const response = await get(stripes.url, {authorization: 'Bearer forged-or-expired'})
    expect(response.status).toBe(200)
    const cookie = await get(stripes.url, {cookie: 'tessera_session=stale'})
    expect(cookie.status).toBe(200)
  })

  test('the asset document itself stays private', async () => {
    const response = await request(lake.url, `/v2025-02-19/data/doc/${DATASET}/${stripes._id}`, {token: null})
    expect(response.status).toBe(401)
  })

  test('a JPEG with EXIF orientation is served upright', async () => {
    const response = await get(photo.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const metadata = await sharp(response.bytes).metadata()
    expect([metadata.width, metadata.height]).toEqual([40, 60])
    expect(metadata.orientation ?? 1).toBe(1)
    // Stored left red / right blue, turned clockwise: the left edge becomes the top.
    expect(near(await pixelAt(response.bytes, 20, 5), [220, 20, 20])).toBe(true)
    expect(near(await pixelAt(response.bytes, 20, 55), [20, 20, 220])).toBe(true)
  })

  test('a vanity file name after the asset name is accepted', async () => {
    const response = await get(`${stripes.url}/my-stripes.png`)
    expect(response.status).toBe(200)
    expect(response.bytes.equals(png)).toBe(true)
  })
})

describe('image transforms', () => {
  test('w and h scale within the box (fit=clip, the default), enlarging if asked', async () => {
    expect((await image('w=32')).info).toMatchObject({width: 32, height: 24, format: 'png'})
    expect((await image('h=12')).info).toMatchObject({width: 16, height: 12})
    expect((await image('w=128&h=128')).info).toMatchObject({width: 128, height: 96})
  })

  test('fit=max never enlarges; fit=scale distorts to the exact box', async () => {
    expect((await image('w=1000&fit=max')).info).toMatchObject({width: 64, height: 48})
    expect((await image('w=32&h=32&fit=max')).info).toMatchObject({width: 32, height: 24})
    expect((await image('w=10&h=30&fit=scale')).info).toMatchObject({width: 10, height: 30})
  })

  test('fit=crop fills the box and cuts at the focus', async () => {
    const centre = await image('w=16&h=16&fit=crop')
    expect(centre.info).toMatchObject({width: 16, height: 16})
    // Scaled to 21×16 and cut from x = 3: the crop's middle shows the fifth stripe (source x 32–39).
    expect(near(await pixelAt(centre.bytes, 8, 4), STRIPES[4])).toBe(true)
    const left = await image('w=16&h=16&fit=crop&crop=left')
    expect(near(await pixelAt(left.bytes, 0, 4), STRIPES[0])).toBe(true)
    const focal = await image('w=16&h=16&fit=crop&crop=focalpoint&fp-x=1&fp-y=0')
    expect(near(await pixelAt(focal.bytes, 15, 0), STRIPES[7])).toBe(true)
  })

  test('fit=fill and fit=fillmax pad to the box with bg', async () => {
    const filled = await image('w=64&h=64&fit=fill&bg=00ff00&fm=jpg')
    expect(filled.info).toMatchObject({width: 64, height: 64, format: 'jpeg'})
    expect(near(await pixelAt(filled.bytes, 32, 2), [0, 255, 0])).toBe(true)
    const fillmax = await image('w=100&h=100&fit=fillmax&bg=ff0000ff&fm=png')
    expect(fillmax.info).toMatchObject({width: 100, height: 100})
    expect(near(await pixelAt(fillmax.bytes, 50, 2), [0, 0, 255])).toBe(true)
  })

  test('fit=min crops to the aspect ratio without exceeding the source', async () => {
    expect((await image('w=200&h=100&fit=min')).info).toMatchObject({width: 64, height: 32})
    expect((await image('w=20&h=10&fit=min')).info).toMatchObject({width: 20, height: 10})
  })

  test('rect cuts a source region first; dpr multiplies the size', async () => {
    const region = await image('rect=8,0,8,8')
    expect(region.info).toMatchObject({width: 8, height: 8})
    expect(near(await pixelAt(region.bytes, 4, 4), STRIPES[1])).toBe(true)
    expect((await image('w=16&dpr=2')).info).toMatchObject({width: 32, height: 24})
  })

  test('fm picks the format; q the quality', async () => {
    expect((await image('fm=webp')).info.format).toBe('webp')
    const jpg = await image('fm=jpg&q=90')
    expect(jpg.info.format).toBe('jpeg')
    expect(jpg.headers.get('content-type')).toBe('image/jpeg')
    const worse = await image('fm=jpg&q=10')
    expect(worse.bytes.length).toBeLessThan(jpg.bytes.length)
    expect((await image('fm=avif')).headers.get('content-type')).toBe('image/avif')
    expect((await image('fm=gif')).info.format).toBe('gif')
  })

  test('auto=format follows the Accept header and says so in Vary', async () => {
    const modern = await image('auto=format&w=32', {accept: 'image/avif,image/webp,image/apng,*/*'})
    expect(modern.info.format).toBe('webp')
    expect(modern.headers.get('content-type')).toBe('image/webp')
    expect(modern.headers.get('vary')).toContain('Accept')
    const avifOnly = await image('auto=format&w=32', {accept: 'image/avif,*/*'})
    expect(avifOnly.headers.get('content-type')).toBe('image/avif')
    const old = await image('auto=format&w=32', {accept: 'image/png,*/*'})
    expect(old.info.format).toBe('png')
  })

  test('flip, or, blur, sharp and invert change the pixels', async () => {
    const flipped = await image('flip=h')
    expect(near(await pixelAt(flipped.bytes, 0, 0), STRIPES[7])).toBe(true)
    const turned = await image('or=90')
    expect(turned.info).toMatchObject({width: 48, height: 64})
    // Turned clockwise, the first stripe runs along the top.
    expect(near(await pixelAt(turned.bytes, 24, 0), STRIPES[0])).toBe(true)
    const inverted = await image('invert=true')
    expect(
      near(
        await pixelAt(inverted.bytes, 0, 0),
        STRIPES[0].map((c) => 255 - c),
      ),
    ).toBe(true)
    expect((await image('blur=50')).info).toMatchObject({width: 64, height: 48})
    expect((await image('sharp=80')).info).toMatchObject({width: 64, height: 48})
  })

  test('the rotated JPEG is transformed upright', async () => {
    const response = await get(`${photo.url}?w=20`)
    expect(await imageInfo(response.bytes)).toMatchObject({width: 20, height: 30, format: 'jpeg'})
  })

  test('a GIF can be turned into a JPEG thumbnail', async () => {
    const uploaded = await client.assets.upload('image', await gif())
    const response = await get(`${uploaded.url}?h=10&fm=jpg`)
    expect(await imageInfo(response.bytes)).toMatchObject({width: 15, height: 10, format: 'jpeg'})
  })

  test('an SVG is served as it is, with scripts sandboxed, and rasterised when transformed', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="#1f8f3f"/></svg>',
    )
    const uploaded = await client.assets.upload('image', svg, {filename: 'logo.svg'})
    const original = await get(uploaded.url)
    expect(original.headers.get('content-type')).toBe('image/svg+xml')
    expect(original.headers.get('content-security-policy')).toContain('sandbox')
    expect(original.bytes.equals(svg)).toBe(true)
    const raster = await get(`${uploaded.url}?w=300`)
    expect(await imageInfo(raster.bytes)).toMatchObject({width: 300, height: 200, format: 'png'})
    expect(near(await pixelAt(raster.bytes, 150, 100), [31, 143, 63], 4)).toBe(true)
  })

  test('invalid parameter values are a 400; unknown parameters are ignored', async () => {
    for (const query of ['fit=squash', 'w=0', 'w=99999', 'fm=bmp', 'rect=1,2,3', 'q=101', 'dpr=9', 'or=45']) {
      const response = await get(`${stripes.url}?${query}`)
      expect(response.status, query).toBe(400)
    }
    expect((await get(`${stripes.url}?utm_source=newsletter`)).status).toBe(200)
  })

  test('transforms are cached on disk and served from there the second time', async () => {
    const cacheDir = join(lake.dir, 'assets', DATASET, 'cache')
    const before = existsSync(cacheDir) ? readdirSync(cacheDir) : []
    const first = await image('w=24&fm=png&q=77')
    expect(first.headers.get('x-lake-cache')).toBe('miss')
    const added = readdirSync(cacheDir).filter((name) => !before.includes(name))
    expect(added).toHaveLength(1)
    expect(added[0]).toMatch(/^[a-f0-9]{40}\.png$/)

    // Parameter order does not matter, and `dl` is not part of the key.
    const second = await image('q=77&fm=png&w=24&dl=')
    expect(second.headers.get('x-lake-cache')).toBe('hit')
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    // Proof that it came from the file: replace the cached file and ask again.
    const marker = await sharp({create: {width: 7, height: 7, channels: 3, background: '#123456'}})
      .png()
      .toBuffer()
    writeFileSync(join(cacheDir, added[0]), marker)
    expect((await image('w=24&fm=png&q=77')).info).toMatchObject({width: 7, height: 7})
  })

  test('dl downloads under the original or the given name', async () => {
    const original = await get(`${stripes.url}?dl`)
    expect(original.headers.get('content-disposition')).toBe(
      `attachment; filename="stripes.png"; filename*=UTF-8''stripes.png`,
    )
    const named = await get(`${stripes.url}?w=10&dl=${encodeURIComponent('Stripes für dich.png')}`)
    expect(named.headers.get('content-disposition')).toBe(
      `attachment; filename="Stripes f_r dich.png"; filename*=UTF-8''Stripes%20f%C3%BCr%20dich.png`,
    )
  })
})

describe('serving files', () => {
  test('a file is served with its type and length', async () => {
    const response = await get(report.url)
    expect(response.status).toBe(200)
    expect(response.bytes.equals(pdf)).toBe(true)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-length')).toBe(String(pdf.length))
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('etag')).toBe(`"${report.sha1hash}"`)
    expect(response.headers.get('content-disposition')).toBeNull()
  })

  test('range requests get 206 with the requested bytes', async () => {
    const head = await get(report.url, {range: 'bytes=0-9'})
    expect(head.status).toBe(206)
    expect(head.headers.get('content-range')).toBe(`bytes 0-9/${pdf.length}`)
    expect(head.headers.get('content-length')).toBe('10')
    expect(head.bytes.toString('latin1')).toBe(pdf.subarray(0, 10).toString('latin1'))

    const tail = await get(report.url, {range: 'bytes=-6'})
    expect(tail.status).toBe(206)
    expect(tail.bytes.toString('latin1')).toBe('%%EOF\n')

    const rest = await get(report.url, {range: `bytes=${pdf.length - 3}-`})
    expect(rest.headers.get('content-range')).toBe(`bytes ${pdf.length - 3}-${pdf.length - 1}/${pdf.length}`)
    expect(rest.bytes.length).toBe(3)
  })

  test('an unsatisfiable range is a 416; a malformed one gets the whole file', async () => {
    const beyond = await get(report.url, {range: `bytes=${pdf.length}-`})
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${pdf.length}`)
    const malformed = await get(report.url, {range: 'pages=1-2'})
    expect(malformed.status).toBe(200)
    expect(malformed.bytes.length).toBe(pdf.length)
  })

  test('dl makes it a download under the original or the given name', async () => {
    const original = await get(`${report.url}?dl=`)
    expect(original.headers.get('content-disposition')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    )
    const named = await get(`${report.url}?dl=annual.pdf`)
    expect(named.headers.get('content-disposition')).toContain('filename="annual.pdf"')
  })

  test('an uploaded HTML file cannot act as a page of the lake', async () => {
    const page = await client.assets.upload('file', Buffer.from('<script>alert(1)</script>'), {
      filename: 'page.html',
    })
    const response = await get(page.url)
    expect(response.headers.get('content-type')).toBe('text/html')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})

describe('what is not served', () => {
  /** A request with the path exactly as written: fetch would normalise `..` away before sending. */
  function rawGet(path: string): Promise<number> {
    const {hostname, port} = new URL(lake.url)
    return new Promise((resolve, reject) => {
      const req = httpRequest({hostname, port, path, method: 'GET'}, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })
  }

  test('paths that try to leave the asset store are 404', async () => {
    const pngName = new URL(stripes.url).pathname.split('/').pop()!
    const attempts = [
      `/images/${PROJECT_ID}/${DATASET}/..%2f..%2flake.db`,
      `/images/${PROJECT_ID}/${DATASET}/%2e%2e`,
      `/images/${PROJECT_ID}/%2e%2e/lake.db`,
      `/files/${PROJECT_ID}/${DATASET}/..%2F..%2F..%2F..%2Fetc%2Fpasswd`,
      `/files/${PROJECT_ID}/${DATASET}/%2Fetc%2Fpasswd`,
      `/files/${PROJECT_ID}/${DATASET}//etc/passwd`,
      `/images/${PROJECT_ID}/${DATASET}/${pngName}%00.png`,
      `/images/${PROJECT_ID}/${DATASET}/..%5c..%5clake.db`,
      `/images/${PROJECT_ID}/${DATASET}/../../lake.db`,
      `/files/${PROJECT_ID}/${DATASET}/../../../lake.db`,
      `/images/${PROJECT_ID}/../../lake.db`,
      `/files/${PROJECT_ID}/${DATASET}/${report.sha1hash}.pdf/../../../../lake.db`,
    ]
    for (const path of attempts) expect(await rawGet(path), path).toBe(404)
  })

  test('an unknown project, dataset or file is 404', async () => {
    const path = new URL(stripes.url).pathname
    expect(await rawGet(path.replace(`/${PROJECT_ID}/`, '/other-project/'))).toBe(404)
    expect(await rawGet(path.replace(`/${DATASET}/`, '/nowhere/'))).toBe(404)
    expect(await rawGet(path.replace('-64x48.png', '-64x49.png'))).toBe(404)
    expect(await rawGet(path.replace('-64x48.png', '-64x48.jpg'))).toBe(404)
    expect(await rawGet(`/files/${PROJECT_ID}/${DATASET}/${'0'.repeat(40)}.pdf`)).toBe(404)
    // An image's bytes are not reachable as a file, nor the reverse.
    expect(await rawGet(path.replace('/images/', '/files/'))).toBe(404)
  })
})
