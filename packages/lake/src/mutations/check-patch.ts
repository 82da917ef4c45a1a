import {badRequest} from '../errors.js'
import {checkPatchTargets, PatchTargetError} from './check-patch-targets.js'
import {parsePatchPath, PathSyntaxError} from './patch-path.js'
import type {PatchLimits} from './patch-limits.js'

type Json = Record<string, unknown>

const PATH_KEYED = ['set', 'setIfMissing', 'inc', 'dec', 'diffMatchPatch'] as const

/** Every path a patch names, with the operation naming it. */
function pathsOf(operations: Json): {operation: string; path: string}[] {
  const paths: {operation: string; path: string}[] = []
  for (const operation of PATH_KEYED) {
    const value = operations[operation]
    if (value && typeof value === 'object')
      for (const path of Object.keys(value)) paths.push({operation, path})
  }
  if (Array.isArray(operations.unset)) {
    for (const path of operations.unset) paths.push({operation: 'unset', path: String(path)})
  }
  const insert = operations.insert as Json | undefined
  if (insert) {
    for (const position of ['before', 'after', 'replace']) {
      if (typeof insert[position] === 'string')
        paths.push({operation: 'insert', path: insert[position] as string})
    }
  }
  return paths
}

/**
 * Checks a patch against the document it will change, before `@sanity/mutator` runs it (issue 12):
 * how many paths, how long each is, whether it parses, and whether what it selects exists and is
 * affordable (an index or range past an array's length, such as `title[0:999999999]`, made the
 * mutator allocate until the process died). Text patches are bounded in length and hunks. Each
 * refusal is a 400 that names the path and the reason; nothing has been changed by then.
 */
export function checkPatch(document: unknown, operations: Json, limits: PatchLimits, where: string): void {
  const paths = pathsOf(operations)
  if (paths.length > limits.maxPatchOperations) {
    throw badRequest(
      `${where}: the patch names ${paths.length} paths, more than the limit of ${limits.maxPatchOperations}`,
      'invalidPatchError',
    )
  }
  for (const {operation, path} of paths) {
    const shown = path.length > 80 ? `${path.slice(0, 80)}…` : path
    if (path.length > limits.maxPatchPathLength) {
      throw badRequest(
        `${where}: the ${operation} path "${shown}" is longer than ${limits.maxPatchPathLength} characters`,
        'invalidPatchError',
      )
    }
    try {
      checkPatchTargets(document, parsePatchPath(path), {
        insert: operation === 'insert',
        maxWork: limits.maxPatchArrayWork,
      })
    } catch (error) {
      if (error instanceof PathSyntaxError || error instanceof PatchTargetError) {
        throw badRequest(
          `${where}: invalid ${operation} path "${shown}": ${error.message}`,
          'invalidPatchError',
        )
      }
      throw error
    }
  }
  const textPatches = operations.diffMatchPatch as Record<string, string> | undefined
  for (const [path, text] of Object.entries(textPatches ?? {})) {
    if (text.length > limits.maxDiffMatchPatchLength) {
      throw badRequest(
        `${where}: the diffMatchPatch for "${path}" is longer than ${limits.maxDiffMatchPatchLength} characters`,
        'invalidPatchError',
      )
    }
    const hunks = text.match(/^@@ /gm)?.length ?? 0
    if (hunks > limits.maxDiffMatchPatchHunks) {
      throw badRequest(
        `${where}: the diffMatchPatch for "${path}" has ${hunks} hunks, more than the limit of ${limits.maxDiffMatchPatchHunks}`,
        'invalidPatchError',
      )
    }
  }
}
