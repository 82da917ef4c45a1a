import {Box, Text} from '@tessera/kit/primitives'
import {LazyTooltip, UserAvatarStack, type UserAvatarProps} from '@tessera/kit'

/** Avatars shown at most, the '+N' counter included (spec/001 §9: 3 by default). */
export const DOCUMENT_PRESENCE_MAX_AVATARS = 3

export type PresentUser = UserAvatarProps['user']

/** '<name> is editing this document', or 'N people are editing this document right now' (spec/001 §9). */
export function documentPresenceText(users: readonly PresentUser[]): string {
  if (users.length === 1) return `${users[0].displayName ?? users[0].id} is editing this document`
  return `${users.length} people are editing this document right now`
}

export interface PresenceAvatarsProps {
  /** The others in the document, one entry per user, most recently active first. */
  users: readonly PresentUser[]
  /** Avatars at most, the '+N' counter taking the last place. */
  maxAvatars?: number
}

/** The avatars of the others in a document, with a tooltip saying who; nothing when nobody is. */
export function PresenceAvatars({users, maxAvatars = DOCUMENT_PRESENCE_MAX_AVATARS}: PresenceAvatarsProps) {
  if (users.length === 0) return null
  const text = documentPresenceText(users)
  // The stack keeps the last avatars when it has to cut: give it the most recently active last.
  const oldestFirst = [...users].reverse()
  return (
    <LazyTooltip
      portal
      placement="bottom"
      content={
        <Box padding={2}>
          <Text size={1}>{text}</Text>
        </Box>
      }
    >
      <Box
        role="group"
        aria-label={text}
        data-document-presence={users.map((user) => user.id).join(' ')}
        style={{display: 'inline-flex', flex: 'none'}}
      >
        <UserAvatarStack users={oldestFirst} maxLength={maxAvatars} size={0} />
      </Box>
    </LazyTooltip>
  )
}
