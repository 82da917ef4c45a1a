import type {ResolveProblem} from '../../resolve/types.js'
import type {FreeTrialContent} from './free-trial/free-trial-types.js'
import type {HelpState} from './help-menu/help-types.js'
import type {PresenceMenuEntry} from './presence-menu/presence-menu-view.js'
import type {ToolLink} from './tools/types.js'
import type {UserMenuViewProps} from './user-menu/user-menu-view.js'
import type {WorkspaceMenuEntry} from './workspace-menu/workspace-menu-view.js'

/** Sample data for the navbar's stories (no lake involved). */
export const sampleTools: ToolLink[] = [
  {name: 'structure', title: 'Structure', href: '/blog/structure'},
  {name: 'vision', title: 'Vision', href: '/blog/vision'},
  {name: 'media', title: 'Media', href: '/blog/media'},
  {name: 'releases', title: 'Releases', href: '/blog/releases'},
  {name: 'schedules', title: 'Schedules', href: '/blog/schedules'},
  {name: 'dashboard', title: 'Dashboard', href: '/blog/dashboard'},
  {name: 'translations', title: 'Translations', href: '/blog/translations'},
  {name: 'insights', title: 'Content insights', href: '/blog/insights'},
]

export const sampleUser: Omit<UserMenuViewProps, 'onColorSchemeChange' | 'onSignOut'> = {
  user: {name: 'Ada Lovelace', email: 'ada@example.com', providerTitle: 'GitHub'},
  colorScheme: 'system',
  manageProjectUrl: 'http://localhost:3334/manage/project/tessera',
}

export const sampleWorkspaces: WorkspaceMenuEntry[] = [
  {name: 'blog', title: 'Blog', subtitle: 'production', basePath: '/blog'},
  {name: 'shop', title: 'Shop', subtitle: 'staging', basePath: '/shop'},
  {name: 'docs', title: 'Documentation', basePath: '/docs'},
]

export const samplePresence: PresenceMenuEntry[] = [
  {
    userId: 'u1',
    displayName: 'Grace Hopper',
    lastActive: '2 minutes ago',
    href: '/blog/intent/edit/id=post-1',
  },
  {userId: 'u2', displayName: 'Alan Turing', lastActive: 'just now', href: '/blog/intent/edit/id=author-7'},
  {userId: 'u3', displayName: 'Katherine Johnson', lastActive: '1 hour ago'},
]

export const sampleHelp: HelpState = {
  status: 'loaded',
  latestVersion: '3.30.0',
  sections: [
    {
      _key: 'docs',
      sectionTitle: 'Tessera',
      items: [
        {_key: 'readme', _type: 'externalLink', title: 'Documentation', url: 'https://example.com/docs'},
        {_key: 'api', _type: 'externalLink', title: 'Content Lake API', url: 'https://example.com/api'},
      ],
    },
    {
      _key: 'studio',
      items: [{_key: 'welcome', _type: 'internalAction', type: 'show-welcome-modal'}],
    },
  ],
}

export const sampleProblems: ResolveProblem[] = [
  {
    kind: 'schema-warning',
    severity: 'warning',
    message: 'Field "summary" has a title that looks like its name',
    workspaceName: 'blog',
    property: 'schema.types',
  },
  {
    kind: 'tool',
    severity: 'warning',
    message: 'Two tools are named "structure"; only the first is used',
    workspaceName: 'shop',
    property: 'tools',
  },
]

export const sampleTrialContent: FreeTrialContent = {
  id: 'trial-welcome',
  dialogType: 'dialog',
  headingText: 'Your trial has started',
  descriptionText: [
    {
      _type: 'block',
      children: [{_type: 'span', text: 'You have 30 days to try every feature of the project.'}],
    },
    {_type: 'block', children: [{_type: 'span', text: 'Invite your team to edit together.'}]},
  ],
  ctaButton: {text: 'See plans', action: 'openUrl', url: 'https://example.com/plans'},
  secondaryButton: {text: 'Not now'},
}
