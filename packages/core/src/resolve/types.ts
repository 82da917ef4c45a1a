import type {RootTheme} from '@sanity/ui/theme'
import type {FlatPlugin, LocaleDefinition, LocaleResourceBundle} from '@tessera/kit'
import type {NavbarSearchProps} from '@tessera/search'
import type {ComponentType} from 'react'
import type {NewDocumentOption, Template} from '@tessera/schema'
import type {Schema} from '@tessera/types'
import type {Tool, ToolSwitcherConfig, WorkspaceAuthOptions} from '../config/types.js'

/** A workspace with every plugin applied and its schema compiled: what the shell boots from. */
export interface ResolvedWorkspace {
  name: string
  title: string | undefined
  subtitle: string | undefined
  /** '' for the root. */
  basePath: string
  icon: unknown
  projectId: string
  dataset: string
  apiHost: string | undefined
  apiVersion: string | undefined
  auth: WorkspaceAuthOptions | undefined
  schema: Schema
  /** Default templates (one per document type) and configured ones, prepared. */
  templates: Template[]
  newDocumentOptions: NewDocumentOption[]
  /** Routable tools in switcher order (see `resolveTools`). */
  tools: Tool[]
  visibleTools: Tool[]
  toolSwitcher: ToolSwitcherConfig
  i18n: {locales: LocaleDefinition[]; bundles: LocaleResourceBundle[]}
  form: {image: {assetSources: unknown[]}; file: {assetSources: unknown[]}}
  theme: RootTheme | undefined
  /** The flattened plugins (children first, the workspace last), e.g. for component middleware. */
  plugins: readonly FlatPlugin<object>[]
  /** The navbar's search (the built-in search plugin's unless a plugin replaced it); null for none. */
  search: {component: ComponentType<NavbarSearchProps> | null}
}

/**
 * Where a problem comes from: `config` (validateStudioConfig, and the reserved tool name after
 * reduction), `plugin` (a plugin value kit could not reduce), `schema` / `schema-warning` (compiled
 * schema problems), `templates`, `new-document-options`, `tool` (tool-list warnings), `i18n`.
 */
export type ResolveProblemKind =
  'config' | 'plugin' | 'schema' | 'schema-warning' | 'templates' | 'new-document-options' | 'tool' | 'i18n'

/** Errors keep their workspace from resolving; warnings are for the configuration issues dialog. */
export interface ResolveProblem {
  kind: ResolveProblemKind
  severity: 'error' | 'warning'
  message: string
  /** More about `message` when it is a fixed sentence (e.g. which template id is missing). */
  detail?: string
  /** A stable code where there is one: a `ConfigProblemCode`, a tool warning code, a schema helpId. */
  code?: string
  workspaceIndex?: number
  workspaceName?: string
  /** The property at fault, dotted ('tools', 'schema.types', 'document.newDocumentOptions'). */
  property?: string
  /** Names from the workspace down to the plugin at fault, e.g. `['blog', 'seo']`. */
  pluginPath?: readonly string[]
}

/** A workspace that did not resolve: where it would be mounted, so its path shows its errors. */
export interface FailedWorkspace {
  name: string
  /** Normalized ('' for the root), as a resolved workspace's. */
  basePath: string
  /** Its position in the configuration (problems name it by index and name). */
  index: number
  /** Its project (the locale chosen for it is stored per project). */
  projectId: string
  /**
   * Its locales and bundles when they could be read without the parts that failed: the errors screen
   * at its path speaks its language. Undefined: English.
   */
  i18n?: ResolvedWorkspace['i18n']
}

export interface ResolveConfigResult {
  /** The workspaces without errors, in configuration order. */
  workspaces: ResolvedWorkspace[]
  /** The workspaces left out for their errors, in configuration order. */
  failedWorkspaces: FailedWorkspace[]
  /** Every problem of every workspace, errors and warnings. */
  problems: ResolveProblem[]
}
