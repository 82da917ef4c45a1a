import {createHash} from 'node:crypto'
import type {SanityDocument} from '@tessera/types'
import type {DatasetIndex} from '../documents/dataset-index.js'
import {LakeError, badRequest} from '../errors.js'
import {readBody} from '../http/body.js'
import {sendJson} from '../http/respond.js'
import type {RouteContext} from '../http/router.js'
import {applyMutation} from '../mutations/apply-mutation.js'
import {buildAssetDocument} from './asset-document.js'
import {ASSET_TYPES, parseAssetDocumentId, type AssetKind, type AssetName} from './asset-names.js'
import type {AssetFiles} from './files/asset-files.js'
import {analyzeImage, SUPPORTED_IMAGE_TYPES, type ImageMetadata} from './image-metadata.js'
import {
  OCTET_STREAM,
  declaredMimeType,
  extensionForMimeType,
  extensionOfFilename,
  mimeTypeForExtension,
  sniffMimeType,
} from './mime-types.js'
import {parseUploadOptions} from './upload-options.js'

/**
 * `POST /assets/{images|files}/{dataset}`: the body is the raw bytes. The bytes are stored under their
 * sha1 and described by an asset document written through `kernel.transact` as the caller, so the same
 * permission checks and listeners apply as to any write. The same bytes uploaded again return the
 * existing document unchanged.
 */
export async function handleUpload(ctx: RouteContext, kind: AssetKind): Promise<void> {
  const {kernel} = ctx
  const dataset = ctx.params.dataset
  const index = kernel.dataset(dataset)
  const options = parseUploadOptions(ctx.query)
  const declared = declaredMimeType(ctx.req.headers['content-type'])
  if (kind === 'image' && declared && !declared.startsWith('image/')) {
    throw new LakeError(
      415,
      `Content-Type "${declared}" is not an image: upload ${SUPPORTED_IMAGE_TYPES.join(', ')} here, other files to /assets/files`,
    )
  }
  const bytes = await readUpload(ctx, kernel.limits.maxUploadBytes)
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const files = kernel.assetFiles

  const existing = findBySha1(index, ASSET_TYPES[kind], sha1)
  if (existing) {
    // Returning the document is a read of it: only for callers who may read it.
    if (!kernel.grants.accessFor(ctx.identity).can('read', existing)) {
      throw new LakeError(
        403,
        `An asset with the same content exists as "${existing._id}", which you may not read`,
      )
    }
    await restoreMissingFile(files, dataset, existing, bytes)
    sendJson(ctx.res, 200, {document: existing})
    return
  }

  let name: AssetName
  let mimeType: string
  let metadata: ImageMetadata | undefined
  if (kind === 'image') {
    const image = await analyzeImage(bytes, options.metadata, kernel.limits.maxImagePixels)
    name = {kind, sha1, extension: image.extension, width: image.width, height: image.height}
    mimeType = image.mimeType
    metadata = image.metadata
  } else {
    const fromName = extensionOfFilename(options.filename)
    mimeType =
      declared ?? (fromName && mimeTypeForExtension(fromName)) ?? sniffMimeType(bytes) ?? OCTET_STREAM
    name = {kind, sha1, extension: fromName ?? extensionForMimeType(mimeType) ?? 'bin'}
  }

  const document = buildAssetDocument({
    name,
    projectId: kernel.config.projectId,
    dataset,
    baseUrl: baseUrlOf(ctx),
    mimeType,
    size: bytes.length,
    options,
    metadata,
  })
  const mutation = {createIfNotExists: document}
  const write = (dryRun: boolean) =>
    kernel.transact(
      {
        dataset,
        author: ctx.identity.id,
        identity: ctx.identity,
        dryRun,
        mutations: [mutation],
        errorKind: 'mutationError',
      },
      (working) => applyMutation(working, mutation, 0, {autoGenerateArrayKeys: false}),
    )
  // A write that would be refused (403, 409) stores no bytes; bytes that cannot be stored (a full
  // disk, the object store down) commit no document. Between the two, the rare write refused after
  // all leaves content-addressed bytes that a later upload of the same file uses.
  write(true)
  await files.put(dataset, name, bytes)
  write(false)
  // Read again: the upload may have created the dataset, whose index is then another one.
  sendJson(ctx.res, 200, {document: kernel.dataset(dataset).get(document._id)})
}

async function readUpload(ctx: RouteContext, limit: number): Promise<Buffer> {
  let bytes: Buffer
  try {
    bytes = await readBody(ctx.req, limit)
  } catch (err) {
    if (err instanceof LakeError && err.statusCode === 413) {
      // Stop reading a body we refuse; the connection cannot be reused.
      ctx.res.setHeader('connection', 'close')
      const description = `The upload is larger than the limit of ${limit} bytes`
      throw new LakeError(413, description, {type: 'requestTooLargeError', description})
    }
    throw err
  }
  if (bytes.length === 0) throw badRequest('The upload is empty: send the file as the request body')
  return bytes
}

/**
 * The asset of these bytes, judged by the sha1 in its id: fields such as `sha1hash` can be patched, ids
 * cannot, so a tampered document never makes other bytes land under its name.
 */
function findBySha1(index: DatasetIndex, type: string, sha1: string): SanityDocument | undefined {
  for (const doc of index.documentsOfType(type).values()) {
    if (parseAssetDocumentId(doc._id)?.sha1 === sha1) return doc
  }
  return undefined
}

/** A lake directory copied without its asset files gets them back from a repeated upload. */
async function restoreMissingFile(
  files: AssetFiles,
  dataset: string,
  existing: SanityDocument,
  bytes: Buffer,
): Promise<void> {
  const name = parseAssetDocumentId(existing._id)
  if (name && !(await files.has(dataset, name))) await files.put(dataset, name, bytes)
}

/** The scheme and host the caller used, for absolute asset URLs; a malformed Host falls back. */
function baseUrlOf(ctx: RouteContext): string {
  const host = ctx.req.headers.host ?? ''
  const forwarded = String(ctx.req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
  const encrypted = (ctx.req.socket as {encrypted?: boolean}).encrypted === true
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http'
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:.]+\](:\d{1,5})?$/.test(host)
    ? `${scheme}://${host}`
    : 'http://localhost'
}
