/** Narrowed compiled types: what the guards promise about a SchemaType. */
import type {CompiledFieldset, ObjectField, SchemaType} from '@tessera/types'

/** Any type whose values are objects: documents, objects, images, files, references, slugs, blocks... */
export type ObjectSchemaType = SchemaType & {
  jsonType: 'object'
  fields: ObjectField[]
  fieldsets: CompiledFieldset[]
}

export type DocumentSchemaType = ObjectSchemaType

export type ArraySchemaType = SchemaType & {jsonType: 'array'; of: SchemaType[]}

export type PrimitiveSchemaType = SchemaType & {jsonType: 'string' | 'number' | 'boolean'}

/** `to` holds the compiled target document types (`schema.get(name)` themselves for references). */
export type ReferenceSchemaType = ObjectSchemaType & {to: SchemaType[]; weak?: boolean}

export type CrossDatasetReferenceSchemaType = ObjectSchemaType & {to: SchemaType[]; dataset: string}

export interface BlockMarksDefinition {
  decorators: {title: string; value: string}[]
  annotations: SchemaType[]
}

/** `of` holds the inline object types allowed among `children` (after the span). */
export type BlockSchemaType = ObjectSchemaType & {
  styles: {title: string; value: string}[]
  lists: {title: string; value: string}[]
  marks: BlockMarksDefinition
  of: SchemaType[]
}
