import type {Grant, GrantPermission} from '@tessera/types'

export const PERMISSIONS: readonly GrantPermission[] = ['read', 'create', 'update', 'history']

/** The filter that matches every document. Grants with it need no evaluation. */
export const EVERY_DOCUMENT = '_id in path("**")'
/** The filter that matches drafts only. */
export const DRAFT_DOCUMENTS = '_id in path("drafts.**")'

export interface RoleDefinition {
  name: string
  title: string
  grants: Grant[]
}

const ALL: GrantPermission[] = ['read', 'create', 'update', 'history']

/**
 * The built-in roles, with the grants spec/002 §6 lists for the studio's debug presets. Custom roles
 * (the lake config's `roles`) come on top of these and may not redefine them.
 */
export const BUILT_IN_ROLES: readonly RoleDefinition[] = [
  {name: 'administrator', title: 'Administrator', grants: [{filter: EVERY_DOCUMENT, permissions: ALL}]},
  {name: 'editor', title: 'Editor', grants: [{filter: EVERY_DOCUMENT, permissions: ALL}]},
  {name: 'developer', title: 'Developer', grants: [{filter: EVERY_DOCUMENT, permissions: ALL}]},
  {
    name: 'contributor',
    title: 'Contributor',
    grants: [
      {filter: EVERY_DOCUMENT, permissions: ['read']},
      {filter: DRAFT_DOCUMENTS, permissions: ['create', 'update', 'history']},
    ],
  },
  {name: 'viewer', title: 'Viewer', grants: [{filter: EVERY_DOCUMENT, permissions: ['read', 'history']}]},
]

export function isPermission(value: unknown): value is GrantPermission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value)
}
