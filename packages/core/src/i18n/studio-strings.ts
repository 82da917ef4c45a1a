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
  'presence.online-now': 'Online now',
  'workspace-menu.workspaces': 'Workspaces',
  'presence.label.nobody': 'Presence: nobody else is here',
  'presence.label.online': 'Presence: {{count}} online',
  'new-document.label': 'Create new document',
  'new-document.filter': 'Filter document types',
  'new-document.search': 'Search document types',
  'new-document.types': 'Document types',
  // spec 000: the menu's empty states, exact.
  'new-document.no-types': 'no document types found',
  'new-document.no-results': 'no results',
  'new-document.no-permission': 'You do not have permission to create this kind of document',
  'help.label': 'Help and resources',
  'help.studio-version': 'Studio version {{version}}',
  'help.latest-version': 'Latest version {{version}}',
  'help.action.show-welcome-modal': 'Show welcome',
  'help.action.about-studio': 'About this studio',
  'help.link.community': 'Join our community',
  'help.link.help': 'Help and support',
  'help.link.sales': 'Contact sales',
  'workspace-menu.label': 'Switch workspace (current: {{title}})',
  'free-trial.label': 'Free trial',
  'free-trial.elapsed': '{{percent}}% of the trial elapsed',
  'about.title': 'Welcome to Tessera',
  'about.description':
    'Tessera is a self-hosted, schema-driven content studio. Pick a tool in the navbar to start editing.',
  'free-trial.days-left': 'Free trial: {{days}} days left',
  'navbar.navigation': 'Navigation',
  'navbar.close-navigation': 'Close navigation',
  'config-issues.label': 'Configuration issues: {{summary}}',
  'config-issues.title': 'Configuration issues ({{summary}})',
  'config-issues.error': 'Error',
  'config-issues.warning': 'Warning',
  'config-issues.errors_one': '{{count}} error',
  'config-issues.errors_other': '{{count}} errors',
  'config-issues.warnings_one': '{{count}} warning',
  'config-issues.warnings_other': '{{count}} warnings',
  'uncaught-error.title': 'Uncaught error',
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
  // The screens before a workspace exists (spec 000 §2: exact English where the spec quotes it).
  'screen.error.title': 'An error occured',
  'screen.error.description':
    'The studio could not start. Check your connection and the lake, then try again.',
  'screen.error.retry': 'Retry',
  'screen.cors.title': 'Before you continue...',
  'screen.cors.description':
    "To use this studio, its address must be added to the project's allowed CORS origins:",
  'screen.cors.help':
    "Continue to the project's API settings to add it (with credentials allowed). This page reloads when you come back.",
  'screen.cors.continue': 'Continue',
  'screen.not-authorized.title': 'Not authorized',
  'screen.not-authorized.description':
    'You are not authorized to access this studio. Your account has no role in this project: ask a project administrator to give you one, or sign out and sign in with another account.',
  'screen.not-authorized.description-named':
    'You are not authorized to access this studio. Your account ({{name}}) has no role in this project: ask a project administrator to give you one, or sign out and sign in with another account.',
  'screen.not-authorized.sign-out': 'Sign out',
  'screen.schema-errors.title': 'Schema errors',
  'screen.schema-errors.description': 'The studio cannot start until the schema errors below are fixed.',
  'screen.config-errors.title': 'Configuration errors',
  'screen.config-errors.description':
    'The studio cannot start until the configuration errors below are fixed.',
  'screen.config-errors.studio': 'Studio configuration',
  'screen.workspace-not-found.title': 'Workspace not found',
  'screen.workspace-not-found.description': 'No workspace of this studio lives at {{pathname}}.',
  'screen.workspace-not-found.go-to-default': 'Go to default workspace',
  'login.title': 'Sign in',
  'login.choose-workspace': 'choose your workspace',
  'login.add-workspace': 'add workspace',
  'login.choose-another-workspace': 'choose another workspace',
  'login.workspace.signed-out': 'Signed out',
  'login.workspace.no-access': 'No access',
  'login.choose-provider': 'Choose login provider',
  'login.no-providers': 'This lake offers no way to sign in.',
  'login.providers-failed': 'Could not load the sign-in providers: {{message}}',
  'login.sign-in-with': 'Sign in with {{provider}}',
} as const

export type StudioTextKey = keyof typeof studioStrings

/** A plural set's key as it is asked for (with a `count`): the key without its plural suffix. */
type PluralKey<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never

/** Translates a shell text: `{{name}}` placeholders from `values`; plurals by `count`. */
export type StudioText = (
  key: StudioTextKey | PluralKey<StudioTextKey>,
  values?: Record<string, unknown>,
) => string

/**
 * A tool's title: a locale's `tools.title.<tool name>` when its `studio` bundle has one (the dev
 * studio's Norwegian names 'structure' 'Struktur'), else the title the tool gives itself.
 */
export function toolTitle(t: StudioText, tool: {name: string; title?: string}): string {
  const key = `tools.title.${tool.name}`
  const text = t(key as StudioTextKey)
  return text === key ? (tool.title ?? tool.name) : text
}

/** The shell's translate function: the workspace's locale when there is one, English otherwise. */
export function useStudioText(): StudioText {
  const {t} = useTranslationWithDefaults(STUDIO_NAMESPACE, studioStrings)
  return t as TranslateFunction
}
