import {resolveReducedValue, type FlatPlugin} from '@tessera/kit'
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
