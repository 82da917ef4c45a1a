import {formatRelativeTime} from '@tessera/kit'
import type {GlobalPresence} from '@tessera/store'
import {intentPath} from '../../../routing/intent-path.js'
import type {PresenceMenuEntry} from './presence-menu-view.js'

/**
 * Menu entries from kit's global presence: each links to the edit intent of the user's most recent
 * location (the store orders `locations` most recently active first).
 */
export function presenceEntries(
  presence: readonly GlobalPresence[],
  basePath: string,
  now: number,
  locale: string,
): PresenceMenuEntry[] {
  return presence.map((item) => {
    const latest = item.locations[0]
    return {
      userId: item.user.id,
      displayName: item.user.displayName ?? 'Unknown user',
      imageUrl: item.user.imageUrl,
      lastActive: formatRelativeTime(item.lastActiveAt, now, locale),
      href: latest ? intentPath(basePath, 'edit', {id: latest.documentId}) : undefined,
    }
  })
}
