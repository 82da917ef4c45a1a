import type {WorkspaceOptions} from '../config/types.js'
import {workspaceProblem} from './locate.js'
import {configMessages} from './messages.js'
import type {ConfigProblem} from './problem.js'

/** Tools, client options, list shapes and locales of one workspace. */
export function validateWorkspaceOptions(workspace: WorkspaceOptions, index: number): ConfigProblem[] {
  return [
    ...validateListShapes(workspace, index),
    ...validateTools(workspace, index),
    ...validateClientOptions(workspace, index),
    ...validateLocales(workspace, index),
  ]
}

/** Extensible lists are reduced by plugins: each must be an array or a function (spec 000 §5). */
function validateListShapes(workspace: WorkspaceOptions, index: number): ConfigProblem[] {
  const lists: [string, unknown][] = [
    ['schema.types', workspace.schema?.types],
    ['schema.templates', workspace.schema?.templates],
    ['tools', workspace.tools],
    ['i18n.locales', workspace.i18n?.locales],
    ['i18n.bundles', workspace.i18n?.bundles],
  ]
  return lists
    .filter(([, value]) => value !== undefined && !Array.isArray(value) && typeof value !== 'function')
    .map(([property, value]) =>
      workspaceProblem(
        'list-not-array-or-function',
        configMessages.notArrayOrFunction(property, value),
        workspace,
        index,
        property,
      ),
    )
}

/** Only tools given as an array can be checked here; a function's tools are checked after reduction. */
function validateTools(workspace: WorkspaceOptions, index: number): ConfigProblem[] {
  if (!Array.isArray(workspace.tools)) return []
  const problems: ConfigProblem[] = []
  workspace.tools.forEach((tool, toolIndex) => {
    if (tool?.name === 'tool') {
      problems.push(
        workspaceProblem(
          'tool-name-reserved',
          configMessages.toolNameReserved(),
          workspace,
          index,
          `tools[${toolIndex}].name`,
        ),
      )
    }
  })
  return problems
}

/** A workspace that points at its own lake (`apiHost`) configures a client, which needs an API version. */
function validateClientOptions(workspace: WorkspaceOptions, index: number): ConfigProblem[] {
  if (workspace.apiHost === undefined) return []
  if (typeof workspace.apiVersion === 'string' && workspace.apiVersion !== '') return []
  return [
    workspaceProblem(
      'api-version-missing',
      configMessages.apiVersionMissing(),
      workspace,
      index,
      'apiVersion',
    ),
  ]
}

/** Locales given as an array: bundles are an array, name the same locale, and have a namespace. */
function validateLocales(workspace: WorkspaceOptions, index: number): ConfigProblem[] {
  const locales = workspace.i18n?.locales
  if (!Array.isArray(locales)) return []
  const problems: ConfigProblem[] = []
  locales.forEach((locale, localeIndex) => {
    const property = `i18n.locales[${localeIndex}].bundles`
    const bundles: unknown = locale.bundles
    if (bundles === undefined) return
    if (!Array.isArray(bundles)) {
      problems.push(
        workspaceProblem(
          'locale-bundles-not-array',
          configMessages.localeBundlesNotArray(locale.id),
          workspace,
          index,
          property,
        ),
      )
      return
    }
    locale.bundles?.forEach((bundle, bundleIndex) => {
      const bundleProperty = `${property}[${bundleIndex}]`
      if (bundle.locale !== undefined && bundle.locale !== locale.id) {
        problems.push(
          workspaceProblem(
            'locale-bundle-locale-mismatch',
            configMessages.localeBundleMismatch(locale.id, bundle.locale),
            workspace,
            index,
            `${bundleProperty}.locale`,
          ),
        )
      }
      if (typeof bundle.namespace !== 'string' || bundle.namespace === '') {
        problems.push(
          workspaceProblem(
            'locale-bundle-namespace-missing',
            configMessages.localeBundleNamespaceMissing(),
            workspace,
            index,
            `${bundleProperty}.namespace`,
          ),
        )
      }
    })
  })
  return problems
}
