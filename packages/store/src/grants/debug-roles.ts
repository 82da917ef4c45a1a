import type {Grant, GrantPermission} from '@tessera/types'

const EVERY_DOCUMENT = '_id in path("**")'
const DRAFTS = '_id in path("drafts.**")'
const ALL: GrantPermission[] = ['read', 'create', 'history', 'update']

/** The test types the `restricted` preset gives full access to (on their drafts). */
export const RESTRICTED_DEBUG_TYPES: readonly string[] = ['author', 'book']

const FULL: Grant[] = [{filter: EVERY_DOCUMENT, permissions: ALL}]

/** The debug role presets of spec/002 §6, by name. */
export const DEBUG_ROLE_PRESETS: Readonly<Record<string, readonly Grant[]>> = {
  administrator: FULL,
  editor: FULL,
  developer: FULL,
  write: FULL,
  contributor: [
    {filter: EVERY_DOCUMENT, permissions: ['read']},
    {filter: DRAFTS, permissions: ['create', 'history', 'update']},
  ],
  viewer: [{filter: EVERY_DOCUMENT, permissions: ['read', 'history']}],
  read: [{filter: EVERY_DOCUMENT, permissions: ['read', 'history']}],
  restricted: [
    {filter: EVERY_DOCUMENT, permissions: ['read']},
    {filter: `${DRAFTS} && _type in ${JSON.stringify(RESTRICTED_DEBUG_TYPES)}`, permissions: ALL},
  ],
  // `!= true` rather than `!locked`: a missing field is null, and `!null` is null, not true.
  requiresApproval: [{filter: 'locked != true', permissions: ['read', 'create', 'update']}],
}

/** The union of the presets' grants; unknown names add nothing. */
export function debugGrants(roles: readonly string[]): Grant[] {
  return roles.flatMap((role) =>
    Object.hasOwn(DEBUG_ROLE_PRESETS, role) ? DEBUG_ROLE_PRESETS[role].map((grant) => ({...grant})) : [],
  )
}

/** Entries of the debug hash fragment start with this marker: `#_debug_roles=editor,viewer`. */
export const DEBUG_MARKER = '_debug_'

/**
 * The debug entries of a URL hash fragment, by name without the marker: `#_debug_roles=viewer&_debug_presence=fake_others`
 * gives `{roles: ['viewer'], presence: ['fake_others']}`. Entries are separated by `&` or `;`, values by commas.
 */
export function parseDebugHash(hash: string): Record<string, string[]> {
  const entries: Record<string, string[]> = {}
  for (const entry of hash.replace(/^#/, '').split(/[&;]/)) {
    if (!entry.startsWith(DEBUG_MARKER)) continue
    const [name, value = ''] = entry.slice(DEBUG_MARKER.length).split('=', 2)
    if (!name) continue
    entries[name] = safeDecode(value)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  }
  return entries
}

/** The roles list of the debug hash fragment; empty when there is none (no override). */
export function debugRolesFromHash(hash: string): string[] {
  return parseDebugHash(hash).roles ?? []
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
