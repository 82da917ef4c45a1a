import type {MutationResult, SanityDocument} from '@tessera/types'
import {isValidDocumentId, randomId} from '../documents/ids.js'
import {LakeError, badRequest, mutationError} from '../errors.js'
import {writeDenied} from '../grants/permission-errors.js'
import type {WorkingSet} from '../transactions/working-set.js'
import {applyPatchBody} from './apply-patch-body.js'
import {checkPatch} from './check-patch.js'
import {withArrayKeys} from './array-keys.js'
import {validatePatchOperations} from './validate-patch.js'

export interface ApplyOptions {
  autoGenerateArrayKeys: boolean
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
  working.checkDeadline()
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
  // A document the caller may not read cannot be created over, and the refusal is the one a create
  // they may not make gets, so it says nothing about what is there.
  if (existing && !working.visible(id)) throw writeDenied('create', id, 'create')
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
    working.checkDeadline()
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
    const refused = (reason: string) => patchFailed(`${where} on "${id}": ${reason}`, id, index)
    let next: SanityDocument
    try {
      checkPatch(current, patchBody, working.limits)
      next = applyPatchBody(current, patchBody, id, working.limits.maxDiffMatchPatchAlignChars)
    } catch (err) {
      if (err instanceof LakeError) throw err
      // The mutator's own errors (a path it cannot apply), or a value nested past the stack.
      throw refused((err as Error).message)
    }
    if (!next || next._id !== id) throw refused('"_id" cannot be changed')
    if (typeof next._type !== 'string') throw refused('"_type" cannot be removed')
    working.put({...next, _createdAt: current._createdAt})
    working.note(id, {patch: {...patchBody, id}})
    return {id, operation: 'update' as const}
  })
}

/** A patch that cannot be applied: a 400 in the shape @sanity/client reads (a mutation error with items). */
function patchFailed(description: string, id: string, index: number): LakeError {
  return mutationError(400, [{index, id, type: 'invalidPatchError', description}])
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
