/**
 * Precise definition shapes for the built-in types, so `defineType({type: 'array'})` without `of` or a
 * string field with an unknown `options.layout` is a TypeScript error. Every shape is still a
 * TypeDefinition (unknown extra properties stay allowed for plugins).
 */
import type {FieldDefinition, TypeDefinition} from '@tessera/types'
import type {Rule} from '../validation/index.js'

/** An `options.list` entry: a bare value or a titled one. */
export type ListItem<T> = T | {title?: string; value: T}

/** Array member definitions: any type definition; `name` (the items' `_type`) is optional. */
export type ArrayMemberDefinition = TypeDefinition

type ModalOptions = {modal?: {type?: 'dialog' | 'popover'; width?: number | 'auto'}}

export type StringOptions = {
  list?: ListItem<string>[]
  layout?: 'radio' | 'dropdown'
  direction?: 'horizontal' | 'vertical'
}
export type NumberOptions = {
  list?: ListItem<number>[]
  layout?: 'radio' | 'dropdown'
  direction?: 'horizontal' | 'vertical'
}
export type BooleanOptions = {layout?: 'switch' | 'checkbox'}
export type DateOptions = {dateFormat?: string}
export type DatetimeOptions = {dateFormat?: string; timeFormat?: string; timeStep?: number}
export type SlugOptions = {
  source?: string | ((document: unknown, context: unknown) => unknown)
  maxLength?: number
  slugify?: (input: string, type: unknown, context: unknown) => string | Promise<string>
  isUnique?: (slug: string, context: unknown) => boolean | Promise<boolean>
}
export type ObjectOptions = {collapsible?: boolean; collapsed?: boolean; columns?: number} & ModalOptions
export type ArrayOptions = {
  list?: ListItem<unknown>[]
  layout?: 'tags' | 'grid' | 'list'
  sortable?: boolean
} & ModalOptions
export type ReferenceOptions = {
  filter?: string | ((context: unknown) => unknown)
  filterParams?: Record<string, unknown>
  disableNew?: boolean
}
export type AssetOptions = {
  accept?: string
  storeOriginalFilename?: boolean
  sources?: unknown[]
}
export type ImageOptions = AssetOptions & {hotspot?: boolean; metadata?: string[]}

export interface StringDefinition extends TypeDefinition {
  type: 'string'
  options?: StringOptions
}
export interface TextDefinition extends TypeDefinition {
  type: 'text'
  rows?: number
}
export interface NumberDefinition extends TypeDefinition {
  type: 'number'
  options?: NumberOptions
}
export interface BooleanDefinition extends TypeDefinition {
  type: 'boolean'
  options?: BooleanOptions
}
export interface DateDefinition extends TypeDefinition {
  type: 'date'
  options?: DateOptions
}
export interface DatetimeDefinition extends TypeDefinition {
  type: 'datetime'
  options?: DatetimeOptions
}
export interface UrlDefinition extends TypeDefinition {
  type: 'url'
}
export interface EmailDefinition extends TypeDefinition {
  type: 'email'
}
export interface SlugDefinition extends TypeDefinition {
  type: 'slug'
  options?: SlugOptions
}
export interface GeopointDefinition extends TypeDefinition {
  type: 'geopoint'
}
export interface ObjectDefinition extends TypeDefinition {
  type: 'object'
  fields: FieldDefinition[]
  options?: ObjectOptions
}
export interface DocumentDefinition extends TypeDefinition {
  type: 'document'
  fields: FieldDefinition[]
  options?: ObjectOptions
  liveEdit?: boolean
}
export interface ArrayDefinition extends TypeDefinition {
  type: 'array'
  of: ArrayMemberDefinition[]
  options?: ArrayOptions
}
export interface ReferenceDefinition extends TypeDefinition {
  type: 'reference'
  to: {type: string}[] | {type: string}
  weak?: boolean
  options?: ReferenceOptions
}
export interface CrossDatasetReferenceDefinition extends TypeDefinition {
  type: 'crossDatasetReference'
  dataset: string
  to: {type: string; title?: string; icon?: unknown; preview?: TypeDefinition['preview']}[]
  studioUrl?: (document: {id: string; type?: string}) => string | null
  weak?: boolean
}
export interface ImageDefinition extends TypeDefinition {
  type: 'image'
  /** Extra fields stored beside `asset`, `hotspot` and `crop` (alt text, caption, ...). */
  fields?: FieldDefinition[]
  options?: ImageOptions
}
export interface FileDefinition extends TypeDefinition {
  type: 'file'
  /** Extra fields stored beside `asset`. */
  fields?: FieldDefinition[]
  options?: AssetOptions
}
export interface BlockDefinition extends TypeDefinition {
  type: 'block'
  styles?: {title: string; value: string}[]
  lists?: {title: string; value: string}[]
  marks?: {decorators?: {title: string; value: string}[]; annotations?: ArrayMemberDefinition[]}
  /** Inline object types allowed among the block's children. */
  of?: ArrayMemberDefinition[]
}
export interface SpanDefinition extends TypeDefinition {
  type: 'span'
}

/** The definition shape each built-in type name requires. */
export interface IntrinsicDefinitions {
  string: StringDefinition
  text: TextDefinition
  number: NumberDefinition
  boolean: BooleanDefinition
  date: DateDefinition
  datetime: DatetimeDefinition
  url: UrlDefinition
  email: EmailDefinition
  slug: SlugDefinition
  geopoint: GeopointDefinition
  object: ObjectDefinition
  document: DocumentDefinition
  array: ArrayDefinition
  reference: ReferenceDefinition
  crossDatasetReference: CrossDatasetReferenceDefinition
  image: ImageDefinition
  file: FileDefinition
  block: BlockDefinition
  span: SpanDefinition
}

/**
 * What `validation` may hold: a function receiving a Rule (typed, so `rule` needs no annotation),
 * a Rule, a list of either, or `false` to switch inherited validation off.
 */
export type ValidationDefinition =
  | false
  | Rule
  | ((rule: Rule) => Rule | Rule[] | false | undefined)
  | (Rule | ((rule: Rule) => Rule | Rule[] | false | undefined))[]

/** The constraint a definition with `type: T` must meet: the built-in's shape, or any definition. */
export type DefinitionFor<T> = (T extends keyof IntrinsicDefinitions
  ? IntrinsicDefinitions[T]
  : TypeDefinition) & {
  validation?: ValidationDefinition
}
