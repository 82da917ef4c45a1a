import {getBuiltInTypeName, isBlockSchemaType} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import type {ChangeKind} from './change-types.js'

/** The JSON type of a value, as the incorrect-type message names it. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** How a field of `type` is diffed and shown. */
export function changeKindOf(type: SchemaType | undefined): ChangeKind {
  if (!type) return 'unknown'
  // By the built-in the type derives from (a field's own name may be anything, 'image' included).
  const builtIn: string | undefined = getBuiltInTypeName(type)
  if (builtIn === 'reference' || builtIn === 'crossDatasetReference') return 'reference'
  if (builtIn === 'image' || builtIn === 'file' || builtIn === 'slug') return builtIn
  if (builtIn === 'datetime' || builtIn === 'date') return builtIn
  if (type.jsonType === 'array') return type.of?.some(isBlockSchemaType) ? 'portableText' : 'array'
  if (type.jsonType === 'object') return 'object'
  if (type.jsonType === 'number') return 'number'
  if (type.jsonType === 'boolean') return 'boolean'
  if (type.jsonType === 'string') return 'string'
  return 'unknown'
}

/** Whether `value` has the shape the schema type wants (absent values always do). */
export function fitsType(type: SchemaType, value: unknown): boolean {
  if (value === undefined || value === null) return true
  const actual = jsonTypeOf(value)
  return actual === type.jsonType
}
