import type {ExtractableMetadata, UploadOptions} from '@tessera/store'
import type {SchemaType} from '@tessera/types'

/** The schema options the image and file inputs honour (spec/001 §3). */
export interface AssetSchemaOptions {
  accept?: string
  hotspot?: boolean
  storeOriginalFilename?: boolean
  metadata?: ExtractableMetadata[]
  /** Direct uploads are on unless switched off (spec/001 §5). */
  directUploads?: boolean
}

export function assetOptionsOf(type: SchemaType): AssetSchemaOptions {
  return (type.options ?? {}) as AssetSchemaOptions
}

export function uploadOptionsOf(options: AssetSchemaOptions): UploadOptions {
  return {storeOriginalFilename: options.storeOriginalFilename, metadata: options.metadata}
}
