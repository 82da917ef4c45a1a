import type {DocumentAction, PatchOperations} from '@tessera/types'
import {DRAFTS_PREFIX, isValidDocumentId} from '../documents/ids.js'
import {badRequest, type LakeError} from '../errors.js'

type Json = Record<string, unknown>

export const ACTION_TYPES = [
  'sanity.action.document.create',
  'sanity.action.document.edit',
  'sanity.action.document.publish',
  'sanity.action.document.unpublish',
  'sanity.action.document.discard',
  'sanity.action.document.delete',
  'sanity.action.document.replaceDraft',
] as const

const VERSION_ID = /^versions\.[^.]+\.(.+)$/

/** A draft (`drafts.x`) or release version (`versions.r.x`) of the published document `x`. */
export function isDraftOf(id: string, publishedId: string): boolean {
  return id === DRAFTS_PREFIX + publishedId || VERSION_ID.exec(id)?.[1] === publishedId
}

function isDraftOrVersionId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX) || VERSION_ID.test(id)
}

/** Checks the shape of one submitted action, before anything runs, and returns it typed. */
export function parseAction(raw: unknown, index: number): DocumentAction {
  const at = `Action at index ${index}`
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw invalid(`${at} must be an object`)
  const action = raw as Json
  if (action.actionType === undefined) throw invalid(`${at}: "actionType" is required`)
  const type = action.actionType
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    throw invalid(`${at}: unknown action type ${JSON.stringify(type)} (known: ${ACTION_TYPES.join(', ')})`)
  }
  const fields = new FieldReader(action, `${at} (${type})`)
  switch (type as DocumentAction['actionType']) {
    case 'sanity.action.document.create': {
      const publishedId = fields.publishedId()
      const ifExists = action.ifExists ?? 'fail'
      if (ifExists !== 'fail' && ifExists !== 'ignore')
        throw fields.error('"ifExists" must be "fail" or "ignore"')
      return {
        actionType: 'sanity.action.document.create',
        publishedId,
        attributes: fields.attributes(publishedId),
        ifExists,
      }
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = fields.publishedId()
      return {
        actionType: 'sanity.action.document.replaceDraft',
        publishedId,
        attributes: fields.attributes(publishedId),
      }
    }
    case 'sanity.action.document.edit': {
      const publishedId = fields.publishedId()
      const draftId = fields.draftIdOf(publishedId)
      // Operations are checked when the patch runs, by the same code as the mutate endpoint.
      const patch = fields.object('patch') as PatchOperations
      return {actionType: 'sanity.action.document.edit', draftId, publishedId, patch}
    }
    case 'sanity.action.document.publish': {
      const publishedId = fields.publishedId()
      return {
        actionType: 'sanity.action.document.publish',
        draftId: fields.draftIdOf(publishedId),
        publishedId,
        ifDraftRevisionId: fields.optionalString('ifDraftRevisionId'),
        ifPublishedRevisionId: fields.optionalString('ifPublishedRevisionId'),
      }
    }
    case 'sanity.action.document.unpublish': {
      const publishedId = fields.publishedId()
      return {
        actionType: 'sanity.action.document.unpublish',
        draftId: fields.draftIdOf(publishedId),
        publishedId,
      }
    }
    case 'sanity.action.document.discard': {
      const draftId = fields.id('draftId')
      if (!isDraftOrVersionId(draftId))
        throw fields.error(`"draftId" must be a draft or version id, not "${draftId}"`)
      return {actionType: 'sanity.action.document.discard', draftId, purge: fields.optionalBoolean('purge')}
    }
    case 'sanity.action.document.delete': {
      const publishedId = fields.publishedId()
      return {
        actionType: 'sanity.action.document.delete',
        publishedId,
        includeDrafts: fields.draftList(publishedId),
        purge: fields.optionalBoolean('purge'),
      }
    }
  }
}

function invalid(message: string): LakeError {
  return badRequest(message, 'invalidActionError')
}

/** Reads and checks the fields of one action, naming the action and field in every error. */
class FieldReader {
  constructor(
    private readonly action: Json,
    private readonly where: string,
  ) {}

  error(message: string): LakeError {
    return invalid(`${this.where}: ${message}`)
  }

  string(name: string): string {
    const value = this.action[name]
    if (value === undefined || value === null || value === '') throw this.error(`"${name}" is required`)
    if (typeof value !== 'string') throw this.error(`"${name}" must be a string`)
    return value
  }

  optionalString(name: string): string | undefined {
    const value = this.action[name]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string') throw this.error(`"${name}" must be a string`)
    return value
  }

  optionalBoolean(name: string): boolean | undefined {
    const value = this.action[name]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'boolean') throw this.error(`"${name}" must be true or false`)
    return value
  }

  object(name: string): Json {
    const value = this.action[name]
    if (value === undefined || value === null) throw this.error(`"${name}" is required`)
    if (typeof value !== 'object' || Array.isArray(value)) throw this.error(`"${name}" must be an object`)
    return value as Json
  }

  id(name: string): string {
    const id = this.string(name)
    if (!isValidDocumentId(id))
      throw this.error(`"${name}" is not a valid document id: ${JSON.stringify(id)}`)
    return id
  }

  publishedId(): string {
    const id = this.id('publishedId')
    if (isDraftOrVersionId(id)) throw this.error(`"publishedId" must be a published id, not "${id}"`)
    return id
  }

  draftIdOf(publishedId: string): string {
    const id = this.id('draftId')
    if (!isDraftOf(id, publishedId)) {
      throw this.error(
        `"draftId" must be "${DRAFTS_PREFIX}${publishedId}" (or a version of "${publishedId}"), not "${id}"`,
      )
    }
    return id
  }

  draftList(publishedId: string): string[] {
    const value = this.action.includeDrafts
    if (value === undefined || value === null) return []
    if (!Array.isArray(value)) throw this.error('"includeDrafts" must be an array of draft ids')
    for (const id of value) {
      if (typeof id !== 'string' || !isDraftOf(id, publishedId)) {
        throw this.error(
          `"includeDrafts" may only list drafts of "${publishedId}", not ${JSON.stringify(id)}`,
        )
      }
    }
    return value as string[]
  }

  /** The document of create and replaceDraft: needs a `_type`; its `_id`, if any, names this document. */
  attributes(publishedId: string): Extract<DocumentAction, {attributes: unknown}>['attributes'] {
    const attributes = this.object('attributes')
    const draftId = DRAFTS_PREFIX + publishedId
    if (attributes._id !== undefined && attributes._id !== draftId && attributes._id !== publishedId) {
      throw this.error(`"attributes._id" must be "${draftId}", not ${JSON.stringify(attributes._id)}`)
    }
    if (typeof attributes._type !== 'string' || attributes._type === '') {
      throw this.error('"attributes._type" is required')
    }
    return {...attributes, _id: draftId, _type: attributes._type}
  }
}
