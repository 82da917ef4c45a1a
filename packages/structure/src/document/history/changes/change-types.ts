import type {Path, SchemaType} from '@tessera/types'

/** How a change is shown: picked from the field's schema type (spec 002 §2, change viewer). */
export type ChangeKind =
  | 'string'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'slug'
  | 'reference'
  | 'image'
  | 'file'
  | 'array'
  | 'object'
  | 'portableText'
  | 'incorrectType'
  | 'unknown'

export type ChangeAction = 'added' | 'removed' | 'changed'

/** A piece of text in an inline text diff. */
export interface TextSegment {
  action: 'added' | 'removed' | 'unchanged'
  text: string
}

/** One item of an array change. `moved` items kept their value but not their place. */
export interface ArrayItemChange {
  key: string
  action: 'added' | 'removed' | 'changed' | 'moved' | 'unchanged'
  fromIndex?: number
  toIndex?: number
  fromValue: unknown
  toValue: unknown
  /** The item's member type, when the schema knows it. */
  schemaType?: SchemaType
  /** What changed inside a changed object item. */
  children?: FieldChange[]
  /** A changed string item, inline. */
  segments?: TextSegment[]
}

/** A span of a rich-text block in a diff: its text, how it changed, and its marks before and after. */
export interface BlockSegment {
  action: 'added' | 'removed' | 'unchanged'
  text: string
  marks: string[]
  /** Marks the span had before, when they changed (text unchanged, marks changed). */
  fromMarks?: string[]
}

/** One block of a rich-text change. */
export interface BlockChange {
  key: string
  action: 'added' | 'removed' | 'changed' | 'unchanged'
  /** The block's `_type` ('block' for text; an object type otherwise). */
  blockType: string
  style?: string
  fromStyle?: string
  segments: BlockSegment[]
  /** The block cannot be diffed: not a block ('diff'), or a child that is not a span or object ('child'). */
  broken?: 'diff' | 'child'
}

/** A changed field (or nested field) of the document, in schema order. */
export interface FieldChange {
  /** The path as a string: unique in the list, a React key and a test handle. */
  key: string
  path: Path
  /** The field's title (the schema's, else its name made readable). */
  title: string
  kind: ChangeKind
  action: ChangeAction
  schemaType?: SchemaType
  fromValue: unknown
  toValue: unknown
  /** Who made the change (user ids), newest transaction's author last. */
  authors: string[]
  /** Strings: inline segments, or none when the text was rewritten (shown as before → after). */
  segments?: TextSegment[]
  items?: ArrayItemChange[]
  /** Objects: the changed fields inside. */
  children?: FieldChange[]
  blocks?: BlockChange[]
  /** For `incorrectType`: the type the schema expects and the one the value has. */
  expectedType?: string
  actualType?: string
}
