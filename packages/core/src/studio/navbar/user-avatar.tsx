import {Avatar, type AvatarSize} from '@sanity/ui'
import {initialsOf} from '@tessera/kit'

export {initialsOf}

export interface UserAvatarViewProps {
  name: string | undefined
  imageUrl?: string
  size?: AvatarSize
}

/**
 * A user's picture, or their initials. The navbar has name and picture already, so it does not need
 * kit's `UserAvatar` (which takes a user and colours by id).
 */
export function UserAvatarView({name, imageUrl, size = 1}: UserAvatarViewProps) {
  return <Avatar size={size} src={imageUrl} initials={initialsOf(name)} title={name} color="blue" />
}
