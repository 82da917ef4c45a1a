import type {CurrentUser} from '@tessera/store'

/** Only administrators see the invite link (spec 000 §6). */
export function isAdministrator(user: Pick<CurrentUser, 'roles'>): boolean {
  return user.roles.some((role) => role.name === 'administrator')
}

/** The lake serves the project's management pages (spec 000 §7 external links). */
export function manageProjectUrl(apiHost: string, projectId: string): string {
  return `${apiHost.replace(/\/+$/, '')}/manage/project/${encodeURIComponent(projectId)}`
}

export function inviteMembersUrl(apiHost: string, projectId: string): string {
  return `${manageProjectUrl(apiHost, projectId)}/members`
}
