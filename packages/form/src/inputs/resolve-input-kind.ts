import {getBuiltInTypeName, typeChain} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'

/** Which input a type gets when no custom component is set (spec/001 §2, §3 'Schema options'). */
export type InputKind =
  | 'custom'
  | 'string'
  | 'text'
  | 'number'
  | 'boolean-switch'
  | 'boolean-checkbox'
  | 'select'
  | 'radio'
  | 'email'
  | 'url'
  | 'date'
  | 'datetime'
  | 'slug'
  | 'geopoint'
  | 'reference'
  | 'crossDatasetReference'
  | 'image'
  | 'file'
  | 'portableText'
  | 'tags'
  | 'checkbox-list'
  | 'array-of-primitives'
  | 'array-of-objects'
  | 'object'

function optionsOf(type: SchemaType): Record<string, unknown> {
  return (type.options ?? {}) as Record<string, unknown>
}

function hasList(type: SchemaType): boolean {
  const list = optionsOf(type).list
  return Array.isArray(list) && list.length > 0
}

/** The closest custom input on the type chain (`components.input`), if any. */
export function customInputOf(type: SchemaType): unknown {
  for (const step of typeChain(type)) {
    const input = step.components?.input
    if (input) return input
  }
  return undefined
}

function arrayKind(type: SchemaType): Exclude<InputKind, 'custom'> {
  const members = type.of ?? []
  if (members.some((member) => getBuiltInTypeName(member) === 'block')) return 'portableText'
  const primitives = members.length > 0 && members.every((member) => member.jsonType !== 'object')
  if (!primitives) return 'array-of-objects'
  const layout = optionsOf(type).layout
  if (hasList(type)) return layout === 'tags' ? 'tags' : 'checkbox-list'
  if (layout === 'tags') return 'tags'
  return 'array-of-primitives'
}

/**
 * The input for a type: a custom component anywhere on its chain wins; then the special cases (option
 * lists as select or radio, tags and checkbox lists, portable text, boolean layouts); then the first
 * built-in on the chain.
 */
export function resolveInputKind(type: SchemaType): InputKind {
  if (customInputOf(type)) return 'custom'
  return resolveBuiltInInputKind(type)
}

/** The built-in input for a type, whatever custom component it has (what `renderDefault` renders). */
export function resolveBuiltInInputKind(type: SchemaType): Exclude<InputKind, 'custom'> {
  const builtIn = getBuiltInTypeName(type)
  const layout = optionsOf(type).layout
  if ((builtIn === 'string' || builtIn === 'number') && hasList(type))
    return layout === 'radio' ? 'radio' : 'select'
  switch (builtIn) {
    case 'boolean':
      return layout === 'checkbox' ? 'boolean-checkbox' : 'boolean-switch'
    case 'text':
    case 'number':
    case 'email':
    case 'url':
    case 'date':
    case 'datetime':
    case 'slug':
    case 'geopoint':
    case 'reference':
    case 'crossDatasetReference':
    case 'image':
    case 'file':
      return builtIn
    case 'array':
      return arrayKind(type)
    case 'string':
      return 'string'
    default:
      return type.jsonType === 'object' ? 'object' : type.jsonType === 'array' ? arrayKind(type) : 'string'
  }
}
