/** Walking a compiled type up its parents, and the type guards built on that. */
import type {IntrinsicTypeName, Schema, SchemaType} from '@tessera/types'
import {isBuiltInSchemaType} from './built-in-marks.js'
import type {
  ArraySchemaType,
  BlockSchemaType,
  CrossDatasetReferenceSchemaType,
  DocumentSchemaType,
  ObjectSchemaType,
  PrimitiveSchemaType,
  ReferenceSchemaType,
} from './schema-types.js'

/** The type, its parent, the parent's parent, ... down to a root built-in. */
export function typeChain(type: SchemaType): SchemaType[] {
  const chain: SchemaType[] = []
  for (
    let current: SchemaType | undefined = type;
    current && !chain.includes(current);
    current = current.type
  ) {
    chain.push(current)
  }
  return chain
}

/**
 * The first built-in on the chain: `string` for a string field, `document` for a document type,
 * `image` for a custom image type, `sanity.imageAsset` for the asset type itself.
 */
export function getBuiltInTypeName(type: SchemaType): IntrinsicTypeName | undefined {
  // A hand-made root (no parent) counts as built-in too, so guards work on types not made by compileSchema.
  const builtIn = typeChain(type).find((step) => isBuiltInSchemaType(step) || step.type === undefined)
  return builtIn?.name as IntrinsicTypeName | undefined
}

/** Whether a built-in named `name` is on the type's chain. */
function derivesFrom(type: SchemaType, name: IntrinsicTypeName): boolean {
  return typeChain(type).some(
    (step) => step.name === name && (isBuiltInSchemaType(step) || step.type === undefined),
  )
}

export function isDocumentSchemaType(type: SchemaType): type is DocumentSchemaType {
  return derivesFrom(type, 'document')
}

export function isObjectSchemaType(type: SchemaType): type is ObjectSchemaType {
  return type.jsonType === 'object'
}

export function isArraySchemaType(type: SchemaType): type is ArraySchemaType {
  return type.jsonType === 'array'
}

export function isPrimitiveSchemaType(type: SchemaType): type is PrimitiveSchemaType {
  return type.jsonType === 'string' || type.jsonType === 'number' || type.jsonType === 'boolean'
}

export function isReferenceSchemaType(type: SchemaType): type is ReferenceSchemaType {
  return derivesFrom(type, 'reference')
}

export function isCrossDatasetReferenceSchemaType(type: SchemaType): type is CrossDatasetReferenceSchemaType {
  return derivesFrom(type, 'crossDatasetReference')
}

export function isBlockSchemaType(type: SchemaType): type is BlockSchemaType {
  return derivesFrom(type, 'block')
}

export function isSpanSchemaType(type: SchemaType): type is ObjectSchemaType {
  return derivesFrom(type, 'span')
}

export function isImageSchemaType(type: SchemaType): type is ObjectSchemaType {
  return derivesFrom(type, 'image')
}

export function isFileSchemaType(type: SchemaType): type is ObjectSchemaType {
  return derivesFrom(type, 'file')
}

/**
 * Names of the schema's document types, in definition order. The built-in asset documents
 * (`sanity.imageAsset`, `sanity.fileAsset`) are left out unless asked for.
 */
export function getDocumentTypeNames(schema: Schema, options: {includeBuiltIns?: boolean} = {}): string[] {
  return schema.getTypeNames().filter((name) => {
    const type = schema.get(name)
    if (!type || !isDocumentSchemaType(type) || name === 'document') return false
    // `sanity.*` names are reserved for the system's own documents (assets), whatever compiled them.
    return options.includeBuiltIns === true || (!isBuiltInSchemaType(type) && !name.startsWith('sanity.'))
  })
}
