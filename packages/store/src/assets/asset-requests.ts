import type {SanityClient, UploadBody} from '@sanity/client'
import {defer, from, mergeMap, of, startWith, type Observable} from 'rxjs'
import {acceptFilter, parseAccept} from './accept.js'
import {
  ASSET_DOCUMENT_TYPES,
  type AssetDocument,
  type AssetKind,
  type UploadEvent,
  type UploadOptions,
} from './asset-types.js'
import type {AssetListOptions, AssetUsage, UploadFile} from './asset-store.js'
import {
  ASSET_LIST_API_VERSION,
  ASSET_PAGE_SIZE,
  INITIAL_UPLOAD_PROGRESS,
  REFERRING_DOCUMENTS_LIMIT,
} from './constants.js'
import {hashFile} from './hash-file.js'

/** What the asset store asks the lake, loaded with the store's first use (`createAssetStore`). */
export interface AssetRequests {
  /** Hashes the file, reuses an asset with the same hash, or uploads it (not queued: the store queues). */
  upload(kind: AssetKind, file: UploadFile, options: UploadOptions): Observable<UploadEvent>
  findByHash(kind: AssetKind, hash: string): Promise<AssetDocument | undefined>
  list(kind: AssetKind, options?: AssetListOptions): Promise<AssetDocument[]>
  get(id: string): Promise<AssetDocument | undefined>
  usage(assetId: string): Promise<AssetUsage[]>
  delete(assetId: string): Promise<void>
}

const LIST_PROJECTION =
  '{_id, _type, _createdAt, _updatedAt, url, path, originalFilename, mimeType, extension, size, sha1hash, metadata{dimensions, lqip}}'

export function createAssetRequests(client: SanityClient): AssetRequests {
  const listClient = client.withConfig({apiVersion: ASSET_LIST_API_VERSION})

  const findByHash: AssetRequests['findByHash'] = async (kind, hash) => {
    const found = await client.fetch<AssetDocument | null>(
      `*[_type == $documentType && sha1hash == $hash][0]${LIST_PROJECTION}`,
      {documentType: ASSET_DOCUMENT_TYPES[kind], hash},
      {tag: 'asset.find-duplicate'},
    )
    return found ?? undefined
  }

  return {
    upload: (kind, file, options) =>
      defer(() => from(hashFile(file))).pipe(
        mergeMap((hash) => (hash ? from(findByHash(kind, hash)) : of(undefined))),
        mergeMap((existing): Observable<UploadEvent> => {
          if (existing) return of({type: 'complete', asset: existing, reused: true})
          return sendUpload(client, kind, file, options).pipe(
            startWith<UploadEvent>({type: 'progress', progress: INITIAL_UPLOAD_PROGRESS}),
          )
        }),
      ),
    findByHash,
    async list(kind, {accept, search, offset = 0, limit = ASSET_PAGE_SIZE} = {}) {
      const conditions = ['_type == $type', '!(_id in path("drafts.**"))']
      const params: Record<string, unknown> = {type: ASSET_DOCUMENT_TYPES[kind]}
      const filter = acceptFilter(parseAccept(accept))
      if (filter) {
        conditions.push(filter.condition)
        Object.assign(params, filter.params)
      }
      const words = search?.trim()
      if (words) {
        conditions.push('originalFilename match $search')
        params.search = `${words}*`
      }
      return listClient.fetch<AssetDocument[]>(
        `*[${conditions.join(' && ')}] | order(_updatedAt desc) [${offset}...${offset + limit}] ${LIST_PROJECTION}`,
        params,
        {tag: 'asset.list'},
      )
    },
    async get(id) {
      const found = await client.fetch<AssetDocument | null>(`*[_id == $id][0]${LIST_PROJECTION}`, {id})
      return found ?? undefined
    },
    async usage(assetId) {
      const refs = await client.fetch<{_id: string; _type: string}[]>(
        `*[references($id)][0...${REFERRING_DOCUMENTS_LIMIT}]{_id, _type}`,
        {id: assetId},
        {tag: 'asset.usage'},
      )
      return groupUsage(refs)
    },
    async delete(assetId) {
      await client.delete(assetId, {tag: 'asset.delete'})
    },
  }
}

/** Groups referring documents by published id: a draft and its published twin count once. */
export function groupUsage(refs: readonly {_id: string; _type: string}[]): AssetUsage[] {
  const byId = new Map<string, AssetUsage>()
  for (const ref of refs) {
    const isDraft = ref._id.startsWith('drafts.')
    const id = isDraft ? ref._id.slice('drafts.'.length) : ref._id
    const entry = byId.get(id) ?? {id, type: ref._type, hasDraft: false, hasPublished: false}
    if (isDraft) entry.hasDraft = true
    else entry.hasPublished = true
    byId.set(id, entry)
  }
  return [...byId.values()]
}

/** The upload request, its progress mapped into 2–100 (spec/001 §4). */
function sendUpload(
  client: SanityClient,
  kind: AssetKind,
  file: UploadFile,
  options: UploadOptions,
): Observable<UploadEvent> {
  const keepName = options.storeOriginalFilename !== false
  return from(requestBody(file)).pipe(
    mergeMap((body) =>
      client.observable.assets.upload(kind, body, {
        tag: 'asset.upload',
        preserveFilename: keepName,
        filename: keepName ? file.name : undefined,
        contentType: file.type || undefined,
        extract: options.metadata ? [...options.metadata] : undefined,
        label: options.label,
        title: options.title,
        description: options.description,
        creditLine: options.creditLine,
        source: options.source,
      }),
    ),
    mergeMap((event): Observable<UploadEvent> => {
      if (event.type === 'progress') {
        if (event.stage !== 'upload') return of()
        const span = 100 - INITIAL_UPLOAD_PROGRESS
        return of({type: 'progress', progress: INITIAL_UPLOAD_PROGRESS + (event.percent / 100) * span})
      }
      if (event.type === 'response') {
        const body = event.body as {document: AssetDocument}
        return of({type: 'complete', asset: body.document, reused: false})
      }
      return of()
    }),
  )
}

/**
 * The body as the client's transport takes it: a browser sends the Blob itself (XHR streams it and
 * reports progress); Node's transport (tests, scripts) takes only a Buffer.
 */
async function requestBody(file: UploadFile): Promise<UploadBody> {
  const NodeBuffer = (globalThis as {Buffer?: {from(data: ArrayBuffer): UploadBody}}).Buffer
  if (typeof XMLHttpRequest !== 'undefined' || !NodeBuffer) return file
  return NodeBuffer.from(await file.arrayBuffer())
}
