import {readdirSync, rmSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {createLake} from '../src/index.js'
import {imageInfo, pngWithAlpha, sha1} from './helpers/asset-fixtures.js'
import {clientError} from './helpers/client-error.js'
import {startS3, type TestS3} from './helpers/s3-server.js'
import {DATASET, PROJECT_ID, lakeClient, startLake, type TestLake} from './helpers/start-lake.js'

// Asset originals in an S3-compatible object store (a local s3rver), on either storage.
let s3: TestS3
let bucket: string
let lake: TestLake
let png: Buffer

beforeAll(async () => {
  s3 = await startS3()
  bucket = await s3.createBucket()
  lake = await startLake({
    config: {projectId: PROJECT_ID},
    assetsS3: {url: `s3://${bucket}/lake`, endpoint: s3.endpoint, credentials: s3.credentials},
  })
  png = await pngWithAlpha()
})

afterAll(async () => {
  await lake.stop()
  await s3.stop()
})

const imageKey = (bytes: Buffer) => `lake/${DATASET}/images/${sha1(bytes)}-64x48.png`

test('an uploaded image is stored in the bucket under its content address and served, resized, from there', async () => {
  const asset = await lake.client.assets.upload('image', png, {filename: 'stripes.png'})
  expect(await s3.get(bucket, imageKey(png))).toEqual(png)
  const path = new URL(asset.url as string).pathname
  const original = await fetch(lake.url + path)
  expect(original.status).toBe(200)
  expect(Buffer.from(await original.arrayBuffer())).toEqual(png)
  const resized = await fetch(`${lake.url}${path}?w=16`)
  expect((await imageInfo(new Uint8Array(await resized.arrayBuffer()))).width).toBe(16)
})

test('without its local copy, a file is fetched from the bucket again (ranges work on it)', async () => {
  const bytes = Buffer.from('bytes kept in the object store, not on this machine')
  const asset = await lake.client.assets.upload('file', bytes, {filename: 'note.txt'})
  expect(await s3.keys(bucket)).toContain(`lake/${DATASET}/files/${sha1(bytes)}.txt`)
  // The lake directory's copies are only a cache.
  rmSync(join(lake.dir, 'assets'), {recursive: true, force: true})
  const path = new URL(asset.url as string).pathname
  const whole = await fetch(lake.url + path)
  expect(await whole.text()).toBe(bytes.toString())
  const part = await fetch(lake.url + path, {headers: {range: 'bytes=0-4'}})
  expect(part.status).toBe(206)
  expect(await part.text()).toBe('bytes')
})

test('an original gone from the bucket (and from the local copy) is a 404', async () => {
  const bytes = Buffer.from('soon removed from the bucket')
  const asset = await lake.client.assets.upload('file', bytes, {filename: 'gone.txt'})
  await s3.remove(bucket, `lake/${DATASET}/files/${sha1(bytes)}.txt`)
  rmSync(join(lake.dir, 'assets'), {recursive: true, force: true})
  expect((await fetch(lake.url + new URL(asset.url as string).pathname)).status).toBe(404)
  // Uploading the same bytes again puts them back.
  await lake.client.assets.upload('file', bytes, {filename: 'gone.txt'})
  expect(await s3.get(bucket, `lake/${DATASET}/files/${sha1(bytes)}.txt`)).toEqual(bytes)
})

test('a refused upload stores nothing in the bucket', async () => {
  const {token} = lake.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label: 'viewer'})
  const bytes = Buffer.from('a viewer tried this')
  await clientError(lakeClient(lake.url, {token}).assets.upload('file', bytes, {filename: 'x.txt'}), 403)
  expect((await s3.keys(bucket)).filter((key) => key.includes(sha1(bytes)))).toEqual([])
})

test('local copies of originals stay under their byte limit; a removed copy is fetched again', async () => {
  const small = await startLake({
    assetsS3: {
      url: `s3://${await s3.createBucket()}`,
      endpoint: s3.endpoint,
      credentials: s3.credentials,
      localCopyMaxBytes: 100,
    },
  })
  try {
    const contents = ['first', 'second', 'third'].map((word) => Buffer.from(word.padEnd(60, '.')))
    const paths: string[] = []
    for (const bytes of contents) {
      const asset = await small.client.assets.upload('file', bytes, {filename: 'copy.txt'})
      paths.push(new URL(asset.url as string).pathname)
    }
    const copies = () => readdirSync(join(small.dir, 'assets', DATASET, 'files'))
    // 60 bytes each, 100 allowed: only the newest copy stays.
    expect(copies()).toEqual([`${sha1(contents[2])}.txt`])
    for (const [i, path] of paths.entries()) {
      expect(Buffer.from(await (await fetch(small.url + path)).arrayBuffer())).toEqual(contents[i])
      expect(copies()).toEqual([`${sha1(contents[i])}.txt`])
    }
  } finally {
    await small.stop()
  }
})

test('an S3 location that is not s3://bucket[/prefix] stops the lake at start', () => {
  expect(() =>
    createLake({dir: lake.dir, database: lake.database, assetsS3: {url: 'https://bucket.example/x'}}),
  ).toThrow('Not an S3 location: "https://bucket.example/x" (expected s3://bucket or s3://bucket/prefix)')
})
