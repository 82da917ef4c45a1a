import type {Patch} from '@portabletext/editor'
import {
  dec,
  diffMatchPatch,
  inc,
  insert,
  set,
  setIfMissing,
  unset,
  type FormPatch,
} from '../../patch/patches.js'

/**
 * The form patch for a patch the editor made, relative to the field (`path: []` is the whole array,
 * blocks and their children by `{_key}`). The shapes are the same; the editor's `origin` is dropped,
 * since everything the editor sends out is the user's own edit.
 */
export function toFormPatch(patch: Patch): FormPatch {
  switch (patch.type) {
    case 'set':
      return set(patch.value, patch.path)
    case 'unset':
      return unset(patch.path)
    case 'setIfMissing':
      return setIfMissing(patch.value, patch.path)
    case 'insert':
      return insert(patch.items, patch.position, patch.path)
    case 'diffMatchPatch':
      return diffMatchPatch(patch.value, patch.path)
    case 'inc':
      return inc(numberOf(patch.value), patch.path)
    case 'dec':
      return dec(numberOf(patch.value), patch.path)
  }
}

function numberOf(value: unknown): number {
  if (typeof value !== 'number')
    throw new Error(`An inc or dec patch needs a number, got ${JSON.stringify(value)}`)
  return value
}
