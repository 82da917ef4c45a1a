import type {PresenceLocation} from '@tessera/types'
import {getPublishedId} from '../documents/ids.js'
import type {DocumentPresence, GlobalPresence, PresenceUser, SessionPresence} from './types.js'

const latest = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a)
const newestFirst = (a: {lastActiveAt: string}, b: {lastActiveAt: string}) =>
  Date.parse(b.lastActiveAt) - Date.parse(a.lastActiveAt)

export function sessionLastActive(timestamp: string, locations: readonly PresenceLocation[]): string {
  return locations.reduce((result, location) => latest(result, location.lastActiveAt), timestamp)
}

/** One entry per user with a resolved user; users the lookup could not find are left out. */
export function globalPresence(
  sessions: ReadonlyMap<string, SessionPresence>,
  users: ReadonlyMap<string, PresenceUser | null>,
): GlobalPresence[] {
  const byUser = new Map<string, SessionPresence[]>()
  for (const session of sessions.values()) {
    byUser.set(session.userId, [...(byUser.get(session.userId) ?? []), session])
  }
  const result: GlobalPresence[] = []
  for (const [userId, userSessions] of byUser) {
    const user = users.get(userId)
    if (!user) continue
    const sorted = [...userSessions].sort(newestFirst)
    const seen = new Set<string>()
    const locations = sorted
      .flatMap((session) => session.locations)
      .sort(newestFirst)
      .filter((location) => {
        const id = getPublishedId(location.documentId)
        if (seen.has(id)) return false
        seen.add(id)
        return true
      })
    result.push({user, status: 'online', lastActiveAt: sorted[0].lastActiveAt, sessions: sorted, locations})
  }
  return result.sort(newestFirst)
}

/** The sessions at a document (draft or published id alike), most recently active first. */
export function documentPresence(
  documentId: string,
  sessions: ReadonlyMap<string, SessionPresence>,
  users: ReadonlyMap<string, PresenceUser | null>,
): DocumentPresence[] {
  const publishedId = getPublishedId(documentId)
  const result: DocumentPresence[] = []
  for (const session of sessions.values()) {
    const user = users.get(session.userId)
    if (!user) continue
    for (const location of session.locations) {
      if (getPublishedId(location.documentId) !== publishedId) continue
      result.push({
        user,
        sessionId: session.sessionId,
        documentId: location.documentId,
        path: location.path,
        lastActiveAt: location.lastActiveAt,
      })
    }
  }
  return result.sort(newestFirst)
}
