import type {CurrentUser, RawCurrentUser, RawUser, User} from './types.js'

/** The built-in system user: never looked up, always shown with the same name. */
export const SYSTEM_USER_ID = '<system>'
export const SYSTEM_USER: Readonly<User> = Object.freeze({id: SYSTEM_USER_ID, displayName: 'System'})

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A user from a `/users/{ids}` item; null when the item has no id. */
export function toUser(raw: unknown): User | null {
  if (!isObject(raw) || typeof raw.id !== 'string') return null
  const {id, name, profileImage} = raw as unknown as RawUser
  return {
    id,
    ...(typeof name === 'string' ? {displayName: name} : {}),
    ...(typeof profileImage === 'string' ? {imageUrl: profileImage} : {}),
  }
}

/** The current user from a `/users/me` answer; null when it names nobody. */
export function toCurrentUser(raw: unknown): CurrentUser | null {
  if (!isObject(raw) || typeof raw.id !== 'string') return null
  const user = raw as unknown as RawCurrentUser
  const roles = (Array.isArray(user.roles) ? user.roles : [])
    .filter((role) => isObject(role) && typeof role.name === 'string')
    .map((role) => ({name: role.name, title: role.title || role.name}))
  return {
    id: user.id,
    name: typeof user.name === 'string' ? user.name : user.id,
    ...(typeof user.email === 'string' ? {email: user.email} : {}),
    ...(typeof user.profileImage === 'string' ? {profileImage: user.profileImage} : {}),
    ...(typeof user.provider === 'string' ? {provider: user.provider} : {}),
    role: typeof user.role === 'string' ? user.role : (roles[0]?.name ?? ''),
    roles,
  }
}
