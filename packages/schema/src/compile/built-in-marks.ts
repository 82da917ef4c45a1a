/**
 * Which compiled types are the schema's built-ins. Built-ins are compiled per schema (no shared
 * mutable objects between schemas); a WeakSet marks them without adding a property to the type.
 */
import type {SchemaType} from '@tessera/types'

const builtInTypes = new WeakSet<SchemaType>()

export function markBuiltIn(type: SchemaType): void {
  builtInTypes.add(type)
}

/** True for the compiled built-in types themselves (`schema.get('string')`), not for types derived from them. */
export function isBuiltInSchemaType(type: SchemaType): boolean {
  return builtInTypes.has(type)
}
