import {ArrayWorkBudget, checkPatchTargets, PatchTargetError} from './check-patch-targets.js'
import {
  checkDiffMatchPatchText,
  checkDiffMatchPatchWork,
  DiffMatchPatchError,
} from './check-diff-match-patch.js'
import {parsePatchPath, pathSteps, PathSyntaxError, type PathNode} from './patch-path.js'
import type {PatchLimits} from './patch-limits.js'

type Json = Record<string, unknown>

const PATH_KEYED = ['set', 'setIfMissing', 'inc', 'dec', 'diffMatchPatch'] as const

/** Why a patch is refused; the caller reports it as a 400 naming the mutation and the document. */
export class PatchRefusal extends Error {}

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
 * Whether a `..` in the path is followed by more than one step. With set and setIfMissing, the
 * mutator then creates values inside the ones it is still walking and recurses into them until the
 * stack overflows (`..a.b` took 0.4 s to fail).
 */
function hasLongRecursion(node: PathNode): boolean {
  switch (node.type) {
    case 'recursive':
      return pathSteps(node.term).length > 1 || hasLongRecursion(node.term)
    case 'path':
    case 'union':
      return node.nodes.some(hasLongRecursion)
    default:
      return false
  }
}

const CREATING = new Set(['set', 'setIfMissing'])

function shown(path: string): string {
  return path.length > 80 ? `${path.slice(0, 80)}…` : path
}

/**
 * Checks a patch against the document it will change, before `@sanity/mutator` runs it (issue 12):
 * how many paths, how long each is, whether it parses, whether what it selects exists and is
 * affordable (an index or range past an array's length, such as `title[0:999999999]`, made the
 * mutator allocate until the process died), and what its text patches cost on the texts they change.
 * Throws PatchRefusal with the path and the reason; nothing has been changed by then.
 */
export function checkPatch(document: unknown, operations: Json, limits: PatchLimits): void {
  const paths = pathsOf(operations)
  if (paths.length > limits.maxPatchOperations) {
    throw new PatchRefusal(
      `the patch names ${paths.length} paths, more than the limit of ${limits.maxPatchOperations} (see "maxPatchOperations")`,
    )
  }
  const textPatches = (operations.diffMatchPatch ?? {}) as Record<string, string>
  // Text patches run after set and setIfMissing, which may have put a longer text there: count the
  // longest text those could write too.
  const setLength =
    operations.diffMatchPatch && (operations.set || operations.setIfMissing)
      ? JSON.stringify([operations.set ?? null, operations.setIfMissing ?? null]).length
      : 0
  const budget = new ArrayWorkBudget(limits.maxPatchArrayWork)
  for (const {operation, path} of paths) {
    if (path.length > limits.maxPatchPathLength) {
      throw new PatchRefusal(
        `the ${operation} path "${shown(path)}" is longer than ${limits.maxPatchPathLength} characters (see "maxPatchPathLength")`,
      )
    }
    try {
      const hunks = operation === 'diffMatchPatch' ? checkDiffMatchPatchText(textPatches[path], limits) : 0
      if (hunks > 0 && setLength > 0) checkDiffMatchPatchWork(hunks, setLength, limits)
      const parsed = parsePatchPath(path)
      if (CREATING.has(operation) && hasLongRecursion(parsed)) {
        throw new PathSyntaxError(`${operation} allows only one step after ".." (such as "..title")`)
      }
      checkPatchTargets(document, parsed, {
        insert: operation === 'insert',
        budget,
        onTarget:
          hunks > 0
            ? (target) => {
                if (typeof target === 'string') checkDiffMatchPatchWork(hunks, target.length, limits)
              }
            : undefined,
      })
    } catch (error) {
      if (
        error instanceof PathSyntaxError ||
        error instanceof PatchTargetError ||
        error instanceof DiffMatchPatchError
      ) {
        throw new PatchRefusal(`invalid ${operation} path "${shown(path)}": ${error.message}`)
      }
      throw error
    }
  }
}
