/**
 * Hand-built compiled schema types (plain objects, shaped like the compiler's output) and marker
 * builders for the validation tests.
 */
import type {Path, Schema, SchemaType, ValidationMarker} from '@tessera/types'
import {validateValue, type ValidationContext, type ValidationOptions} from '../../src/validation/index.js'

function root(name: string, jsonType: SchemaType['jsonType']): SchemaType {
  return {name, jsonType}
}

export const builtins = {
  string: root('string', 'string'),
  text: root('text', 'string'),
  number: root('number', 'number'),
  boolean: root('boolean', 'boolean'),
  date: root('date', 'string'),
  datetime: root('datetime', 'string'),
  url: root('url', 'string'),
  email: root('email', 'string'),
  object: root('object', 'object'),
  array: root('array', 'array'),
  document: root('document', 'object'),
  reference: {...root('reference', 'object'), fields: []},
  crossDatasetReference: root('crossDatasetReference', 'object'),
  slug: root('slug', 'object'),
  image: root('image', 'object'),
}

/** A type derived from `parent` (as a field or named type is), with extra properties such as `validation`. */
export function derive(parent: SchemaType, props: Partial<SchemaType> & {name?: string} = {}): SchemaType {
  return {jsonType: parent.jsonType, ...props, name: props.name ?? parent.name, type: parent}
}

export function objectType(
  name: string,
  fields: Record<string, SchemaType>,
  props: Partial<SchemaType> = {},
) {
  return derive(props.type ?? builtins.object, {
    ...props,
    name,
    fields: Object.entries(fields).map(([fieldName, type]) => ({name: fieldName, type})),
  })
}

export function documentType(
  name: string,
  fields: Record<string, SchemaType>,
  props: Partial<SchemaType> = {},
) {
  return objectType(name, fields, {...props, type: builtins.document})
}

export function arrayOf(members: SchemaType[], props: Partial<SchemaType> = {}): SchemaType {
  return derive(builtins.array, {...props, of: members})
}

export function schemaOf(...types: SchemaType[]): Schema {
  const byName = new Map(types.map((type) => [type.name, type]))
  return {
    name: 'test',
    get: (name) => byName.get(name),
    has: (name) => byName.has(name),
    getTypeNames: () => [...byName.keys()],
    problems: [],
  }
}

export const testDocument = {_id: 'drafts.doc1', _type: 'post'}

/** Validates one value at the document root of `testDocument`. */
export function check(
  type: SchemaType,
  value: unknown,
  context: Partial<ValidationContext> = {},
  options: ValidationOptions = {},
): Promise<ValidationMarker[]> {
  return validateValue(
    type,
    value,
    {document: testDocument, path: [], parent: undefined, type, ...context},
    options,
  )
}

function marker(level: ValidationMarker['level'], message: string, messageKey?: string, path: Path = []) {
  const result: ValidationMarker = {level, message, path}
  if (messageKey) result.messageKey = messageKey
  return result
}

export const error = (message: string, messageKey?: string, path: Path = []) =>
  marker('error', message, messageKey, path)
export const warning = (message: string, messageKey?: string, path: Path = []) =>
  marker('warning', message, messageKey, path)
export const info = (message: string, messageKey?: string, path: Path = []) =>
  marker('info', message, messageKey, path)

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
