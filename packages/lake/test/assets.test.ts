import {existsSync, readdirSync} from 'node:fs'
import {join} from 'node:path'
import type {SanityClient, SanityDocument} from '@sanity/client'
import {isBlurhashValid} from 'blurhash'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {gif, minimalPdf, near, pngWithAlpha, rotatedJpeg, sha1} from './helpers/asset-fixtures.js'
import {clientError} from './helpers/client-error.js'
import {
  DATASET,
  PROJECT_ID,
  lakeClient,
  request,
  startLake,
  tokenForUrl,
  type TestLake,
} from './helpers/start-lake.js'

const SWATCHES = ['darkMuted', 'lightVibrant', 'darkVibrant', 'vibrant', 'dominant', 'lightMuted', 'muted']

let lake: TestLake
let client: SanityClient
let png: Buffer
let jpeg: Buffer

beforeAll(async () => {
  lake = await startLake({config: {projectId: PROJECT_ID}})
  client = lake.client
  png = await pngWithAlpha()
  jpeg = await rotatedJpeg()
})

afterAll(() => lake.stop())

async function assetCount(type: string, c = client): Promise<number> {
  return c.fetch<number>('count(*[_type == $type])', {type})
}

/** POSTs raw bytes to an upload endpoint, for what the client does not let a caller choose. */
async function rawUpload(
  kind: 'images' | 'files',
  body: Uint8Array,
  headers: Record<string, string> = {},
  query = '',
): Promise<{status: number; message: string}> {
  const response = await fetch(`${lake.url}/v2025-02-19/assets/${kind}/${DATASET}${query}`, {
    method: 'POST',
    body,
    headers: {authorization: `Bearer ${tokenForUrl(lake.url)}`, ...headers},
  })
  const {message} = (await response.json()) as {message: string}
  return {status: response.status, message}
}

