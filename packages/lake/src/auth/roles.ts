import type {LakeConfig} from '../config/lake-config.js'
import {BUILT_IN_ROLES as BUILT_IN_ROLE_DEFINITIONS} from '../grants/roles.js'

/** The roles every lake knows, by name, with the titles the studio shows (grants: `grants/roles.ts`). */
export const BUILT_IN_ROLES: Readonly<Record<string, string>> = Object.fromEntries(
  BUILT_IN_ROLE_DEFINITIONS.map((role) => [role.name, role.title]),
)

export interface RoleDescription {
  name: string
  title: string
}

/** Every valid role name: the built-in ones, then the custom roles of the lake's config. */
export function roleNames(config: Pick<LakeConfig, 'roles'>): string[] {
  return [
    ...Object.keys(BUILT_IN_ROLES),
    ...Object.keys(config.roles).filter((name) => !Object.hasOwn(BUILT_IN_ROLES, name)),
  ]
}

export function isValidRole(config: Pick<LakeConfig, 'roles'>, name: string): boolean {
  return Object.hasOwn(BUILT_IN_ROLES, name) || Object.hasOwn(config.roles, name)
}

/** Built-in roles keep their titles (the config cannot redefine them); custom ones default to their name. */
export function roleTitle(config: Pick<LakeConfig, 'roles'>, name: string): string {
  if (Object.hasOwn(BUILT_IN_ROLES, name)) return BUILT_IN_ROLES[name]
  return (Object.hasOwn(config.roles, name) && config.roles[name].title) || name
}

/** `{name, title}` per role, the shape `/users/me` and project members carry. */
export function describeRoles(config: Pick<LakeConfig, 'roles'>, names: string[]): RoleDescription[] {
  return names.map((name) => ({name, title: roleTitle(config, name)}))
}

/**
 * Checks role names (given as a list or comma-separated) and returns them without duplicates. Throws
 * an Error naming the unknown role and the valid ones.
 */
export function parseRoles(config: Pick<LakeConfig, 'roles'>, input: string | string[]): string[] {
  const names = (Array.isArray(input) ? input : input.split(',')).map((name) => name.trim()).filter(Boolean)
  if (names.length === 0) throw new Error(`No role given. Valid roles: ${roleNames(config).join(', ')}`)
  for (const name of names) {
    if (!isValidRole(config, name)) {
      throw new Error(`Unknown role "${name}". Valid roles: ${roleNames(config).join(', ')}`)
    }
  }
  return [...new Set(names)]
}
