import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
// s3rver ships no types; what the tests use of it is typed here.
// @ts-expect-error -- no declaration file
import S3rver from 's3rver'

interface S3rverInstance {
  run(): Promise<{port: number}>
  close(): Promise<void>
}

/** s3rver's fixed development credentials. */
const CREDENTIALS = {accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER'}

export interface TestS3 {
  endpoint: string
  credentials: typeof CREDENTIALS
  /** A new empty bucket's name. */
  createBucket(): Promise<string>
  /** Every key in a bucket. */
  keys(bucket: string): Promise<string[]>
  get(bucket: string, key: string): Promise<Buffer | undefined>
  remove(bucket: string, key: string): Promise<void>
  stop(): Promise<void>
}

let buckets = 0

/**
 * A local S3-compatible server (s3rver, files in a temp directory) on a free port of 127.0.0.1, and a
 * client of its own to look at what the lake stored.
 */
export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'tessera-s3-'))
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
  })
  const {port} = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS})
  return {
    endpoint,
    credentials: CREDENTIALS,
    async createBucket() {
      const bucket = `lake-${process.pid}-${++buckets}`
      await client.send(new CreateBucketCommand({Bucket: bucket}))
      return bucket
    },
    async keys(bucket) {
      const answer = await client.send(new ListObjectsV2Command({Bucket: bucket}))
      return (answer.Contents ?? []).map((item) => item.Key ?? '').sort()
    },
    async get(bucket, key) {
      try {
        const answer = await client.send(new GetObjectCommand({Bucket: bucket, Key: key}))
        return Buffer.from(await answer.Body!.transformToByteArray())
      } catch {
        return undefined
      }
    },
    async remove(bucket, key) {
      await client.send(new DeleteObjectCommand({Bucket: bucket, Key: key}))
    },
    async stop() {
      client.destroy()
      await server.close()
      rmSync(directory, {recursive: true, force: true})
    },
  }
}