describe('image uploads', () => {
  let document: SanityDocument

  beforeAll(async () => {
    document = await client.assets.upload('image', png, {
      filename: 'stripes.png',
      label: 'Stripes',
      title: 'Colour stripes',
      description: 'Eight stripes and a transparent band',
      creditLine: 'Test suite',
      source: {name: 'generator', id: 'stripes-1', url: 'https://example.com/stripes'},
    })
  })

  test('stores a sanity.imageAsset document with the system and descriptive fields', async () => {
    const hash = sha1(png)
    const file = `${hash}-64x48.png`
    expect(document).toMatchObject({
      _id: `image-${hash}-64x48-png`,
      _type: 'sanity.imageAsset',
      assetId: hash,
      sha1hash: hash,
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      originalFilename: 'stripes.png',
      path: `images/${PROJECT_ID}/${DATASET}/${file}`,
      url: `${lake.url}/images/${PROJECT_ID}/${DATASET}/${file}`,
      label: 'Stripes',
      title: 'Colour stripes',
      description: 'Eight stripes and a transparent band',
      creditLine: 'Test suite',
      source: {name: 'generator', id: 'stripes-1', url: 'https://example.com/stripes'},
    })
    expect(document.uploadId).toEqual(expect.any(String))
    expect(document._rev).toEqual(expect.any(String))
    expect(await client.getDocument(document._id)).toEqual(document)
  })

  test('extracts dimensions, alpha, lqip, blurHash and the seven palette swatches', () => {
    const metadata = document.metadata
    expect(metadata.dimensions).toEqual({
      _type: 'sanity.imageDimensions',
      width: 64,
      height: 48,
      aspectRatio: 64 / 48,
    })
    expect(metadata.hasAlpha).toBe(true)
    expect(metadata.isOpaque).toBe(false)
    expect(metadata.lqip).toMatch(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/)
    expect(isBlurhashValid(metadata.blurHash).result).toBe(true)
    expect(Object.keys(metadata.palette).sort()).toEqual(['_type', ...SWATCHES].sort())
    for (const name of SWATCHES) {
      expect(metadata.palette[name]).toEqual({
        _type: 'sanity.imagePaletteSwatch',
        background: expect.stringMatching(/^#[0-9a-f]{6}$/),
        foreground: expect.stringMatching(/^#(fff|000)$/),
        population: expect.any(Number),
        title: expect.stringMatching(/^#(fff|000)$/),
      })
    }
    // Stripes are equal in size, so the dominant colour holds about an eighth of the counted pixels.
    expect(metadata.palette.dominant.population).toBeGreaterThan(5)
    expect(metadata.palette.dominant.population).toBeLessThanOrEqual(100)
    expect(metadata).not.toHaveProperty('exif')
    expect(metadata).not.toHaveProperty('location')
  })

  test('stores the bytes content-addressed under the lake directory', () => {
    const path = join(lake.dir, 'assets', DATASET, 'images', `${sha1(png)}-64x48.png`)
    expect(existsSync(path)).toBe(true)
    // Written beside its final name and renamed: no partial file stays behind.
    expect(
      readdirSync(join(lake.dir, 'assets', DATASET, 'images')).filter((f) => f.endsWith('.part')),
    ).toEqual([])
  })

  test('the same bytes again return the existing document unchanged', async () => {
    const before = await assetCount('sanity.imageAsset')
    const again = await client.assets.upload('image', png, {filename: 'other-name.png', label: 'Other'})
    expect(again).toEqual(document)
    expect(await assetCount('sanity.imageAsset')).toBe(before)
  })

  test('a JPEG with EXIF orientation 6 gets its upright dimensions', async () => {
    const uploaded = await client.assets.upload('image', jpeg, {filename: 'photo.jpg'})
    expect(uploaded._id).toBe(`image-${sha1(jpeg)}-40x60-jpg`)
    expect(uploaded).toMatchObject({extension: 'jpg', mimeType: 'image/jpeg', size: jpeg.length})
    expect(uploaded.metadata.dimensions).toMatchObject({width: 40, height: 60, aspectRatio: 40 / 60})
    expect(uploaded.metadata).toMatchObject({hasAlpha: false, isOpaque: true})
    expect(uploaded.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)
    // EXIF and location only when asked for.
    expect(uploaded.metadata).not.toHaveProperty('exif')
    expect(uploaded.metadata).not.toHaveProperty('image')
    expect(uploaded.metadata).not.toHaveProperty('location')
    expect(uploaded.metadata).not.toHaveProperty('thumbHash')
  })

  test('EXIF, image tags, location and thumbHash are extracted when asked for, and only then', async () => {
    const photos = lake.clientFor({dataset: 'photos'})
    const uploaded = await photos.assets.upload('image', jpeg, {
      filename: 'photo.jpg',
      extract: ['exif', 'image', 'location', 'thumbhash'],
    })
    const metadata = uploaded.metadata as typeof uploaded.metadata & {
      location?: {_type: string; lat: number; lng: number; alt?: number}
    }
    expect(metadata.exif).toEqual(
      expect.objectContaining({_type: 'sanity.imageExifMetadata', ExposureTime: 0.01, FNumber: 2.8}),
    )
    expect(metadata.image).toEqual(
      expect.objectContaining({_type: 'sanity.imageExifTags', Make: 'TestCam', Model: 'Lake One'}),
    )
    expect(metadata.location?._type).toBe('geopoint')
    expect(metadata.location?.lat).toBeCloseTo(59 + 54 / 60 + 30 / 3600, 5)
    expect(metadata.location?.lng).toBeCloseTo(10.75, 5)
    expect(metadata.location?.alt).toBe(120)
    expect(Buffer.from(metadata.thumbHash!, 'base64').length).toBeGreaterThan(5)
    // Asking for a list replaces the defaults: no lqip, blurHash or palette this time.
    expect(metadata).not.toHaveProperty('lqip')
    expect(metadata).not.toHaveProperty('blurHash')
    expect(metadata).not.toHaveProperty('palette')
    expect(metadata.dimensions).toMatchObject({width: 40, height: 60})
  })

  test('extract: [] keeps only the metadata that is always there', async () => {
    const bare = lake.clientFor({dataset: 'bare'})
    const uploaded = await bare.assets.upload('image', png, {extract: []})
    expect(Object.keys(uploaded.metadata).sort()).toEqual(['_type', 'dimensions', 'hasAlpha', 'isOpaque'])
  })

  test('a GIF is accepted as an image', async () => {
    const bytes = await gif()
    const uploaded = await client.assets.upload('image', bytes, {filename: 'anim.gif'})
    expect(uploaded).toMatchObject({
      _id: `image-${sha1(bytes)}-30x20-gif`,
      extension: 'gif',
      mimeType: 'image/gif',
    })
    // One colour: the quantiser's 5-bit bins shift it slightly.
    const dominant = uploaded.metadata.palette!.dominant!.background
    const rgb = [1, 3, 5].map((at) => parseInt(dominant.slice(at, at + 2), 16))
    expect(near(rgb, [40, 90, 200], 12)).toBe(true)
  })
})

describe('vector images', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="#1f8f3f"/></svg>',
  )

  test('an SVG is an image with the dimensions it declares', async () => {
    const uploaded = await client.assets.upload('image', svg, {filename: 'logo.svg'})
    expect(uploaded).toMatchObject({
      _id: `image-${sha1(svg)}-30x20-svg`,
      extension: 'svg',
      mimeType: 'image/svg+xml',
    })
    expect(uploaded.metadata.dimensions).toMatchObject({width: 30, height: 20})
  })
})

describe('file uploads', () => {
  test('a PDF becomes a sanity.fileAsset document without image metadata', async () => {
    const pdf = minimalPdf()
    const hash = sha1(pdf)
    const uploaded = await client.assets.upload('file', pdf, {filename: 'report.pdf', title: 'Report'})
    expect(uploaded).toMatchObject({
      _id: `file-${hash}-pdf`,
      _type: 'sanity.fileAsset',
      assetId: hash,
      sha1hash: hash,
      extension: 'pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      originalFilename: 'report.pdf',
      title: 'Report',
      path: `files/${PROJECT_ID}/${DATASET}/${hash}.pdf`,
      url: `${lake.url}/files/${PROJECT_ID}/${DATASET}/${hash}.pdf`,
    })
    expect(uploaded).not.toHaveProperty('metadata')
  })

  test('any type is accepted; the declared Content-Type wins over the file name', async () => {
    const bytes = Buffer.from('name,count\na,1\n')
    const uploaded = await client.assets.upload('file', bytes, {
      filename: 'data.txt',
      contentType: 'text/csv',
    })
    expect(uploaded).toMatchObject({mimeType: 'text/csv', extension: 'txt'})
  })

  test('without a name or type the format is recognised from the bytes', async () => {
    const bytes = Buffer.concat([minimalPdf(), Buffer.from('% unnamed\n')])
    const uploaded = await client.assets.upload('file', bytes)
    expect(uploaded).toMatchObject({mimeType: 'application/pdf', extension: 'pdf'})
    expect(uploaded).not.toHaveProperty('originalFilename')
  })

  test('the same bytes as a file and as an image are separate assets', async () => {
    const asFile = await client.assets.upload('file', png, {filename: 'stripes.png'})
    expect(asFile._id).toBe(`file-${sha1(png)}-png`)
    expect(asFile._type).toBe('sanity.fileAsset')
  })
})

describe('refused uploads', () => {
  test('a Content-Type that is not an image is refused on the images endpoint with 415', async () => {
    const before = await assetCount('sanity.imageAsset')
    const error = await clientError(
      client.assets.upload('image', minimalPdf(), {contentType: 'application/pdf'}),
      415,
    )
    expect(error.message).toContain('is not an image')
    expect(await assetCount('sanity.imageAsset')).toBe(before)
  })

  test('bytes that are not an image are refused with 415', async () => {
    const error = await clientError(client.assets.upload('image', minimalPdf(), {filename: 'x.png'}), 415)
    expect(error.message).toContain('not an image in a supported format')
    const response = await rawUpload('images', Buffer.from('hello, not an image'), {
      'content-type': 'image/png',
    })
    expect(response.status).toBe(415)
  })

  test('an empty upload is a 400', async () => {
    const response = await rawUpload('files', new Uint8Array())
    expect(response.status).toBe(400)
    expect(response.message).toContain('empty')
  })

  test('an unknown metadata kind is a 400', async () => {
    const response = await rawUpload('images', png, {'content-type': 'image/png'}, '?meta=colours')
    expect(response.status).toBe(400)
    expect(response.message).toContain('"colours"')
  })

  test('uploads need credentials', async () => {
    const anonymous = lakeClient(lake.url, {token: null})
    await clientError(anonymous.assets.upload('file', Buffer.from('secret')), 401)
  })

  test('a viewer cannot upload: 403, and neither a document nor a file is stored', async () => {
    const {token} = lake.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label: 'viewer'})
    const viewer = lakeClient(lake.url, {token})
    const bytes = Buffer.from('a viewer tried this')
    await clientError(viewer.assets.upload('file', bytes, {filename: 'sneaky.txt'}), 403)
    expect(await client.getDocument(`file-${sha1(bytes)}-txt`)).toBeUndefined()
    expect(existsSync(join(lake.dir, 'assets', DATASET, 'files', `${sha1(bytes)}.txt`))).toBe(false)
    expect(
      readdirSync(join(lake.dir, 'assets', DATASET, 'files')).filter((f) => f.endsWith('.part')),
    ).toEqual([])
    // Bytes that exist already come back as the existing document, which a viewer may read.
    expect((await viewer.assets.upload('image', png))._id).toBe(`image-${sha1(png)}-64x48-png`)
  })

  test('an invalid dataset name is a 400', async () => {
    const response = await request(lake.url, '/v2025-02-19/assets/files/Bad..Name', {
      method: 'POST',
      rawBody: 'bytes',
    })
    expect(response.status).toBe(400)
  })
})

