import {GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client} from '@aws-sdk/client-s3'
import {kindSegment, storedFileName, type AssetName} from '../asset-names.js'
import type {AssetFiles} from './asset-files.js'
import {DirectoryAssetFiles, writeAtomically} from './directory-asset-files.js'
import {LocalCopies} from './local-copies.js'

/** Default limit of the local copies of originals per process. */
export const DEFAULT_LOCAL_COPY_MAX_BYTES = 2 * 1024 ** 3

export interface S3AssetsOptions {
  /** `s3://bucket` or `s3://bucket/prefix/`: where the originals go. */
  url: string
  /** An S3-compatible server's URL (MinIO, Ceph, R2, …); default AWS. Path-style addressing then. */
  endpoint?: string
  /** Default: AWS_REGION, else us-east-1. */
  region?: string
  /** Default: the AWS SDK's chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: {accessKeyId: string; secretAccessKey: string}
  /** Most bytes of local copies of originals this process keeps (default 2 GiB); least recently used go. */
  localCopyMaxBytes?: number
}

/** `s3://bucket/some/prefix` → bucket and key prefix (`some/prefix/`). Throws on anything else. */
export function parseS3Url(url: string): {bucket: string; prefix: string} {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url)
  if (!match) throw new Error(`Not an S3 location: "${url}" (expected s3://bucket or s3://bucket/prefix)`)
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '')
  return {bucket: match[1], prefix: prefix ? `${prefix}/` : ''}
}

/**
 * Originals in an S3-compatible object store, under `<prefix><dataset>/images/<file>` and
 * `<prefix><dataset>/files/<file>` (the directory layout). Each process copies an original to its
 * local assets directory the first time it serves or transforms it (the file then comes from disk,
 * with ranges and the transform cache as before); the copies are a cache under a byte limit.
 */
export class S3AssetFiles implements AssetFiles {
  readonly location: string
  private readonly client: S3Client
  private readonly bucket: string
  private readonly prefix: string
  private readonly local: DirectoryAssetFiles
  private readonly copies: LocalCopies
  /** Downloads in flight: concurrent requests for one original wait for one copy. */
  private readonly fetching = new Map<string, Promise<string | undefined>>()

  constructor(options: S3AssetsOptions, localDir: string) {
    const {bucket, prefix} = parseS3Url(options.url)
    this.bucket = bucket
    this.prefix = prefix
    this.location = `s3://${bucket}/${prefix}`
    this.local = new DirectoryAssetFiles(localDir)
    this.copies = new LocalCopies(localDir, options.localCopyMaxBytes ?? DEFAULT_LOCAL_COPY_MAX_BYTES)
    this.client = new S3Client({
      region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
      ...(options.endpoint ? {endpoint: options.endpoint, forcePathStyle: true} : {}),
      ...(options.credentials ? {credentials: options.credentials} : {}),
    })
  }

  private key(dataset: string, name: AssetName): string {
    // The local path validates the dataset name; the key follows the same layout.
    this.local.path(dataset, name)
    return `${this.prefix}${dataset}/${kindSegment(name.kind)}/${storedFileName(name)}`
  }

  async put(dataset: string, name: AssetName, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({Bucket: this.bucket, Key: this.key(dataset, name), Body: bytes}),
    )
    // This process has the bytes at hand: keep the local copy too.
    await this.local.put(dataset, name, bytes)
    this.copies.add(this.local.path(dataset, name), bytes.length)
  }

  async has(dataset: string, name: AssetName): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({Bucket: this.bucket, Key: this.key(dataset, name)}))
      return true
    } catch (err) {
      if (isMissing(err)) return false
      throw err
    }
  }

  async localPath(dataset: string, name: AssetName): Promise<string | undefined> {
    const cached = await this.local.localPath(dataset, name)
    if (cached) {
      this.copies.touch(cached)
      return cached
    }
    const key = this.key(dataset, name)
    let pending = this.fetching.get(key)
    if (!pending) {
      pending = this.download(dataset, name, key).finally(() => this.fetching.delete(key))
      this.fetching.set(key, pending)
    }
    return pending
  }

  private async download(dataset: string, name: AssetName, key: string): Promise<string | undefined> {
    let bytes: Uint8Array
    try {
      const answer = await this.client.send(new GetObjectCommand({Bucket: this.bucket, Key: key}))
      if (!answer.Body) return undefined
      bytes = await answer.Body.transformToByteArray()
    } catch (err) {
      if (isMissing(err)) return undefined
      throw err
    }
    const path = this.local.path(dataset, name)
    await writeAtomically(path, bytes)
    this.copies.add(path, bytes.length)
    return path
  }

  close(): Promise<void> {
    this.client.destroy()
    return Promise.resolve()
  }
}

function isMissing(err: unknown): boolean {
  const error = err as {name?: string; $metadata?: {httpStatusCode?: number}}
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404
}
