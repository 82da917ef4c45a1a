import {ConfigPropertyError, UNNAMED_PLUGIN} from './errors.js'
import type {FlatPlugin, PluginTree} from './types.js'

/**
 * Flattens a plugin tree depth-first, children before their parent, the root last: later entries
 * are "closer to the user's config", so they append later, transform later and win flags.
 */
export function flattenPlugins<P extends PluginTree>(root: P): FlatPlugin<P | PluginTree>[] {
  const flat: FlatPlugin<PluginTree>[] = []
  visit(root, [], flat)
  return flat
}

function visit(plugin: PluginTree, parentPath: readonly string[], flat: FlatPlugin<PluginTree>[]): void {
  const name = typeof plugin.name === 'string' && plugin.name !== '' ? plugin.name : UNNAMED_PLUGIN
  const path = [...parentPath, name]
  const children = plugin.plugins
  if (children !== undefined && !Array.isArray(children)) {
    throw new ConfigPropertyError({
      propertyName: 'plugins',
      pluginPath: path,
      message: 'Expected plugins to be an array',
    })
  }
  for (const child of children ?? []) {
    if (child === null || typeof child !== 'object') {
      throw new ConfigPropertyError({
        propertyName: 'plugins',
        pluginPath: path,
        message: 'Expected every entry of plugins to be a plugin object',
      })
    }
    visit(child, path, flat)
  }
  flat.push({plugin, path})
}
