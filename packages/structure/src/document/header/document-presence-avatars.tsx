import {useCurrentUser, useDocumentPresence, useKernel} from '@tessera/kit'
import type {DocumentPresence} from '@tessera/store'
import {memo, useMemo} from 'react'
import {PresenceAvatars, type PresentUser} from './presence-avatars.js'

/**
 * One entry per user (a user may be here in several tabs), in the order given (most recent first),
 * leaving out `selfId`: the signed-in user's other tabs are not someone else editing.
 */
export function presentUsers(presence: readonly DocumentPresence[], selfId?: string): PresentUser[] {
  const users = new Map<string, PresentUser>()
  for (const entry of presence) {
    if (entry.user.id !== selfId && !users.has(entry.user.id)) users.set(entry.user.id, entry.user)
  }
  return [...users.values()]
}

export interface DocumentPresenceAvatarsProps {
  /** The document (draft or published id: both count). */
  documentId: string
  maxAvatars?: number
}

/**
 * The avatars of the other people in this document, live from the workspace's presence. Memoised:
 * the pane re-renders on every keystroke, the avatars only when presence changes.
 */
export const DocumentPresenceAvatars = memo(function DocumentPresenceAvatars({
  documentId,
  maxAvatars,
}: DocumentPresenceAvatarsProps) {
  const presence = useDocumentPresence(documentId)
  const currentUserId = useCurrentUser()?.id
  // With the debug hash's show_own (spec 002 §1) you see yourself too.
  const selfId = useKernel().presence?.showsOwn ? undefined : currentUserId
  const users = useMemo(() => presentUsers(presence, selfId), [presence, selfId])
  return <PresenceAvatars users={users} maxAvatars={maxAvatars} />
})
