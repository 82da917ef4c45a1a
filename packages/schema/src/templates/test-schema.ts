/**
 * Test fixture: compiled schema types built by hand, shaped like the compiler's output (a field's type
 * extends its parent through `type`), so the templates tests do not depend on the compiler.
 */
import type {JsonType, ObjectField, Schema, SchemaType} from '@tessera/types'

const builtin = (name: string, jsonType: JsonType, extra: Partial<SchemaType> = {}): SchemaType => ({
  name,
  jsonType,
  ...extra,
})

export const stringType = builtin('string', 'string')
export const numberType = builtin('number', 'number')
export const booleanType = builtin('boolean', 'boolean')
export const objectType = builtin('object', 'object', {fields: []})
export const documentType = builtin('document', 'object', {fields: []})
export const arrayType = builtin('array', 'array', {of: []})
export const referenceType = builtin('reference', 'object', {
  fields: [
    {name: '_ref', type: stringType},
    {name: '_weak', type: booleanType},
  ],
})
const imageAssetType = builtin('sanity.imageAsset', 'object', {type: documentType, fields: []})

/** A type extending `parent` (what the compiler makes of `{type: parent.name, ...extra}`). */
export function extend(parent: SchemaType, extra: Partial<SchemaType> = {}): SchemaType {
  return {
    name: parent.name,
    type: parent,
    jsonType: parent.jsonType,
    ...(parent.fields ? {fields: parent.fields} : {}),
    ...(parent.of ? {of: parent.of} : {}),
    ...extra,
  }
}

export const field = (name: string, parent: SchemaType, extra: Partial<SchemaType> = {}): ObjectField => ({
  name,
  type: extend(parent, extra),
})

export const documentOf = (
  name: string,
  fields: ObjectField[],
  extra: Partial<SchemaType> = {},
): SchemaType => extend(documentType, {name, fields, ...extra})

export const objectOf = (name: string, fields: ObjectField[], extra: Partial<SchemaType> = {}): SchemaType =>
  extend(objectType, {name, fields, ...extra})

export const arrayOf = (members: SchemaType[], extra: Partial<SchemaType> = {}): SchemaType =>
  extend(arrayType, {of: members, ...extra})

/** A schema holding the built-ins above plus `types`. */
export function createTestSchema(types: SchemaType[]): Schema {
  const all = [stringType, numberType, booleanType, objectType, documentType, arrayType, referenceType]
  const byName = new Map<string, SchemaType>(
    [...all, imageAssetType, ...types].map((type) => [type.name, type]),
  )
  return {
    name: 'test',
    get: (name) => byName.get(name),
    has: (name) => byName.has(name),
    getTypeNames: () => [...byName.keys()],
    problems: [],
  }
}
