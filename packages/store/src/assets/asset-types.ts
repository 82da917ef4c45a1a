/** The two kinds of asset and their document types (spec/002 §3). */
export type AssetKind = 'image' | 'file'

export const ASSET_DOCUMENT_TYPES: Record<AssetKind, string> = {
  image: 'sanity.imageAsset',
  file: 'sanity.fileAsset',
}

/** The fields of an asset document the studio reads (spec/001 §3, spec/002 §3). */
export interface AssetDocument {
  _id: string
  _type: string
  _createdAt?: string
  _updatedAt?: string
  url: string
  path?: string
  originalFilename?: string
  mimeType?: string
  extension?: string
  size?: number
  sha1hash?: string
  label?: string
  title?: string
  description?: string
  creditLine?: string
  metadata?: {
    dimensions?: {width: number; height: number; aspectRatio: number}
    lqip?: string
    [key: string]: unknown
  }
}

/** Image metadata the uploader may ask the lake to extract (schema `options.metadata`). */
export type ExtractableMetadata = 'exif' | 'location' | 'lqip' | 'blurhash' | 'palette' | 'image'

export interface UploadOptions {
  /** Kept as the asset's `originalFilename` (schema `storeOriginalFilename`, default true). */
  storeOriginalFilename?: boolean
  /** Image metadata to extract (spec/001 §7 `extract`). */
  metadata?: readonly ExtractableMetadata[]
  label?: string
  title?: string
  description?: string
  creditLine?: string
  source?: {id: string; name: string; url?: string}
}

/** What an upload reports: progress in the spec's 2–100 range, then the asset. */
export type UploadEvent =
  {type: 'progress'; progress: number} | {type: 'complete'; asset: AssetDocument; reused: boolean}
