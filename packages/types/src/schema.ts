/**
 * Schema definitions (what developers write with defineType/defineField) and compiled schema types
 * (what @tessera/schema produces). Runtime behaviour lives in @tessera/schema; these are the shapes.
 */
import type {Path} from './path.js'

/** Names of the built-in types every schema has. */
export type IntrinsicTypeName =
  | 'any'
  | 'array'
  | 'block'
  | 'boolean'
  | 'crossDatasetReference'
  | 'date'
  | 'datetime'
  | 'document'
  | 'email'
  | 'file'
  | 'geopoint'
  | 'image'
  | 'number'
  | 'object'
  | 'reference'
  | 'slug'
  | 'span'
  | 'string'
  | 'text'
  | 'url'
  | 'sanity.imageAsset'
  | 'sanity.fileAsset'
  | 'sanity.imageCrop'
  | 'sanity.imageHotspot'
  | 'sanity.imageMetadata'
  | 'sanity.imageDimensions'
  | 'sanity.imagePalette'
  | 'sanity.imagePaletteSwatch'
  | 'sanity.assetSourceData'

/** The JSON shape a type's values have. */
export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array'

export interface PreviewConfig {
  select?: Record<string, string>
  prepare?: (selection: Record<string, unknown>, viewOptions?: unknown) => PreviewValue
}

export interface PreviewValue {
  title?: unknown
  subtitle?: unknown
  description?: unknown
  media?: unknown
  /** An image URL, shown as the media when there is no `media` (spec 001 §2). */
  imageUrl?: unknown
  /** A date (ISO string or timestamp) shown beside the texts. */
  date?: unknown
}

export interface FieldsetDefinition {
  name: string
  title?: string
  description?: string
  hidden?: boolean | ConditionalCallback
  readOnly?: boolean | ConditionalCallback
  options?: {
    collapsible?: boolean
    collapsed?: boolean
    columns?: number
    modal?: {type?: 'dialog' | 'popover'; width?: number | 'auto'}
  }
}

export interface FieldGroupDefinition {
  name: string
  title?: string
  icon?: unknown
  default?: boolean
  hidden?: boolean | ConditionalCallback
}

export interface ConditionalCallbackContext {
  document: Record<string, unknown> | undefined
  parent: unknown
  value: unknown
  currentUser: {id: string; name?: string; email?: string; roles: {name: string; title?: string}[]} | null
}

/** hidden/readOnly callbacks: must return a boolean synchronously. */
export type ConditionalCallback = (context: ConditionalCallbackContext) => boolean

/** An ordering a document type offers its lists. */
export interface SortOrdering {
  name: string
  title: string
  by: {field: string; direction: 'asc' | 'desc'}[]
}

/** Properties a type has both as written and as compiled. */
export interface TypeProperties {
  title?: string
  description?: string
  icon?: unknown
  hidden?: boolean | ConditionalCallback
  readOnly?: boolean | ConditionalCallback
  deprecated?: {reason: string}
  options?: Record<string, unknown>
  initialValue?: unknown
  /**
   * The definition's `validation` as written: a function `(rule) => Rule | Rule[]`, a Rule, or an array of
   * these. @tessera/schema's `normalizeValidationRules(type)` turns it into Rules.
   */
  validation?: unknown
  preview?: PreviewConfig
  components?: Record<string, unknown>
  groups?: FieldGroupDefinition[]
  orderings?: SortOrdering[]
  liveEdit?: boolean
  weak?: boolean
  [extra: string]: unknown
}

/**
 * A type definition as written in a schema (`defineType`, `defineField`, `defineArrayMember`).
 * `type` names the parent: a built-in or another schema type. Unknown properties are kept in `options`
 * or passed through for plugins.
 */
export interface TypeDefinition extends TypeProperties {
  name?: string
  type: string
  // object and document
  fields?: FieldDefinition[]
  fieldsets?: FieldsetDefinition[]
  // array
  of?: TypeDefinition[]
  // reference
  to?: {type: string}[] | {type: string}
  // block
  styles?: {title: string; value: string}[]
  lists?: {title: string; value: string}[]
  marks?: {decorators?: {title: string; value: string}[]; annotations?: TypeDefinition[]}
  // text: rows read by the input
  rows?: number
}

export interface FieldDefinition extends TypeDefinition {
  name: string
  fieldset?: string
  group?: string | string[]
}

/** A compiled field: a name and its compiled type. */
export interface ObjectField {
  name: string
  type: SchemaType
  fieldset?: string
  group?: string | string[]
}

/**
 * A compiled schema type. `type` points to the parent compiled type (undefined for the root built-ins),
 * so inheritance chains can be walked; `jsonType` is the shape of values.
 */
export interface SchemaType extends TypeProperties {
  name: string
  type?: SchemaType
  jsonType: JsonType
  // object and document
  fields?: ObjectField[]
  fieldsets?: CompiledFieldset[]
  // array
  of?: SchemaType[]
  // reference
  to?: SchemaType[]
}

export type CompiledFieldset =
  | {single: true; field: ObjectField}
  | {
      single?: false
      name: string
      title?: string
      description?: string
      fields: ObjectField[]
      hidden?: FieldsetDefinition['hidden']
      readOnly?: FieldsetDefinition['readOnly']
      options?: FieldsetDefinition['options']
    }

/** A problem found while compiling a schema. Errors block start-up; warnings do not. */
export interface SchemaProblem {
  severity: 'error' | 'warning'
  message: string
  helpId?: string
}

export interface SchemaProblemGroup {
  /** Where: type name, then field names / array member indexes. */
  path: {kind: 'type' | 'property'; type: string; name: string}[]
  problems: SchemaProblem[]
}

/** A validation result for one place in a document. */
export interface ValidationMarker {
  level: 'error' | 'warning' | 'info'
  message: string
  path: Path
  /** Which built-in message this is (e.g. 'slug.not-unique'), for translation and matching; absent for custom messages. */
  messageKey?: string
}

/** A compiled schema: every type by name, with the problems found while compiling. */
export interface Schema {
  name: string
  get(name: string): SchemaType | undefined
  has(name: string): boolean
  getTypeNames(): string[]
  /** Problems grouped by where they were found; `severity: 'error'` among them blocks start-up. */
  problems: SchemaProblemGroup[]
}
