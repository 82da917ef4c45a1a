import {ConfigPropertyError, ConfigResolutionError} from './errors.js'
import {resolvePluginProperty} from './resolve-plugin-property.js'
import type {FlatPlugin} from './types.js'

/**
 * Reduces one extensible list over flattened plugins, in order (children first, root last):
 * an array appends, a function `(prev, context) => next` transforms what has accumulated so far,
 * `undefined` skips. Anything else, a throwing function or a function that does not return an
 * array is recorded as a `ConfigPropertyError` and the plugin is skipped, so that every bad plugin
 * is reported at once; then a `ConfigResolutionError` (`Could not resolve {propertyPath}`) is thrown
 * with those causes.
 */
export function resolveReducedValue<T, C = unknown>(
  plugins: readonly FlatPlugin<object>[],
  propertyPath: string,
  initial: readonly T[],
  context: C,
): T[] {
  const causes: unknown[] = []
  let value: T[] = [...initial]
  for (const entry of plugins) {
    try {
      value = resolvePluginProperty(entry, propertyPath, (input) =>
        reduceOne(input, value, context, propertyPath, entry),
      )
    } catch (error) {
      causes.push(error)
    }
  }
  if (causes.length > 0) throw resolutionError(plugins, propertyPath, causes)
  return value
}

function reduceOne<T, C>(
  input: unknown,
  prev: T[],
  context: C,
  propertyPath: string,
  entry: FlatPlugin<object>,
): T[] {
  if (input === undefined) return prev
  if (Array.isArray(input)) return [...prev, ...(input as T[])]
  if (typeof input === 'function') {
    // A copy, so a reducer that mutates its argument cannot change what other plugins saw.
    const next: unknown = input([...prev], context)
    if (!Array.isArray(next)) {
      throw new ConfigPropertyError({
        propertyName: propertyPath,
        pluginPath: entry.path,
        message: `Expected the function given as ${propertyPath} to return an array`,
      })
    }
    return next as T[]
  }
  throw ConfigPropertyError.notArrayOrFunction(propertyPath, entry.path)
}

/**
 * A boolean flag: the last plugin (in flattened order, so the root config last) that sets it wins;
 * `initial` when none does. A non-boolean value throws (`Expected {propertyPath} to be a boolean`).
 */
export function resolveFlag(
  plugins: readonly FlatPlugin<object>[],
  propertyPath: string,
  initial: boolean,
): boolean {
  return resolveLastValue(
    plugins,
    propertyPath,
    initial,
    (value): value is boolean => typeof value === 'boolean',
    'a boolean',
  )
}

/**
 * Any single value where the last plugin that sets it (not `undefined`) wins. With `isValid`, a value
 * that fails it throws `Expected {propertyPath} to be {expected}` naming the plugin path.
 */
export function resolveLastValue<T>(
  plugins: readonly FlatPlugin<object>[],
  propertyPath: string,
  initial: T,
  isValid?: (value: unknown) => value is T,
  expected = 'valid',
): T {
  const causes: unknown[] = []
  let value = initial
  for (const entry of plugins) {
    try {
      value = resolvePluginProperty(entry, propertyPath, (input) => {
        if (input === undefined) return value
        if (isValid && !isValid(input)) {
          throw new ConfigPropertyError({
            propertyName: propertyPath,
            pluginPath: entry.path,
            message: `Expected ${propertyPath} to be ${expected}`,
          })
        }
        return input as T
      })
    } catch (error) {
      causes.push(error)
    }
  }
  if (causes.length > 0) throw resolutionError(plugins, propertyPath, causes)
  return value
}

/**
 * Every value set for `propertyPath`, in flattened order, without reducing: e.g. the component
 * overrides of `studio.components.navbar`, to hand to `composeMiddleware`.
 */
export function collectPluginValues<T = unknown>(
  plugins: readonly FlatPlugin<object>[],
  propertyPath: string,
): T[] {
  const values: T[] = []
  for (const entry of plugins) {
    const value = resolvePluginProperty(entry, propertyPath, (input) => input)
    if (value !== undefined) values.push(value as T)
  }
  return values
}

function resolutionError(plugins: readonly FlatPlugin<object>[], propertyPath: string, causes: unknown[]) {
  // The root is last in flattened order: the error names the tree being resolved.
  const root = plugins[plugins.length - 1]
  return new ConfigResolutionError({propertyName: propertyPath, pluginPath: root?.path ?? [], causes})
}
