import type {SchemaType} from '@tessera/types'
import {resolveTypeInitialValue} from './resolve-type.js'
import type {InitialValueResolverContext} from './types.js'

/**
 * The initial value of a new array item or object of `type` (spec/001 §4 'Arrays'): the type's declared
 * value merged over its fields' initial values, resolvers awaited. Undefined when it has none.
 */
export function resolveItemInitialValue(
  type: SchemaType,
  context: InitialValueResolverContext,
): Promise<unknown> {
  return resolveTypeInitialValue(type, 1, [], {params: {}, context})
}
