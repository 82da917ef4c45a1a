import type {LakeKernel} from '../kernel.js'
import {ANONYMOUS_ID, type Identity} from './identity.js'
import {describeRoles, type RoleDescription} from './roles.js'

/** The id of the built-in system user (writes the lake makes itself). */
export const SYSTEM_USER_ID = '<system>'

/**
 * A user as others see it (`/users/{ids}`): the hosted API's fields (`displayName`, `imageUrl`) and
 * the names the studio's user lookup also reads (`name`, `profileImage`). No email.
 */
export interface PublicUser {
  id: string
  projectId: string
  displayName: string
  name: string
  imageUrl: string | null
  profileImage: string | null
  familyName: null
  givenName: null
  middleName: null
  createdAt: string | null
  updatedAt: string | null
  isCurrentUser: boolean
  isRobot: boolean
}

/** The caller itself (`/users/me`). */
export interface CurrentUser {
  id: string
  name: string
  email?: string
  profileImage: string | null
  provider: string
  /** The first role's name, as older clients read it. */
  role: string
  roles: RoleDescription[]
  isRobot: boolean
}

/** People, robot tokens, the system user and the anonymous caller, by id; undefined when unknown. */
export function publicUser(kernel: LakeKernel, id: string, caller: Identity): PublicUser | undefined {
  const base = {
    projectId: kernel.config.projectId,
    familyName: null,
    givenName: null,
    middleName: null,
    isCurrentUser: id === caller.id,
  }
  const user = kernel.users.get(id)
  if (user) {
    const image = user.profileImage
    const fields = {displayName: user.name, name: user.name, imageUrl: image, profileImage: image}
    return {...base, id, ...fields, createdAt: user.createdAt, updatedAt: user.createdAt, isRobot: false}
  }
  const fixed = id === SYSTEM_USER_ID ? 'System' : id === ANONYMOUS_ID ? 'Anonymous' : undefined
  const robot = fixed ? undefined : robotToken(kernel, id)
  const name = fixed ?? (robot ? robot.label || 'Robot' : undefined)
  if (name === undefined) return undefined
  const fields = {displayName: name, name, imageUrl: null, profileImage: null}
  return {
    ...base,
    id,
    ...fields,
    createdAt: robot?.createdAt ?? null,
    updatedAt: robot?.createdAt ?? null,
    isRobot: !!robot,
  }
}

/** Who the caller is, or undefined for anonymous callers and users removed since their token was made. */
export function currentUser(kernel: LakeKernel, caller: Identity): CurrentUser | undefined {
  const roles = describeRoles(kernel.config, caller.roles)
  const role = caller.roles[0] ?? ''
  if (caller.kind === 'user') {
    const user = kernel.users.get(caller.id)
    if (!user) return undefined
    const {id, name, email, profileImage, provider} = user
    return {id, name, email, profileImage, provider, role, roles, isRobot: false}
  }
  if (caller.kind === 'robot') {
    const name = robotToken(kernel, caller.id)?.label || 'Robot'
    return {id: caller.id, name, profileImage: null, provider: 'tessera', role, roles, isRobot: true}
  }
  return undefined
}

function robotToken(kernel: LakeKernel, id: string) {
  return kernel.tokens.list().find((token) => token.id === id && token.kind === 'robot')
}
