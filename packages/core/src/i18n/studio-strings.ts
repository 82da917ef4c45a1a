import {useTranslationWithDefaults, type TranslateFunction} from '@tessera/kit'

/** The namespace of the shell's own texts. A locale translates them with a bundle of this namespace. */
export const STUDIO_NAMESPACE = 'studio'

/**
 * The shell's texts in English: the built-in bundle of every workspace's default locale, and what the
 * views show outside a workspace (stories, screens before sign-in). Keys are flat, grouped by place.
 */
export const studioStrings = {
  'user-menu.label': 'User menu: {{name}}',
  'user-menu.signed-in-with': 'Signed in with {{provider}}',
  'user-menu.appearance': 'Appearance',
  'user-menu.scheme.system': 'System',
  'user-menu.scheme.dark': 'Dark',
  'user-menu.scheme.light': 'Light',
  'user-menu.scheme.label': 'Colour scheme: {{title}}',
  'user-menu.language': 'Language',
  'user-menu.language.label': 'Language: {{title}}',
  'user-menu.manage-project': 'Manage project',
  'user-menu.invite-members': 'Invite members',
  'user-menu.sign-out': 'Sign out',
  'presence.nobody': 'Nobody else is here',
  'presence.label.nobody': 'Presence: nobody else is here',
  'presence.label.online': 'Presence: {{count}} online',
  'new-document.label': 'Create new document',
  'new-document.filter': 'Filter document types',
  'new-document.search': 'Search document types',
  'new-document.types': 'Document types',
  'help.label': 'Help and resources',
  'navbar.open-navigation': 'Open navigation',
  'tools.label': 'Tools',
  'tools.more': 'More',
  'tools.none': 'No configured tools',
  'tools.none-help': "Add tools to this workspace's configuration (the `tools` option or a plugin).",
  'tools.not-found': 'Tool not found: {{name}}',
  'tools.no-intent-tool': 'No tool can open the {{intent}} intent',
  'tools.loading': 'Loading…',
  'tools.redirecting': 'Redirecting…',
  'tools.crashed': '{{title}} crashed',
  'tools.crashed-help': 'The tool "{{title}}" crashed while rendering. The rest of the studio still works.',
  'tools.retry': 'Retry',
} as const

export type StudioTextKey = keyof typeof studioStrings

/** The shell's translate function: the workspace's locale when there is one, English otherwise. */
export function useStudioText(): (key: StudioTextKey, values?: Record<string, unknown>) => string {
  const {t} = useTranslationWithDefaults(STUDIO_NAMESPACE, studioStrings)
  return t as TranslateFunction
}
