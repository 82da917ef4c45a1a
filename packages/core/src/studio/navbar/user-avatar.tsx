import {Avatar, type AvatarSize} from '@sanity/ui'
import {avatarColorOf, initialsOf} from '@tessera/kit'

export {initialsOf}

export interface UserAvatarViewProps {
  name: string | undefined
  /** Colours the avatar as everywhere else in the studio (kit's `avatarColorOf`); blue without it. */
  userId?: string
  imageUrl?: string
  size?: AvatarSize
}

/**
 * A user's picture, or their initials. The navbar has name and picture already, so it does not need
 * kit's `UserAvatar`, but it colours by the user's id the same way, so a person has one colour in the
 * navbar and in the documents.
 */
export function UserAvatarView({name, userId, imageUrl, size = 1}: UserAvatarViewProps) {
  const color = userId ? avatarColorOf(userId) : 'blue'
  return <Avatar size={size} src={imageUrl} initials={initialsOf(name)} title={name} color={color} />
}
