import type {Path} from '@tessera/types'
import {unset, type FormPatch} from '../../patch/patches.js'
import type {AssetValue} from './upload-state.js'

const ASSET_FIELDS = new Set(['_type', '_key', 'asset', 'crop', 'hotspot', '_upload', 'originalFilename'])

/**
 * spec/001 §4: removing keeps other fields of the value (alt text, caption) and drops only the asset,
 * crop, hotspot and upload; with nothing else left the field is unset, except inside an array, where
 * the item stays. The asset document itself is never deleted.
 */
export function removeAssetPatches(value: AssetValue | undefined, path: Path): FormPatch[] {
  const hasOtherFields = Object.keys(value ?? {}).some((key) => !ASSET_FIELDS.has(key))
  const inArray = typeof path.at(-1) === 'object'
  if (hasOtherFields || inArray) {
    return [unset(['asset']), unset(['crop']), unset(['hotspot']), unset(['_upload'])]
  }
  return [unset([])]
}
