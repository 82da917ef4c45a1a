import {pathToString} from '@tessera/schema'
import type {Path} from '@tessera/types'
import type {FormPatch} from './patches.js'

/** A Content Lake patch mutation (`{patch: {id, set: {...}}}` and friends). */
export interface MutationPatch {
  patch: {id: string} & Record<string, unknown>
}

function attribute(path: Path): string {
  if (path.length === 0) throw new Error('A document-level patch needs a path: set or unset a field instead')
  return pathToString(path)
}

/**
 * Turns form patches (absolute within the document) into Content Lake patch mutations, in order, one
 * mutation per patch so their order is kept exactly as the inputs made them.
 */
export function toMutationPatches(documentId: string, patches: readonly FormPatch[]): MutationPatch[] {
  return patches.map((patch): MutationPatch => {
    const id = documentId
    switch (patch.type) {
      case 'set':
        return {patch: {id, set: {[attribute(patch.path)]: patch.value}}}
      case 'unset':
        return {patch: {id, unset: [attribute(patch.path)]}}
      case 'setIfMissing':
        return patch.path.length === 0
          ? {patch: {id, setIfMissing: patch.value as Record<string, unknown>}}
          : {patch: {id, setIfMissing: {[attribute(patch.path)]: patch.value}}}
      case 'insert':
        return {patch: {id, insert: {[patch.position]: attribute(patch.path), items: patch.items}}}
      case 'inc':
        return {patch: {id, inc: {[attribute(patch.path)]: patch.value}}}
      case 'dec':
        return {patch: {id, dec: {[attribute(patch.path)]: patch.value}}}
      case 'diffMatchPatch':
        return {patch: {id, diffMatchPatch: {[attribute(patch.path)]: patch.value}}}
    }
  })
}

/**
 * The same patches as the operations of a document store's `patch` (`{set: {...}}`, `{unset: [...]}`,
 * ...), which adds the draft's id itself.
 */
export function toPatchOperations(patches: readonly FormPatch[]): Record<string, unknown>[] {
  return toMutationPatches('', patches).map(({patch}) => {
    const {id: _id, ...operations} = patch
    return operations
  })
}