describe('upload size limit', () => {
  let small: TestLake

  beforeAll(async () => {
    small = await startLake({config: {projectId: PROJECT_ID}, limits: {maxUploadBytes: 4_000}})
  })

  afterAll(() => small.stop())

  test('an upload over maxUploadBytes is refused with 413 and stores nothing', async () => {
    const big = Buffer.alloc(8 * 1024 * 1024, 7)
    const error = await clientError(small.client.assets.upload('file', big, {filename: 'big.bin'}), 413)
    expect(error.message).toContain('4000 bytes')
    expect(await assetCount('sanity.fileAsset', small.client)).toBe(0)
    expect(existsSync(join(small.dir, 'assets', DATASET, 'files'))).toBe(false)
  })

  test('an image over maxImagePixels is refused with 413', async () => {
    const tiny = await startLake({limits: {maxImagePixels: 1_000}})
    try {
      const error = await clientError(tiny.client.assets.upload('image', png), 413)
      expect(error.message).toContain('3072 pixels')
    } finally {
      await tiny.stop()
    }
  })

  test('the JSON body limit does not apply to uploads', async () => {
    const withinUploadLimit = Buffer.alloc(3_000, 1)
    const uploaded = await small.client.assets.upload('file', withinUploadLimit)
    expect(uploaded.size).toBe(3_000)
  })
})

