import {ConfigPropertyError, resolvePluginProperty, resolveReducedValue, type FlatPlugin} from '@tessera/kit'
import {problemsFromError, type WorkspaceLocation} from './problems.js'
import type {ResolveProblem} from './types.js'

/** A reduced list, or undefined after its problems were pushed onto `problems`. */
export function reduceList<T>(
  plugins: readonly FlatPlugin<object>[],
  property: string,
  initial: readonly T[],
  context: unknown,
  problems: ResolveProblem[],
  location: WorkspaceLocation,
): T[] | undefined {
  try {
    return resolveReducedValue<T>(plugins, property, initial, context)
  } catch (error) {
    problems.push(...problemsFromError(error, 'plugin', location))
    return undefined
  }
}

/**
 * Checks that every plugin gives `property` as an array, a function or nothing, without reducing it:
 * for lists whose reducers need context that only exists later (the open document). False after its
 * problems were pushed onto `problems`.
 */
export function checkListShape(
  plugins: readonly FlatPlugin<object>[],
  property: string,
  problems: ResolveProblem[],
  location: WorkspaceLocation,
): boolean {
  let valid = true
  for (const entry of plugins) {
    try {
      resolvePluginProperty(entry, property, (value) => {
        if (value === undefined || Array.isArray(value) || typeof value === 'function') return
        throw ConfigPropertyError.notArrayOrFunction(property, entry.path)
      })
    } catch (error) {
      problems.push(...problemsFromError(error, 'plugin', location))
      valid = false
    }
  }
  return valid
}
