import type {SanityDocument} from '@tessera/types'
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
import {parseImageParams} from './image-params.js'
import {OCTET_STREAM, isValidMimeType, mimeTypeForExtension} from './mime-types.js'
import {sendFile} from './send-file.js'
import {needsRender, serveTransform} from './serve-transform.js'

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
  // The document first: a guessed name never reaches the file store (or the object store's API).
  const document = kernel.dataset(params.dataset).get(assetDocumentId(name))
  if (!document) throw assetNotFound()
  const original = await kernel.assetFiles.localPath(params.dataset, name)
  if (!original) throw assetNotFound()
  const store = new AssetStore(kernel.assetsDir)

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
  const request = {store, dataset: params.dataset, name, original, params: imageParams}
  if (await needsRender(ctx, request)) {
    await serveTransform(ctx, request, download)
    return
  }
  await sendFile(ctx.req, ctx.res, {
    path: original,
    contentType: contentTypeOf(document, name),
    etag: name.sha1,
    downloadName: download,
  })
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
