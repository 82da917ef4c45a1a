import {createHash} from 'node:crypto'
import type {SanityDocument} from '@tessera/types'
import sharp from 'sharp'
import {isValidDatasetName} from '../documents/ids.js'
import {LakeError} from '../errors.js'
import type {RouteContext} from '../http/router.js'
import {
  assetDocumentId,
  parseStoredFileName,
  storedFileName,
  type AssetKind,
  type AssetName,
} from './asset-names.js'
import {AssetStore} from './asset-store.js'
import {
  cacheKeyParts,
  changesPixels,
  outputFormat,
  parseImageParams,
  type OutputFormat,
} from './image-params.js'
import {transformImage} from './image-transform.js'
import {OCTET_STREAM, isValidMimeType, mimeTypeForExtension} from './mime-types.js'
import {sendFile} from './send-file.js'

const OUTPUT: Record<OutputFormat, {extension: string; mimeType: string}> = {
  jpg: {extension: 'jpg', mimeType: 'image/jpeg'},
  pjpg: {extension: 'jpg', mimeType: 'image/jpeg'},
  png: {extension: 'png', mimeType: 'image/png'},
  webp: {extension: 'webp', mimeType: 'image/webp'},
  avif: {extension: 'avif', mimeType: 'image/avif'},
  gif: {extension: 'gif', mimeType: 'image/gif'},
}

/**
 * Renders in progress, by cache path: concurrent requests for the same transform wait for one render.
 * Keyed by absolute path, so lakes sharing the process never share entries.
 */
const rendering = new Map<string, Promise<void>>()

function assetNotFound(): LakeError {
  return new LakeError(404, 'Asset not found')
}

/**
 * `GET /images/{projectId}/{dataset}/{file}` and `GET /files/...`: public, like a CDN. A file is served
 * only while its asset document exists, so deleting the document takes the URL down; any name that is not
 * exactly an asset file name is a 404 before the file system is touched.
 */
export async function serveAsset(ctx: RouteContext, kind: AssetKind): Promise<void> {
  const {kernel, params} = ctx
  const name = parseStoredFileName(kind, params.file)
  if (params.projectId !== kernel.config.projectId || !name || !isValidDatasetName(params.dataset)) {
    throw assetNotFound()
  }
  const store = new AssetStore(kernel.dir)
  // A dataset without uploads has no asset directory: guessed names never create a dataset index.
  if (!store.exists(store.datasetDir(params.dataset))) throw assetNotFound()
  const document = kernel.dataset(params.dataset).get(assetDocumentId(name))
  const original = store.originalPath(params.dataset, name)
  if (!document || !store.exists(original)) throw assetNotFound()

  if (kind === 'file') {
    await sendFile(ctx.req, ctx.res, {
      path: original,
      contentType: contentTypeOf(document, name),
      etag: name.sha1,
      downloadName: downloadName(ctx.query.get('dl'), document, name),
    })
    return
  }

  const imageParams = parseImageParams(ctx.query)
  const download = downloadName(imageParams.download ?? null, document, name)
  if (!changesPixels(imageParams) && !(await needsUpright(original, name))) {
    await sendFile(ctx.req, ctx.res, {
      path: original,
      contentType: contentTypeOf(document, name),
      etag: name.sha1,
      downloadName: download,
    })
    return
  }

  const format = outputFormat(imageParams, name.extension, ctx.req.headers.accept ?? '')
  const key = createHash('sha256')
    .update(`${storedFileName(name)}\n${cacheKeyParts(imageParams, format)}`)
    .digest('hex')
    .slice(0, 40)
  const cached = store.cachePath(params.dataset, key, OUTPUT[format].extension)
  const hit = store.exists(cached)
  if (!hit) {
    await renderOnce(cached, async () => {
      const bytes = await transformImage(
        original,
        name.extension,
        {width: name.width!, height: name.height!},
        imageParams,
        format,
        kernel.limits.maxImagePixels,
      )
      await store.writeAtomically(cached, bytes)
    })
  }
  const headers: Record<string, string> = {'x-lake-cache': hit ? 'hit' : 'miss'}
  if (imageParams.autoFormat) {
    // The response depends on Accept; keep whatever Vary the CORS layer set.
    const vary = ctx.res.getHeader('vary')
    headers.vary = vary ? `${String(vary)}, Accept` : 'Accept'
  }
  await sendFile(ctx.req, ctx.res, {
    path: cached,
    contentType: OUTPUT[format].mimeType,
    etag: key,
    downloadName: download,
    headers,
  })
}

function renderOnce(path: string, render: () => Promise<void>): Promise<void> {
  let pending = rendering.get(path)
  if (!pending) {
    pending = render().finally(() => rendering.delete(path))
    rendering.set(path, pending)
  }
  return pending
}

/** Stored bytes with an EXIF rotation are served rotated, so every consumer sees the upright image. */
async function needsUpright(path: string, name: AssetName): Promise<boolean> {
  if (name.extension === 'svg' || name.extension === 'gif') return false
  const {orientation} = await sharp(path).metadata()
  return orientation !== undefined && orientation > 1
}

/** The document's MIME type when it is a valid one (documents can be patched), else by extension. */
function contentTypeOf(document: SanityDocument, name: AssetName): string {
  const declared = document.mimeType
  if (isValidMimeType(declared)) return declared.toLowerCase()
  return mimeTypeForExtension(name.extension) ?? OCTET_STREAM
}

/** `dl=<name>` downloads under that name; a bare `dl` under the original file name. */
function downloadName(dl: string | null, document: SanityDocument, name: AssetName): string | undefined {
  if (dl === null) return undefined
  if (dl !== '') return dl
  const original = document.originalFilename
  return typeof original === 'string' && original !== '' ? original : storedFileName(name)
}
