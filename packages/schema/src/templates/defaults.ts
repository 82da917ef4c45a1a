import type {Schema, SchemaType} from '@tessera/types'
import {getDocumentTypeNames} from '../compile/index.js'
import {templateMessages} from './messages.js'
import {declaredInitialValue} from './schema-types.js'
import type {Template} from './types.js'

/**
 * The template every document type gets: id and schemaType are the type name, the value is the type's
 * `initialValue` (a value or a resolver) or, when it has none, an object with only `_type`.
 */
export function defaultTemplateForType(schema: Schema, type: string | SchemaType): Template {
  const schemaType = typeof type === 'string' ? schema.get(type) : type
  if (!schemaType) throw new Error(templateMessages.noSuchSchemaType(String(type)))
  const initialValue = declaredInitialValue(schemaType)
  return {
    id: schemaType.name,
    schemaType: schemaType.name,
    title: schemaType.title ?? schemaType.name,
    icon: schemaType.icon,
    value: (initialValue as Template['value'] | undefined) ?? {_type: schemaType.name},
  }
}

/** One default template per document type of the schema, in the schema's type order. */
export function defaultTemplatesForSchema(schema: Schema): Template[] {
  // The schema's own document types: the built-in `document` and the asset types are not created by editors.
  return getDocumentTypeNames(schema).map((name) => defaultTemplateForType(schema, name))
}
