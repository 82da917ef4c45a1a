import type {MutationResult, SanityDocument} from '@tessera/types'
import {isValidDocumentId, randomId} from '../documents/ids.js'
import {LakeError, badRequest} from '../errors.js'
import type {WorkingSet} from '../transactions/working-set.js'
import {applyPatchBody} from './apply-patch-body.js'
import {checkPatch} from './check-patch.js'
import {DEFAULT_PATCH_LIMITS, type PatchLimits} from './patch-limits.js'
import {withArrayKeys} from './array-keys.js'
import {validatePatchOperations} from './validate-patch.js'

export interface ApplyOptions {
  autoGenerateArrayKeys: boolean
  /** What one patch may cost (the lake's limits); the defaults when absent. */
  limits?: PatchLimits
}

type Json = Record<string, unknown>

const MUTATION_TYPES = ['create', 'createIfNotExists', 'createOrReplace', 'delete', 'patch'] as const

/** Applies one mutation of a transaction to the working set and says what it did to which documents. */
export function applyMutation(
  working: WorkingSet,
  mutation: unknown,
  index: number,
  options: ApplyOptions,
): MutationResult[] {
  if (mutation === null || typeof mutation !== 'object' || Array.isArray(mutation)) {
    throw badRequest(`Mutation at index ${index} must be an object`, 'invalidMutationError')
  }
  const keys = Object.keys(mutation)
  const type = keys[0]
  if (keys.length !== 1 || !(MUTATION_TYPES as readonly string[]).includes(type)) {
    throw badRequest(
      `Mutation at index ${index} has unknown type "${keys.join(', ')}" (expected one of ${MUTATION_TYPES.join(', ')})`,
      'invalidMutationError',
    )
  }
  const body = (mutation as Json)[type]
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(`Mutation at index ${index}: "${type}" must be an object`, 'invalidMutationError')
  }
  const where = `Mutation at index ${index} (${type})`
  switch (type) {
    case 'create':
    case 'createIfNotExists':
    case 'createOrReplace':
      return [applyCreate(working, type, body as Json, where, options)]
    case 'delete':
      return applyDelete(working, body as Json, where)
    default:
      return applyPatch(working, body as Json, where, index, options)
  }
}

function applyCreate(
  working: WorkingSet,
  type: 'create' | 'createIfNotExists' | 'createOrReplace',
  input: Json,
  where: string,
  options: ApplyOptions,
): MutationResult {
  const doc = options.autoGenerateArrayKeys ? withArrayKeys(input) : input
  if (typeof doc._type !== 'string' || doc._type === '') {
    throw badRequest(`${where}: the document needs a "_type"`, 'invalidDocumentError')
  }
  let id = doc._id
  if (type !== 'create' && (id === undefined || id === '')) {
    throw badRequest(`${where}: "${type}" needs an "_id"`, 'invalidDocumentError')
  }
  if (id === undefined || id === '') id = randomId()
  // An id ending with "." asks for a generated id under that path, e.g. "drafts." → "drafts.<random>".
  else if (typeof id === 'string' && id.endsWith('.')) id = id + randomId()
  if (!isValidDocumentId(id)) {
    throw badRequest(`${where}: invalid document id ${JSON.stringify(id)}`, 'invalidDocumentIdError')
  }
  const existing = working.get(id)
  if (existing && type === 'create') {
    throw new LakeError(409, `Document by ID "${id}" already exists`, {
      type: 'documentAlreadyExistsError',
      description: `Document by ID "${id}" already exists`,
      id,
    })
  }
  if (existing && type === 'createIfNotExists') return {id, operation: 'none'}
  const createdAt =
    existing?._createdAt ?? (typeof doc._createdAt === 'string' ? doc._createdAt : working.timestamp)
  const written = working.put({...doc, _id: id, _createdAt: createdAt} as SanityDocument)
  working.note(id, {[type]: written})
  return {id, operation: existing ? 'update' : 'create'}
}

function applyDelete(working: WorkingSet, selection: Json, where: string): MutationResult[] {
  const ids = selectIds(working, selection, where)
  return ids.map((id) => {
    const existed = working.forWrite(id, 'delete') !== null
    if (existed) {
      working.delete(id)
      working.note(id, {delete: {id}})
    }
    return {id, operation: existed ? 'delete' : 'none'}
  })
}

function applyPatch(
  working: WorkingSet,
  body: Json,
  where: string,
  index: number,
  options: ApplyOptions,
): MutationResult[] {
  validatePatchOperations(body, where)
  const ids = selectIds(working, body, where)
  const {id: _id, query: _query, params: _params, ifRevisionID, ...operations} = body
  const patchBody = options.autoGenerateArrayKeys ? keyedPatchValues(operations) : operations
  return ids.map((id) => {
    const current = working.forWrite(id, 'update')
    if (!current) {
      const description = `Cannot patch document "${id}": it does not exist`
      throw new LakeError(404, description, {type: 'documentNotFoundError', description, id, index})
    }
    if (typeof ifRevisionID === 'string' && current._rev !== ifRevisionID) {
      const description = `Document "${id}" has unexpected revision ID ("${current._rev}"), expected "${ifRevisionID}"`
      throw new LakeError(409, description, {type: 'revisionMismatchError', description, id, index})
    }
    // Permission (forWrite) and revision first; then what the patch selects, before anything runs.
    checkPatch(current, patchBody, options.limits ?? DEFAULT_PATCH_LIMITS, `${where} on "${id}"`)
    let next: SanityDocument
    try {
      next = applyPatchBody(current, patchBody, id)
    } catch (err) {
      throw badRequest(`${where} on "${id}": ${(err as Error).message}`, 'invalidPatchError')
    }
    if (!next || next._id !== id)
      throw badRequest(`${where} on "${id}": "_id" cannot be changed`, 'invalidPatchError')
    if (typeof next._type !== 'string')
      throw badRequest(`${where} on "${id}": "_type" cannot be removed`, 'invalidPatchError')
    working.put({...next, _createdAt: current._createdAt})
    working.note(id, {patch: {...patchBody, id}})
    return {id, operation: 'update' as const}
  })
}

function keyedPatchValues(operations: Json): Json {
  const result: Json = {...operations}
  for (const op of ['set', 'setIfMissing'] as const) {
    if (result[op]) result[op] = withArrayKeys(result[op])
  }
  if (result.insert) {
    const insert = result.insert as Json
    // Inserted items are array members themselves, so each object item gets a key.
    result.insert = {...insert, items: withArrayKeys(insert.items as unknown[])}
  }
  return result
}

function selectIds(working: WorkingSet, selection: Json, where: string): string[] {
  if (typeof selection.id === 'string') {
    if (!isValidDocumentId(selection.id)) {
      throw badRequest(
        `${where}: invalid document id ${JSON.stringify(selection.id)}`,
        'invalidDocumentIdError',
      )
    }
    return [selection.id]
  }
  if (typeof selection.query === 'string') {
    const params = (selection.params ?? {}) as Record<string, unknown>
    return working.idsMatching(selection.query, params)
  }
  throw badRequest(`${where}: needs an "id" or a "query"`, 'invalidMutationError')
}
