import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {imageInfo, pngWithAlpha, sha1} from '../helpers/asset-fixtures.js'
import {clientAt} from '../helpers/clients.js'
import {spawnLake, type LakeProcess} from '../helpers/lake-process.js'
import {startS3, type TestS3} from '../helpers/s3-server.js'
import {testDatabase} from '../helpers/test-storage.js'

// Two lake processes (the CLI, as deployed) on one PostgreSQL database and one S3 bucket, each with
// its own lake directory: nothing of the assets is shared through the file system.
let s3: TestS3
const processes: LakeProcess[] = []
const dirs: string[] = []

beforeAll(async () => {
  s3 = await startS3()
})

afterAll(async () => {
  await Promise.all(processes.map((lake) => lake.stop('SIGKILL')))
  for (const dir of dirs) rmSync(dir, {recursive: true, force: true})
  await s3.stop()
})

test('an image uploaded through one process is served and resized by another, from the bucket', async () => {
  const database = await testDatabase()
  const bucket = await s3.createBucket()
  for (let i = 0; i < 2; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-s3-lake-'))
    dirs.push(dir)
    processes.push(
      await spawnLake(dir, {
        database,
        args: ['--assets-s3', `s3://${bucket}/site`],
        env: {
          TESSERA_S3_ENDPOINT: s3.endpoint,
          AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
          AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
          AWS_REGION: 'us-east-1',
        },
      }),
    )
  }
  const [uploader, server] = processes
  const png = await pngWithAlpha()
  const asset = await clientAt(uploader.url).assets.upload('image', png, {filename: 'stripes.png'})
  expect(await s3.keys(bucket)).toEqual([`site/test/images/${sha1(png)}-64x48.png`])
  await expect.poll(() => clientAt(server.url).getDocument(asset._id), {timeout: 5000}).toBeTruthy()
  const path = new URL(asset.url as string).pathname
  const original = await fetch(server.url + path)
  expect(original.status).toBe(200)
  expect(Buffer.from(await original.arrayBuffer())).toEqual(png)
  const resized = await fetch(`${server.url}${path}?h=24`)
  expect((await imageInfo(new Uint8Array(await resized.arrayBuffer()))).height).toBe(24)
})
