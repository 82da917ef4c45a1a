import {STALE_UPLOAD_MS} from '@tessera/store'
import {isRecord} from '../../state/values.js'

/** The upload in progress, kept in the value so other editors see it (spec/001 §3 `_upload`). */
export interface UploadState {
  progress: number
  createdAt: string
  updatedAt: string
  file?: {name?: string; type?: string}
  previewImage?: string
}

/** The value of an image or file field as the inputs read it. */
export interface AssetValue {
  _type?: string
  asset?: {_ref?: string; _type?: string}
  _upload?: UploadState
  crop?: {top: number; bottom: number; left: number; right: number}
  hotspot?: {x: number; y: number; width: number; height: number}
  originalFilename?: string
  [field: string]: unknown
}

export function readAssetValue(value: unknown): AssetValue | undefined {
  return isRecord(value) ? (value as AssetValue) : undefined
}

/** An upload is stale when its last update is older than 2 minutes (spec/001 §4). */
export function isStaleUpload(upload: UploadState, now = Date.now()): boolean {
  const updated = Date.parse(upload.updatedAt || upload.createdAt)
  return !Number.isFinite(updated) || now - updated > STALE_UPLOAD_MS
}

/**
 * A value the inputs cannot show: an `asset` that is not a reference (spec/001 §8, 'Invalid file or
 * image value' with reset).
 */
export function isInvalidAssetValue(value: AssetValue | undefined): boolean {
  if (!value || value.asset === undefined) return false
  return !isRecord(value.asset) || typeof value.asset._ref !== 'string'
}
