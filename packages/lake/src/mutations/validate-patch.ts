import {badRequest} from '../errors.js'

const PATCH_OPERATIONS = ['set', 'setIfMissing', 'unset', 'insert', 'inc', 'dec', 'diffMatchPatch'] as const
const SELECTION_KEYS = new Set(['id', 'query', 'params', 'ifRevisionID'])

/** Checks the shape of a patch before anything runs, so a malformed patch fails the whole transaction cleanly. */
export function validatePatchOperations(patch: Record<string, unknown>, where: string): void {
  let operations = 0
  for (const key of Object.keys(patch)) {
    if (SELECTION_KEYS.has(key)) continue
    if (!(PATCH_OPERATIONS as readonly string[]).includes(key)) {
      throw badRequest(
        `${where}: unknown patch operation "${key}" (expected one of ${PATCH_OPERATIONS.join(', ')})`,
        'invalidPatchError',
      )
    }
    operations++
    const value = patch[key]
    switch (key) {
      case 'set':
      case 'setIfMissing':
        requirePlainObject(value, `${where}: "${key}" must be an object of path → value`)
        break
      case 'unset':
        if (!Array.isArray(value) || !value.every((path) => typeof path === 'string')) {
          throw badRequest(`${where}: "unset" must be an array of paths`, 'invalidPatchError')
        }
        break
      case 'inc':
      case 'dec':
        requirePlainObject(value, `${where}: "${key}" must be an object of path → number`)
        for (const [path, amount] of Object.entries(value as object)) {
          if (typeof amount !== 'number' || !Number.isFinite(amount)) {
            throw badRequest(
              `${where}: "${key}" amount for "${path}" must be a finite number`,
              'invalidPatchError',
            )
          }
        }
        break
      case 'diffMatchPatch':
        requirePlainObject(value, `${where}: "diffMatchPatch" must be an object of path → patch text`)
        for (const [path, text] of Object.entries(value as object)) {
          if (typeof text !== 'string') {
            throw badRequest(`${where}: diffMatchPatch for "${path}" must be a string`, 'invalidPatchError')
          }
        }
        break
      case 'insert':
        validateInsert(value, where)
        break
    }
  }
  if (operations === 0 && patch.ifRevisionID === undefined) {
    throw badRequest(`${where}: the patch has no operations`, 'invalidPatchError')
  }
}

function validateInsert(value: unknown, where: string): void {
  requirePlainObject(value, `${where}: "insert" must be an object`)
  const insert = value as Record<string, unknown>
  const positions = ['before', 'after', 'replace'].filter((key) => insert[key] !== undefined)
  if (positions.length !== 1 || typeof insert[positions[0]] !== 'string') {
    throw badRequest(
      `${where}: "insert" needs exactly one of "before", "after" or "replace" as a path`,
      'invalidPatchError',
    )
  }
  if (!Array.isArray(insert.items)) {
    throw badRequest(`${where}: "insert" needs an "items" array`, 'invalidPatchError')
  }
}

function requirePlainObject(value: unknown, message: string): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(message, 'invalidPatchError')
}
