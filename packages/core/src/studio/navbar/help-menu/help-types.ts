/** What `GET /help` answers (spec 000 §3 Help response). */
export interface HelpExternalLink {
  _key: string
  _type: 'externalLink'
  title: string
  url: string
}

export interface HelpInternalAction {
  _key: string
  _type: 'internalAction'
  /** What to do, e.g. 'show-welcome-modal'. */
  type: string
  title?: string
}

export type HelpItem = HelpExternalLink | HelpInternalAction

export interface HelpSection {
  _key: string
  sectionTitle?: string
  items: HelpItem[]
}

export interface HelpResponse {
  resources?: {title?: string; sectionArray?: HelpSection[]}
  latestVersion?: string
}

/** The help menu's data: loading, loaded (with what the server said) or failed. */
export type HelpState =
  | {status: 'loading'}
  | {status: 'loaded'; sections: HelpSection[]; latestVersion: string | undefined}
  | {status: 'error'}

/**
 * The links shown when `/help` fails (spec 000 §8): community, help and support, contact sales.
 * Tessera has no hosted pages of its own yet; these point at the project's public home.
 */
export const DEFAULT_HELP_LINKS: readonly HelpExternalLink[] = [
  {
    _key: 'community',
    _type: 'externalLink',
    title: 'Join our community',
    url: 'https://github.com/tessera-cms/tessera/discussions',
  },
  {
    _key: 'help',
    _type: 'externalLink',
    title: 'Help and support',
    url: 'https://github.com/tessera-cms/tessera/issues',
  },
  {
    _key: 'sales',
    _type: 'externalLink',
    title: 'Contact sales',
    url: 'https://github.com/tessera-cms/tessera#contact',
  },
]

/** Titles for internal actions the server names without a title. */
export const INTERNAL_ACTION_TITLES: Record<string, string> = {
  'show-welcome-modal': 'Show welcome',
  'about-studio': 'About this studio',
}

/** Keeps what the menu can render: known item types with their fields. */
export function sanitizeHelpSections(sections: unknown): HelpSection[] {
  if (!Array.isArray(sections)) return []
  return sections.flatMap((section: Partial<HelpSection> | null, index): HelpSection[] => {
    if (!section || !Array.isArray(section.items)) return []
    const items = section.items.filter(
      (item): item is HelpItem =>
        (item?._type === 'externalLink' && typeof item.url === 'string' && typeof item.title === 'string') ||
        (item?._type === 'internalAction' && typeof item.type === 'string'),
    )
    return items.length === 0
      ? []
      : [{_key: section._key ?? String(index), sectionTitle: section.sectionTitle, items}]
  })
}
