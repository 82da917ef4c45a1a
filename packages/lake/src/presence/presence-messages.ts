import type {PresenceLocation, PresencePathSegment} from '@tessera/types'
import {isValidDocumentId} from '../documents/ids.js'

/** A client message after validation: only the fields the server relays, checked and copied. */
export type PresenceRequest =
  | {kind: 'rollCall'; sessionId?: string}
  | {kind: 'state'; sessionId: string; locations: PresenceLocation[]}
  | {kind: 'disconnect'; sessionId: string}

/** A refused message: its text goes back to the client as `{type: 'error', message}`. */
export class PresenceMessageError extends Error {}

/** Spec 002 §8 wording. */
export const UNKNOWN_EVENT_MESSAGE = 'Got unknown presence event'

const KINDS: Record<string, PresenceRequest['kind']> = {
  rollCall: 'rollCall',
  presence_rollcall: 'rollCall',
  state: 'state',
  presence_announce: 'state',
  disconnect: 'disconnect',
  presence_disconnect: 'disconnect',
}

const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/
const MAX_PATH_SEGMENTS = 64
const MAX_TEXT = 256

/** Parses one text message from a client. Throws PresenceMessageError. */
export function parsePresenceMessage(text: string, maxLocations: number): PresenceRequest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new PresenceMessageError('Presence message is not valid JSON')
  }
  if (!isObject(value) || typeof value.type !== 'string') {
    throw new PresenceMessageError('A presence message is a JSON object with a "type"')
  }
  const kind = Object.hasOwn(KINDS, value.type) ? KINDS[value.type] : undefined
  if (!kind) throw new PresenceMessageError(UNKNOWN_EVENT_MESSAGE)
  return presenceRequest(kind, value, maxLocations)
}

/**
 * Checks and copies one request's fields: `sessionId` (or `session`, as Sanity's event names carry it)
 * and, for announcements, `locations`.
 */
export function presenceRequest(
  kind: PresenceRequest['kind'],
  value: Record<string, unknown>,
  maxLocations: number,
): PresenceRequest {
  const rawSession = value.sessionId ?? value.session
  if (kind === 'rollCall') {
    return rawSession === undefined ? {kind} : {kind, sessionId: sessionIdOf(rawSession)}
  }
  const sessionId = sessionIdOf(rawSession)
  if (kind === 'disconnect') return {kind, sessionId}
  if (!Array.isArray(value.locations)) throw new PresenceMessageError('"locations" must be an array')
  if (value.locations.length > maxLocations) {
    throw new PresenceMessageError(`Too many locations: at most ${maxLocations} per announcement`)
  }
  return {kind, sessionId, locations: value.locations.map(parseLocation)}
}

function sessionIdOf(value: unknown): string {
  if (typeof value !== 'string' || !SESSION_ID.test(value)) {
    throw new PresenceMessageError('"sessionId" must be 1 to 64 letters, digits, "_" or "-"')
  }
  return value
}

function parseLocation(value: unknown, index: number): PresenceLocation {
  const where = `locations[${index}]`
  if (!isObject(value)) throw new PresenceMessageError(`${where} must be an object`)
  const {type, documentId, path, lastActiveAt} = value
  if (typeof type !== 'string' || type.length === 0 || type.length > 64) {
    throw new PresenceMessageError(`${where}.type must be a short string such as "document"`)
  }
  if (!isValidDocumentId(documentId))
    throw new PresenceMessageError(`${where}.documentId is not a valid document id`)
  if (!Array.isArray(path) || path.length > MAX_PATH_SEGMENTS) {
    throw new PresenceMessageError(`${where}.path must be an array of at most ${MAX_PATH_SEGMENTS} segments`)
  }
  if (
    typeof lastActiveAt !== 'string' ||
    lastActiveAt.length > 64 ||
    Number.isNaN(Date.parse(lastActiveAt))
  ) {
    throw new PresenceMessageError(`${where}.lastActiveAt must be an ISO 8601 time`)
  }
  return {type, documentId, path: path.map((segment) => pathSegment(segment, where)), lastActiveAt}
}

function pathSegment(segment: unknown, where: string): PresencePathSegment {
  if (typeof segment === 'string' && segment.length <= MAX_TEXT) return segment
  if (Number.isSafeInteger(segment)) return segment as number
  if (isObject(segment) && typeof segment._key === 'string' && segment._key.length <= MAX_TEXT) {
    return {_key: segment._key}
  }
  if (Array.isArray(segment) && segment.length === 2 && segment.every(isRangeEnd)) {
    return [segment[0], segment[1]] as [number | '', number | '']
  }
  throw new PresenceMessageError(
    `${where}.path has an invalid segment: use field names, indexes, {_key} or [from, to]`,
  )
}

function isRangeEnd(value: unknown): boolean {
  return value === '' || Number.isSafeInteger(value)
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
