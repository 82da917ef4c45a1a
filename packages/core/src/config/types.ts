import type {RootTheme} from '@sanity/ui/theme'
import type {ListInput, LocaleDefinition, LocaleResourceBundle, PluginOptions} from '@tessera/kit'
import type {SearchPluginOptions} from '@tessera/search'
import type {TemplateDefinition, TemplateItem} from '@tessera/schema'
import type {Schema, TypeDefinition} from '@tessera/types'

export type {LocaleDefinition, LocaleResourceBundle, PluginOptions}

/**
 * What function reducers get as their second argument (`(prev, context) => next`). Resolution is pure,
 * so there is no signed-in user yet (`currentUser` is always null) and `schema` is only there for lists
 * reduced after the schema is compiled (everything except `schema.types`).
 */
export interface ConfigContext {
  projectId: string
  dataset: string
  schema?: Schema
  currentUser: null
}

/**
 * An extensible list as configured: an array is appended to what plugins contributed, a function
 * transforms the list so far (@tessera/kit's `ListInput`; kit does the reduction).
 */
export type ConfigList<Item, Context = ConfigContext> = ListInput<Item, Context>

/** Parameters of a tool intent, e.g. `{id: 'post-1', type: 'post'}` for `edit`. */
export type IntentParams = Record<string, string>

/** The intents the shell routes (spec 000 §2.1). */
export type IntentName = 'create' | 'edit'

/** A tool of a workspace: a named screen of the studio reached at `/{basePath}/{name}`. */
export interface Tool {
  name: string
  title?: string
  icon?: unknown
  /** Rendered by the shell (a React component once the screens land). */
  component?: unknown
  /** When true the tool sets `document.title` itself and the shell leaves it alone. */
  controlsDocumentTitle?: boolean
  /** Whether this tool can open the intent; the first tool that says yes gets it. */
  canHandleIntent?: (intent: IntentName, params: IntentParams) => boolean
  /** Options for the tool's own router (its state below `/{basePath}/{name}`). */
  router?: unknown
  /**
   * Starts loading the tool's code. The shell calls it for the tool the URL opens as soon as it knows
   * the route, while the sign-in check is still running, so a lazily loaded tool is not fetched after.
   */
  preload?: () => void
}

/** Order and visibility of tools in the tool switcher, by tool name. */
export interface ToolSwitcherConfig {
  order?: string[]
  hidden?: string[]
}

export interface WorkspaceI18nOptions {
  locales?: ConfigList<LocaleDefinition>
  bundles?: ConfigList<LocaleResourceBundle>
}

export interface WorkspaceSchemaOptions {
  types?: ConfigList<TypeDefinition>
  templates?: ConfigList<TemplateDefinition>
}

export interface WorkspaceAuthOptions {
  /** Sign in with these providers (names as the lake lists them); all of them when left out. */
  providers?: string[]
  /** Go straight to the provider's page when there is only one. Default true. */
  redirectOnSingle?: boolean
}

/** Document actions and badges are UI components (typed when the document pane lands). */
export interface WorkspaceDocumentOptions {
  actions?: ConfigList<unknown>
  badges?: ConfigList<unknown>
  /**
   * Each field's action menu (spec/001 §2: actions, groups, dividers, nested groups): structure's
   * `DocumentFieldAction`s, reduced per open document like `actions`.
   */
  unstable_fieldActions?: ConfigList<unknown>
  /** The new-document menu; every item must name an existing template id. */
  newDocumentOptions?: ConfigList<TemplateItem>
}

export interface WorkspaceFormOptions {
  image?: {assetSources?: ConfigList<unknown>}
  file?: {assetSources?: ConfigList<unknown>}
}

/** One workspace as written in `studio.config.ts`. */
export interface WorkspaceOptions {
  /** Required when several workspaces are defined; a single one defaults to 'default'. */
  name?: string
  title?: string
  subtitle?: string
  /** Where the workspace lives, e.g. '/blog'. Required when several workspaces are defined. */
  basePath?: string
  icon?: unknown
  projectId: string
  dataset: string
  /** The Content Lake's address, e.g. 'http://localhost:3334'. */
  apiHost?: string
  /** Required when `apiHost` is set: that workspace configures its own client. */
  apiVersion?: string
  auth?: WorkspaceAuthOptions
  schema?: WorkspaceSchemaOptions
  tools?: ConfigList<Tool>
  /** Order and hidden tools of the tool switcher. */
  toolSwitcher?: ToolSwitcherConfig
  plugins?: PluginOptions[]
  i18n?: WorkspaceI18nOptions
  document?: WorkspaceDocumentOptions
  form?: WorkspaceFormOptions
  /**
   * The workspace's look: a theme from `buildTheme()` of `@sanity/ui/theme` (colours, fonts, radii).
   * The studio's default theme without it.
   */
  theme?: RootTheme
  /** Replaces the navbar's global search (`component`), or removes it (`component: null`). */
  search?: SearchPluginOptions
}

/** A studio configuration: a single workspace or several. */
export type StudioConfig = WorkspaceOptions | WorkspaceOptions[]
