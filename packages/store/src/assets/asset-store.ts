import type {SanityClient} from '@sanity/client'
import {defer, from, mergeMap, type Observable} from 'rxjs'
// Types only: the requests' code (hashing, accept filters, queries) loads with the store's first use.
import type {AssetRequests} from './asset-requests.js'
import type {AssetDocument, AssetKind, UploadEvent, UploadOptions} from './asset-types.js'
import {MAX_CONCURRENT_UPLOADS} from './constants.js'
import {createUploadQueue, type UploadQueue} from './upload-queue.js'

/** A file to upload: a browser `File`, or any `Blob` with a name. */
export type UploadFile = Blob & {readonly name?: string}

export interface AssetListOptions {
  /** The schema's `options.accept`. */
  accept?: string
  /** Words the file name starts with (spec/002 §2 search by file name). */
  search?: string
  offset?: number
  limit?: number
}

/** A document that references an asset; a draft and its published twin are one entry (spec/002 §5). */
export interface AssetUsage {
  /** The published id. */
  id: string
  type: string
  hasDraft: boolean
  hasPublished: boolean
}

export interface AssetStore {
  /**
   * Hashes the file, reuses an asset with the same hash, or uploads it; at most
   * `MAX_CONCURRENT_UPLOADS` at once per store. Unsubscribing cancels it.
   */
  upload(kind: AssetKind, file: UploadFile, options?: UploadOptions): Observable<UploadEvent>
  findByHash(kind: AssetKind, hash: string): Promise<AssetDocument | undefined>
  /** One page of assets, newest first (spec/002 §7). */
  list(kind: AssetKind, options?: AssetListOptions): Promise<AssetDocument[]>
  get(id: string): Promise<AssetDocument | undefined>
  /** The documents referencing the asset, draft and published counted once. */
  usage(assetId: string): Promise<AssetUsage[]>
  /** DELETE of the asset document (refused by the lake while referenced). */
  delete(assetId: string): Promise<void>
  readonly queue: UploadQueue
}

/**
 * The asset store of one workspace. Its requests' code loads with its first use (an upload, the asset
 * library, an asset field's document), not with the studio: no document needs it to become editable
 * (issue 23). The queue is there at once, so uploads start in the order they were asked for.
 */
export function createAssetStore({
  client,
  concurrency = MAX_CONCURRENT_UPLOADS,
}: {
  client: SanityClient
  concurrency?: number
}): AssetStore {
  const queue = createUploadQueue(concurrency)
  let requests: Promise<AssetRequests> | undefined
  const load = () =>
    (requests ??= import('./asset-requests.js').then(
      (code) => code.createAssetRequests(client),
      (error: unknown) => {
        requests = undefined
        throw error
      },
    ))

  return {
    queue,
    upload: (kind, file, options = {}) =>
      queue.enqueue(defer(() => from(load())).pipe(mergeMap((code) => code.upload(kind, file, options)))),
    findByHash: async (kind, hash) => (await load()).findByHash(kind, hash),
    list: async (kind, options) => (await load()).list(kind, options),
    get: async (id) => (await load()).get(id),
    usage: async (assetId) => (await load()).usage(assetId),
    delete: async (assetId) => (await load()).delete(assetId),
  }
}
