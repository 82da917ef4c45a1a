/**
 * Identity helpers: they return their argument unchanged and exist for their types. `const` type
 * parameters keep literal names and types (`'post'`, `'string'`), and a definition whose `type` is a
 * built-in must have that built-in's shape (an array needs `of`, a reference needs `to`, ...).
 */
import type {FieldDefinition, TypeDefinition} from '@tessera/types'
import type {DefinitionFor} from './definitions.js'

/** A top-level schema type: `name` and `type` are required. */
export function defineType<const T extends TypeDefinition & {name: string}>(
  definition: T & DefinitionFor<T['type']>,
): T {
  return definition
}

/** A field of an object or document type: `name` and `type` are required. */
export function defineField<const T extends FieldDefinition>(definition: T & DefinitionFor<T['type']>): T {
  return definition
}

/** A member type of an array (`of`): `type` is required; `name` (the items' `_type`) is optional. */
export function defineArrayMember<const T extends TypeDefinition>(
  definition: T & DefinitionFor<T['type']>,
): T {
  return definition
}
