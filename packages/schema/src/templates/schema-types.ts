import type {SchemaType} from '@tessera/types'

/**
 * The initial value a type declares, or inherits from the type it extends: a field of type `author`
 * starts like `author` unless the field says otherwise.
 */
export function declaredInitialValue(type: SchemaType): unknown {
  for (let current: SchemaType | undefined = type; current; current = current.type) {
    if (current.initialValue !== undefined) return current.initialValue
  }
  return undefined
}
