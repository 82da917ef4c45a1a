import type {EditorSchema as Schema} from '@portabletext/editor'
import {sanitySchemaToPortableTextSchema} from '@portabletext/sanity-bridge'
import type {SchemaType} from '@tessera/types'

/**
 * The field's rich-text schema for the editor (styles, lists, decorators, annotations, inline and
 * block objects), from our compiled array type.
 *
 * Our compiled types have the shape the bridge reads from Sanity's compiled types: the parent chain
 * in `type` (a member's chain ends at `block`), `jsonType` as an own property, the block's `children`,
 * `style` and `listItem` fields with `options.list`, and the `span` member's `decorators` and
 * `annotations`. So the bridge takes them as they are (verified in editor-schema.test.ts); the cast
 * only names the Sanity type the bridge declares.
 */
export function toEditorSchema(arrayType: SchemaType): Schema {
  if (arrayType.jsonType !== 'array') {
    throw new Error(`Rich text needs an array type, got "${arrayType.name}" (${arrayType.jsonType})`)
  }
  return sanitySchemaToPortableTextSchema(
    arrayType as unknown as Parameters<typeof sanitySchemaToPortableTextSchema>[0],
  )
}

/** The title of a type in the editor's schema (a block or inline object, an annotation), else its name. */
export function titleOfType(schema: Schema, typeName: string): string {
  const all = [...schema.blockObjects, ...schema.inlineObjects, ...schema.annotations]
  return all.find((type) => type.name === typeName)?.title ?? typeName
}

/**
 * The fields of an annotation that the toolbar's popover edits as text (a link's `href`); objects,
 * arrays and references are edited in the object dialog of a later increment.
 */
export function textFieldsOf(schema: Schema, annotationName: string): {name: string; title: string}[] {
  const annotation = schema.annotations.find((type) => type.name === annotationName)
  return (annotation?.fields ?? [])
    .filter((field) => field.type === 'string')
    .map((field) => ({name: field.name, title: field.title ?? field.name}))
}
