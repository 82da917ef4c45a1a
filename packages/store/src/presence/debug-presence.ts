import type {PresenceLocation} from '@tessera/types'
import {sessionLastActive} from './presence-views.js'
import type {PresenceUser, SessionPresence} from './types.js'

/** The debug hash's presence options (spec 002 §1: `#_debug_presence=fake_others,show_own`). */
export type DebugPresenceOption = 'fake_others' | 'show_own'

/** The made-up people `fake_others` puts beside you, so presence can be looked at alone. */
export const FAKE_PRESENCE_USERS: readonly PresenceUser[] = [
  {id: 'fake-presence-grace', displayName: 'Grace Hopper'},
  {id: 'fake-presence-alan', displayName: 'Alan Turing'},
  {id: 'fake-presence-katherine', displayName: 'Katherine Johnson'},
]

/**
 * The sessions the debug options add, given where this session is: `show_own` this session as if it
 * were someone else's (presence normally shows only the others), `fake_others` the fake people at the
 * same places (one field further down each, so their avatars sit apart). Empty without options.
 */
export function debugPresenceSessions(
  options: ReadonlySet<string>,
  own: {sessionId: string; userId: string | undefined},
  locations: readonly PresenceLocation[],
  now: string,
): SessionPresence[] {
  const sessions: SessionPresence[] = []
  const lastActiveAt = sessionLastActive(now, locations)
  if (options.has('show_own') && own.userId) {
    sessions.push({
      sessionId: own.sessionId,
      userId: own.userId,
      timestamp: now,
      lastActiveAt,
      locations: [...locations],
    })
  }
  if (options.has('fake_others')) {
    FAKE_PRESENCE_USERS.forEach((user, index) => {
      sessions.push({
        sessionId: `${own.sessionId}-fake-${index}`,
        userId: user.id,
        timestamp: now,
        lastActiveAt,
        locations: locations.map((location) => ({...location, path: location.path.slice(0, index)})),
      })
    })
  }
  return sessions
}