describe('deleting assets', () => {
  test('an asset a document references cannot be deleted; an unreferenced one can', async () => {
    const bytes = await gif()
    const image = await lake.clientFor({dataset: 'refs'}).assets.upload('image', bytes, {filename: 'a.gif'})
    const refs = lake.clientFor({dataset: 'refs'})
    await refs.create({
      _id: 'post-with-image',
      _type: 'post',
      image: {_type: 'image', asset: {_type: 'reference', _ref: image._id}},
    })

    const error = await clientError(refs.delete(image._id), 409)
    expect(error.message).toContain(`Document "${image._id}" cannot be deleted`)
    expect(error.message).toContain('"post-with-image"')
    expect((await request(lake.url, new URL(image.url).pathname, {token: null})).status).toBe(200)

    await refs.delete('post-with-image')
    await refs.delete(image._id)
    expect(await refs.getDocument(image._id)).toBeUndefined()
    // The URL goes away with the document; the bytes stay on disk, so uploading them again is enough.
    expect((await request(lake.url, new URL(image.url).pathname, {token: null})).status).toBe(404)
    const again = await refs.assets.upload('image', bytes, {filename: 'a.gif'})
    expect(again._id).toBe(image._id)
    expect((await request(lake.url, new URL(again.url).pathname, {token: null})).status).toBe(200)
  })
})
