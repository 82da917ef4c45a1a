import type {PresenceLocation, PresencePathSegment} from '@tessera/types'
import type {Observable} from 'rxjs'

/** A user as presence shows them (the users endpoint's `id, displayName, imageUrl`). */
export interface PresenceUser {
  id: string
  displayName?: string
  imageUrl?: string
}

/** Looks users up by id; unknown ids are left out or null. */
export type GetUsers = (
  ids: string[],
) => PromiseLike<readonly (PresenceUser | null)[]> | Observable<readonly (PresenceUser | null)[]>

/** One other session, as last announced. */
export interface SessionPresence {
  sessionId: string
  userId: string
  /** When the lake received the last announcement. */
  timestamp: string
  /** The latest of the timestamp and the locations' activity. */
  lastActiveAt: string
  locations: PresenceLocation[]
}

/** Everyone present in the dataset, one entry per user. */
export interface GlobalPresence {
  user: PresenceUser
  status: 'online'
  lastActiveAt: string
  sessions: SessionPresence[]
  /** Where the user is, most recently active first, one entry per document. */
  locations: PresenceLocation[]
}

/** A session at a document: who and where in it. */
export interface DocumentPresence {
  user: PresenceUser
  sessionId: string
  documentId: string
  path: PresencePathSegment[]
  lastActiveAt: string
}

/** A location as the studio sets it: type defaults to `document`, path to the root, time to now. */
export interface LocationInput {
  type?: string
  documentId: string
  path?: PresencePathSegment[]
  lastActiveAt?: string
}
