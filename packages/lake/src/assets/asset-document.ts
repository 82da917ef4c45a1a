import type {DocumentInput} from '@tessera/types'
import {randomId} from '../documents/ids.js'
import {ASSET_TYPES, assetDocumentId, kindSegment, storedFileName, type AssetName} from './asset-names.js'
import type {ImageMetadata} from './image-metadata.js'
import type {UploadOptions} from './upload-options.js'

export interface AssetDocumentInput {
  name: AssetName
  projectId: string
  dataset: string
  /** Scheme and host the uploader reached the lake on, for the absolute `url`. */
  baseUrl: string
  mimeType: string
  size: number
  options: UploadOptions
  metadata?: ImageMetadata
}

/**
 * The asset document of an upload, with the fields the hosted lake stores (spec 001 §3): system fields
 * derived from the bytes, the uploader's descriptive options, and image metadata.
 */
export function buildAssetDocument(input: AssetDocumentInput): DocumentInput & {_id: string} {
  const {name, projectId, dataset, options} = input
  const path = `${kindSegment(name.kind)}/${projectId}/${dataset}/${storedFileName(name)}`
  const document: DocumentInput & {_id: string} = {
    _id: assetDocumentId(name),
    _type: ASSET_TYPES[name.kind],
    assetId: name.sha1,
    sha1hash: name.sha1,
    extension: name.extension,
    mimeType: input.mimeType,
    size: input.size,
    path,
    url: `${input.baseUrl}/${path}`,
    uploadId: randomId(32),
  }
  if (options.filename) document.originalFilename = options.filename
  for (const field of ['label', 'title', 'description', 'creditLine'] as const) {
    if (options[field]) document[field] = options[field]
  }
  if (options.source) document.source = options.source
  if (input.metadata) document.metadata = input.metadata
  return document
}
