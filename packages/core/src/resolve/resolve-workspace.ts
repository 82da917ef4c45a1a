import {flattenPlugins, type FlatPlugin, type LocaleDefinition, type LocaleResourceBundle} from '@tessera/kit'
import {compileSchema} from '@tessera/schema'
import type {TypeDefinition} from '@tessera/types'
import type {NamedWorkspace} from '../config/list-workspaces.js'
import type {ConfigContext, Tool} from '../config/types.js'
import {resolveTools} from '../routing/resolve-tools.js'
import {configMessages} from '../validation/messages.js'
import {hasErrors, problemsFromError, schemaProblems, type WorkspaceLocation} from './problems.js'
import {checkListShape, reduceList} from './reduce-list.js'
import {i18nProblems} from './resolve-i18n.js'
import {resolveSearch} from './resolve-search.js'
import {resolveTemplates} from './resolve-templates.js'
import type {ResolvedWorkspace, ResolveProblem} from './types.js'

export interface WorkspaceResolution {
  /** Undefined when any problem is an error. */
  workspace: ResolvedWorkspace | undefined
  problems: ResolveProblem[]
  /** A failed workspace's locales, for its errors screen (see `FailedWorkspace.i18n`). */
  i18n?: ResolvedWorkspace['i18n']
}

/**
 * A failed workspace's locales and bundles, reduced without the schema (which may be what failed);
 * undefined when that fails too. Its problems are not reported: the workspace's own are.
 */
function failedWorkspaceI18n(
  plugins: readonly FlatPlugin<object>[],
  context: ConfigContext,
  location: WorkspaceLocation,
): ResolvedWorkspace['i18n'] | undefined {
  const ignored: ResolveProblem[] = []
  const locales = reduceList<LocaleDefinition>(plugins, 'i18n.locales', [], context, ignored, location)
  const bundles = reduceList<LocaleResourceBundle>(plugins, 'i18n.bundles', [], context, ignored, location)
  if (!locales || !bundles || i18nProblems(locales, bundles, location).length > 0) return undefined
  return {locales, bundles}
}

/**
 * Resolves one validated workspace, treating it as the root plugin. Pure: reads the config, never
 * changes it, and shares nothing with other workspaces. Collects as many problems as it can; a bad
 * `schema.types` or a schema with errors stops early, since everything after depends on the schema.
 */
export function resolveWorkspace(workspace: NamedWorkspace, index: number): WorkspaceResolution {
  const location: WorkspaceLocation = {workspaceIndex: index, workspaceName: workspace.name}
  const problems: ResolveProblem[] = []
  let plugins: FlatPlugin<object>[] = []
  const done = (resolved?: ResolvedWorkspace): WorkspaceResolution => {
    if (!hasErrors(problems)) return {workspace: resolved, problems}
    return {workspace: undefined, problems, i18n: failedWorkspaceI18n(plugins, baseContext, location)}
  }
  const baseContext: ConfigContext = {
    projectId: workspace.projectId,
    dataset: workspace.dataset,
    currentUser: null,
  }

  try {
    plugins = flattenPlugins(workspace)
  } catch (error) {
    problems.push(...problemsFromError(error, 'plugin', location))
    return done()
  }

  const types = reduceList<TypeDefinition>(plugins, 'schema.types', [], baseContext, problems, location)
  if (types === undefined) return done()

  const schema = compileSchema({name: workspace.name, types})
  problems.push(...schemaProblems(schema, location))
  if (hasErrors(problems)) return done()

  const context: ConfigContext = {...baseContext, schema}
  const reduce = <T>(property: string): T[] | undefined =>
    reduceList<T>(plugins, property, [], context, problems, location)

  const templates = resolveTemplates(plugins, schema, context, problems, location)
  const tools = reduce<Tool>('tools')
  const locales = reduce<LocaleDefinition>('i18n.locales')
  const bundles = reduce<LocaleResourceBundle>('i18n.bundles')
  // Reduced per document by the structure tool (their reducers get the open document as context);
  // here only each plugin's value is checked.
  const actions = checkListShape(plugins, 'document.actions', problems, location)
  const badges = checkListShape(plugins, 'document.badges', problems, location)
  const fieldActions = checkListShape(plugins, 'document.unstable_fieldActions', problems, location)
  const imageAssetSources = reduce<unknown>('form.image.assetSources')
  const fileAssetSources = reduce<unknown>('form.file.assetSources')

  const toolSwitcher = workspace.toolSwitcher ?? {}
  const resolvedTools = tools === undefined ? undefined : resolveTools(tools, toolSwitcher)
  if (tools !== undefined) problems.push(...reservedToolProblems(tools, location))
  for (const warning of resolvedTools?.warnings ?? []) {
    problems.push({
      kind: 'tool',
      severity: 'warning',
      message: warning.message,
      code: warning.code,
      ...location,
    })
  }
  if (locales !== undefined && bundles !== undefined)
    problems.push(...i18nProblems(locales, bundles, location))

  if (
    templates === undefined ||
    resolvedTools === undefined ||
    locales === undefined ||
    bundles === undefined ||
    !actions ||
    !badges ||
    !fieldActions ||
    imageAssetSources === undefined ||
    fileAssetSources === undefined
  ) {
    return done()
  }
  return done({
    name: workspace.name,
    title: workspace.title,
    subtitle: workspace.subtitle,
    basePath: workspace.basePath,
    icon: workspace.icon,
    projectId: workspace.projectId,
    dataset: workspace.dataset,
    apiHost: workspace.apiHost,
    apiVersion: workspace.apiVersion,
    auth: workspace.auth,
    schema,
    templates: templates.templates,
    newDocumentOptions: templates.newDocumentOptions,
    tools: resolvedTools.tools,
    visibleTools: resolvedTools.visibleTools,
    toolSwitcher,
    i18n: {locales, bundles},
    form: {image: {assetSources: imageAssetSources}, file: {assetSources: fileAssetSources}},
    theme: workspace.theme,
    plugins,
    search: resolveSearch(plugins),
  })
}

/** validateStudioConfig only sees tools given as an array; plugins and functions are checked here. */
function reservedToolProblems(tools: readonly Tool[], location: WorkspaceLocation): ResolveProblem[] {
  return tools
    .filter((tool) => tool?.name === 'tool')
    .map(() => ({
      kind: 'config',
      severity: 'error',
      message: configMessages.toolNameReserved(),
      code: 'tool-name-reserved',
      ...location,
      property: 'tools',
    }))
}
