/**
 * The names of asset documents and stored files. They are derived from the content (sha1), so the names
 * in a URL map back to a document id without any lookup table, and a name that does not fit these
 * patterns exactly (`..`, slashes, null bytes, absolute paths) never reaches the file system.
 */
export type AssetKind = 'image' | 'file'

export interface AssetName {
  kind: AssetKind
  sha1: string
  extension: string
  /** Images only: the upright dimensions. */
  width?: number
  height?: number
}

const IMAGE_FILE = /^([a-f0-9]{40})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})\.([a-z0-9]{1,10})$/
const FILE_FILE = /^([a-f0-9]{40})\.([a-z0-9]{1,10})$/

export const ASSET_TYPES: Record<AssetKind, string> = {
  image: 'sanity.imageAsset',
  file: 'sanity.fileAsset',
}

/** The stored file's name: `<sha1>-<w>x<h>.<ext>` for images, `<sha1>.<ext>` for files. */
export function storedFileName(name: AssetName): string {
  return name.kind === 'image'
    ? `${name.sha1}-${name.width}x${name.height}.${name.extension}`
    : `${name.sha1}.${name.extension}`
}

/** The asset document id: `image-<sha1>-<w>x<h>-<ext>` or `file-<sha1>-<ext>`. */
export function assetDocumentId(name: AssetName): string {
  return name.kind === 'image'
    ? `image-${name.sha1}-${name.width}x${name.height}-${name.extension}`
    : `file-${name.sha1}-${name.extension}`
}

/** Parses a file name from an asset URL; undefined for anything that is not exactly an asset name. */
export function parseStoredFileName(kind: AssetKind, fileName: string): AssetName | undefined {
  if (kind === 'image') {
    const match = IMAGE_FILE.exec(fileName)
    if (!match) return undefined
    return {kind, sha1: match[1], width: Number(match[2]), height: Number(match[3]), extension: match[4]}
  }
  const match = FILE_FILE.exec(fileName)
  return match ? {kind, sha1: match[1], extension: match[2]} : undefined
}

const IMAGE_ID = /^image-([a-f0-9]{40})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})-([a-z0-9]{1,10})$/
const FILE_ID = /^file-([a-f0-9]{40})-([a-z0-9]{1,10})$/

/** The reverse of `assetDocumentId`. */
export function parseAssetDocumentId(id: string): AssetName | undefined {
  const image = IMAGE_ID.exec(id)
  if (image) {
    return {
      kind: 'image',
      sha1: image[1],
      width: Number(image[2]),
      height: Number(image[3]),
      extension: image[4],
    }
  }
  const file = FILE_ID.exec(id)
  return file ? {kind: 'file', sha1: file[1], extension: file[2]} : undefined
}

/** The URL path segment of each kind: `/images/...` and `/files/...`. */
export function kindSegment(kind: AssetKind): 'images' | 'files' {
  return kind === 'image' ? 'images' : 'files'
}
