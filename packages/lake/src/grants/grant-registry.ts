import type {Grant} from '@tessera/types'
import type {Identity} from '../auth/identity.js'
import type {LakeConfig} from '../config/lake-config.js'
import {DocumentAccess, type CompiledGrant} from './document-access.js'
import {parseGrantFilter} from './grant-filter.js'
import {BUILT_IN_ROLES, PERMISSIONS, isPermission, type RoleDefinition} from './roles.js'

/** The access each set of roles (built-in and configured) gives. */
export interface GrantRegistry {
  /** What this caller may do. Unknown role names grant nothing. */
  accessFor(identity: Identity): DocumentAccess
}

const ROLE_NAME = /^[A-Za-z0-9_-]+$/

/**
 * Builds the registry, checking the configured roles: a malformed role, a filter that is not GROQ or
 * an unknown permission stops the lake from starting, with a message naming the role.
 */
export function createGrantRegistry(config: Pick<LakeConfig, 'roles' | 'anonymousRole'>): GrantRegistry {
  const definitions = new Map<string, {role: RoleDefinition; compiled: CompiledGrant[]}>()
  for (const role of BUILT_IN_ROLES) definitions.set(role.name, {role, compiled: compileGrants(role)})
  const configured = config.roles ?? {}
  if (typeof configured !== 'object' || Array.isArray(configured)) {
    throw new Error('Invalid "roles" in the lake config: expected an object of role definitions by name')
  }
  for (const [name, raw] of Object.entries(configured as Record<string, unknown>)) {
    const role = checkCustomRole(name, raw, definitions.has(name))
    definitions.set(name, {role, compiled: compileGrants(role)})
  }
  if (config.anonymousRole !== null && config.anonymousRole !== undefined) {
    if (!definitions.has(config.anonymousRole)) {
      throw new Error(
        `Invalid "anonymousRole" in the lake config: "${config.anonymousRole}" is not a built-in or configured role`,
      )
    }
  }

  // One access object per role set (and per caller where a filter uses identity()), so its
  // compiled rules and cached read scopes are shared by every request of those roles.
  const accessCache = new Map<string, DocumentAccess>()

  return {
    accessFor(identity) {
      const roles = [...new Set(identity.roles)].sort()
      const known = roles.flatMap((name) => definitions.get(name) ?? [])
      const compiled = known.flatMap((definition) => definition.compiled)
      const personal = compiled.some(({filter}) => filter.usesIdentity)
      const key = roles.join('\n') + (personal ? `\n@${identity.id}` : '')
      let access = accessCache.get(key)
      if (!access) {
        access = new DocumentAccess(roles, dedupe(compiled), identity.id)
        accessCache.set(key, access)
      }
      return access
    },
  }
}

function compileGrants(role: RoleDefinition): CompiledGrant[] {
  return role.grants.map((grant, index) => {
    try {
      return {grant, filter: parseGrantFilter(grant.filter)}
    } catch (err) {
      throw roleError(
        role.name,
        `grant ${index} has an invalid filter ${JSON.stringify(grant.filter)}: ${(err as Error).message}`,
      )
    }
  })
}

/** The same grant given by two roles is listed once. */
function dedupe(compiled: CompiledGrant[]): CompiledGrant[] {
  const seen = new Set<string>()
  return compiled.filter(({grant}) => {
    const key = JSON.stringify([grant.filter, grant.permissions])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function checkCustomRole(name: string, raw: unknown, exists: boolean): RoleDefinition {
  if (!ROLE_NAME.test(name)) throw roleError(name, 'role names may use only letters, digits, "_" and "-"')
  if (exists) throw roleError(name, 'it is a built-in role and cannot be redefined')
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw roleError(name, 'expected an object with "title" and "grants"')
  }
  const {title, grants} = raw as {title?: unknown; grants?: unknown}
  if (title !== undefined && typeof title !== 'string') throw roleError(name, '"title" must be a string')
  if (!Array.isArray(grants)) throw roleError(name, '"grants" must be an array of {filter, permissions}')
  return {name, title: title ?? name, grants: grants.map((grant, index) => checkGrant(name, grant, index))}
}

function checkGrant(role: string, raw: unknown, index: number): Grant {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw roleError(role, `grant ${index} must be an object with "filter" and "permissions"`)
  }
  const {filter, permissions} = raw as {filter?: unknown; permissions?: unknown}
  if (typeof filter !== 'string' || filter.trim() === '') {
    throw roleError(role, `grant ${index} needs a "filter": a GROQ expression such as _type == "post"`)
  }
  if (!Array.isArray(permissions)) {
    throw roleError(role, `grant ${index} needs "permissions": a list of ${PERMISSIONS.join(', ')}`)
  }
  const unknown = permissions.find((permission) => !isPermission(permission))
  if (unknown !== undefined) {
    throw roleError(
      role,
      `grant ${index} has unknown permission ${JSON.stringify(unknown)} (known: ${PERMISSIONS.join(', ')})`,
    )
  }
  return {filter, permissions: [...new Set(permissions as Grant['permissions'])]}
}

function roleError(name: string, reason: string): Error {
  return new Error(`Invalid role "${name}" in the lake config: ${reason}`)
}
