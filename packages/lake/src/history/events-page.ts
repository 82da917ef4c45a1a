import {badRequest} from '../errors.js'
import {getPublishedId, isDraftId} from '../documents/ids.js'
import type {LakeStorage} from '../storage/types.js'
import {eventsOfStep, groupSteps, type DocumentGroupEvent} from './document-events.js'

export interface EventsPage {
  events: DocumentGroupEvent[]
  /** '' when there are no older events. */
  nextCursor: string
}

/**
 * The group ids behind a requested id: a draft or `versions.<release>.<id>` with its published
 * document, or a published id with its draft.
 */
export function groupIds(requestedId: string): {publishedId: string; variantId: string} {
  if (isDraftId(requestedId)) return {publishedId: getPublishedId(requestedId), variantId: requestedId}
  const version = /^versions\.[^.]+\.(.+)$/.exec(requestedId)
  if (version) return {publishedId: version[1], variantId: requestedId}
  return {publishedId: requestedId, variantId: `drafts.${requestedId}`}
}

/**
 * One page of a document's events, newest first. The cursor is the log position of the page's oldest
 * transaction, so events written meanwhile never shift later pages.
 */
export function eventsPage(
  storage: LakeStorage,
  dataset: string,
  requestedId: string,
  limit: number,
  cursor: string | null,
): EventsPage {
  const {publishedId, variantId} = groupIds(requestedId)
  const before = cursor ? decodeCursor(cursor) : Number.MAX_SAFE_INTEGER
  const events: DocumentGroupEvent[] = []
  let lastSeq = 0
  for (const step of groupSteps(
    storage.getVersionSteps(dataset, [publishedId, variantId], before),
    publishedId,
  )) {
    const stepEvents = eventsOfStep(step, requestedId, publishedId)
    if (stepEvents.length === 0) continue
    // A full page: an older event exists, so the next page starts below this page's oldest step.
    if (events.length >= limit) return {events, nextCursor: encodeCursor(lastSeq)}
    events.push(...stepEvents)
    lastSeq = step.seq
  }
  return {events, nextCursor: ''}
}

function encodeCursor(seq: number): string {
  return Buffer.from(`seq:${seq}`).toString('base64url')
}

function decodeCursor(cursor: string): number {
  const match = /^seq:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw badRequest(`Invalid cursor "${cursor}"`, 'invalidCursorError')
  return Number(match[1])
}
