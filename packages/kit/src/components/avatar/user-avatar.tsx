import {Avatar, AvatarStack, type AvatarSize} from '@sanity/ui'
import type {User} from '@tessera/store'
import {Box, Text} from '@sanity/ui'
import {useUser} from '../../hooks/use-user.js'
import {LazyTooltip} from '../tooltip/lazy-tooltip.js'

/** Up to two initials: the first letters of the first and last words ('Ada Lovelace' → 'AL'). */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0][0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : ''
  return (first + last).toUpperCase()
}

const COLORS = ['blue', 'purple', 'magenta', 'orange', 'yellow', 'cyan', 'green', 'red'] as const
export type AvatarColor = (typeof COLORS)[number]

/** The same colour for the same user everywhere. */
export function avatarColorOf(userId: string): AvatarColor {
  let hash = 0
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return COLORS[hash % COLORS.length]
}

export interface UserAvatarProps {
  user: Pick<User, 'id' | 'displayName' | 'imageUrl'>
  size?: AvatarSize
  /** Editing: a ring; inactive users are dimmed. */
  status?: 'online' | 'editing' | 'inactive'
  withTooltip?: boolean
}

/** A user's picture, or their initials on a colour of their own. */
export function UserAvatar({user, size = 1, status = 'online', withTooltip = false}: UserAvatarProps) {
  const avatar = (
    <Avatar
      size={size}
      src={user.imageUrl}
      initials={initialsOf(user.displayName)}
      title={withTooltip ? undefined : user.displayName}
      color={avatarColorOf(user.id)}
      status={status === 'editing' ? 'editing' : status === 'inactive' ? 'inactive' : 'online'}
      data-user-id={user.id}
    />
  )
  if (!withTooltip) return avatar
  return (
    <LazyTooltip
      portal
      content={
        <Box padding={2}>
          <Text size={1}>{user.displayName ?? user.id}</Text>
        </Box>
      }
    >
      <span style={{display: 'inline-flex'}}>{avatar}</span>
    </LazyTooltip>
  )
}

/** A user's avatar by id, looked up through the workspace's user store. */
export function UserAvatarById({userId, ...rest}: Omit<UserAvatarProps, 'user'> & {userId: string}) {
  const user = useUser(userId)
  return <UserAvatar user={user ?? {id: userId}} {...rest} />
}

/** Several users, at most `maxLength` avatars then a count. */
export function UserAvatarStack({
  users,
  maxLength = 4,
  size = 1,
}: {
  users: UserAvatarProps['user'][]
  maxLength?: number
  size?: AvatarSize
}) {
  return (
    <AvatarStack maxLength={maxLength} size={size}>
      {users.map((user) => (
        <UserAvatar key={user.id} user={user} size={size} />
      ))}
    </AvatarStack>
  )
}
