import {ConfigPropertyError} from './errors.js'
import type {FlatPlugin} from './types.js'

/** Reads a dotted property path (`'form.image.assetSources'`) from a plugin; undefined if absent. */
export function getPluginProperty(plugin: object, propertyPath: string): unknown {
  let value: unknown = plugin
  for (const segment of propertyPath.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[segment]
  }
  return value
}

/**
 * Runs `resolve` on one plugin's value at `propertyPath`. Whatever it throws comes out as a
 * `ConfigPropertyError` naming the property and the plugin path (ConfigPropertyErrors pass as
 * they are). The building block of the reducers below, and for core's own per-plugin properties.
 */
export function resolvePluginProperty<T>(
  entry: FlatPlugin<object>,
  propertyPath: string,
  resolve: (value: unknown) => T,
): T {
  const value = getPluginProperty(entry.plugin, propertyPath)
  try {
    return resolve(value)
  } catch (error) {
    if (error instanceof ConfigPropertyError) throw error
    throw ConfigPropertyError.failed(propertyPath, entry.path, error)
  }
}
