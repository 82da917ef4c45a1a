/**
 * The project's API settings page where an administrator can allow this origin (spec 000 §7). Apart
 * from the CORS screen, so the shell can build it without loading the screen.
 */
export function corsSettingsUrl(apiHost: string, projectId: string, origin: string): string {
  const url = new URL(`/manage/project/${encodeURIComponent(projectId)}/api`, apiHost)
  url.searchParams.set('cors', 'add')
  url.searchParams.set('origin', origin)
  url.searchParams.set('credentials', '')
  return url.toString()
}
