import {Avatar, type AvatarSize} from '@sanity/ui'

export interface UserAvatarViewProps {
  name: string | undefined
  imageUrl?: string
  size?: AvatarSize
}

/** Up to two initials: first letters of the first and last words ('Ada Lovelace' → 'AL'). */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/**
 * A user's picture, or their initials. Stands in for kit's UserAvatar until that lands (it takes a
 * user id and looks the user up; the navbar already has name and picture).
 */
export function UserAvatarView({name, imageUrl, size = 1}: UserAvatarViewProps) {
  return <Avatar size={size} src={imageUrl} initials={initialsOf(name)} title={name} color="blue" />
}
