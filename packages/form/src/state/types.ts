import type {ConditionalCallbackContext, Path, SchemaType, ValidationMarker} from '@tessera/types'

/** Someone at a place in the document (for avatars beside fields). */
export interface FormPresence {
  userId: string
  path: Path
}

/** A member that cannot be edited as it is; the panels of spec/001 §8 offer the fixes. */
export type FormMemberError =
  | {type: 'INCOMPATIBLE_TYPE'; expectedJsonType: string; actualJsonType: string; value: unknown}
  | {type: 'MISSING_KEYS'; value: unknown[]}
  | {type: 'DUPLICATE_KEYS'; keys: string[]; value: unknown[]}
  | {type: 'MIXED_ARRAY'; value: unknown[]}
  | {type: 'UNDECLARED_TYPE'; typeName: string; value: unknown}

interface BaseNode {
  /** The path as a string (`body[_key=="a"].title`), stable across renders: React keys, caches. */
  id: string
  path: Path
  schemaType: SchemaType
  value: unknown
  readOnly: boolean
  focused: boolean
  /** Markers exactly at this path. */
  validation: ValidationMarker[]
  presence: FormPresence[]
}

export interface PrimitiveFormNode extends BaseNode {
  kind: 'primitive'
}

export interface FormFieldGroup {
  name: string
  title: string
  selected: boolean
}

export interface ObjectFormNode extends BaseNode {
  kind: 'object'
  members: ObjectMember[]
  /** Tabs when the type has groups ('all-fields' first); empty otherwise. */
  groups: FormFieldGroup[]
  /** Values under names the type does not declare (and not starting with '_'): the unknown-fields panel. */
  unknownFields: UnknownField[]
  /**
   * An object field whose type says `options.collapsible` (or `options.collapsed`): its title opens
   * and closes it. Its state is kept in `collapsedFieldSets` under `objectCollapseId(id)`.
   */
  collapsible?: boolean
  collapsed?: boolean
}

/** Where an object field's open or closed state is kept in `collapsedFieldSets`. */
export const objectCollapseId = (objectId: string): string => `${objectId}.object:collapsed`

export interface UnknownField {
  name: string
  value: unknown
}

export interface ArrayFormNode extends BaseNode {
  kind: 'array'
  /**
   * Its items (and array errors). In a rich-text array (one with a `block` member) the items' nodes
   * are built when `members` is first read: the editor needs them only for an object being edited.
   */
  members: ArrayMember[]
  /**
   * Rich-text arrays only: the markers and presence at the array or anywhere below it, which the
   * editor shows per block without reading `members`.
   */
  below?: {validation: ValidationMarker[]; presence: FormPresence[]}
}

export type FormNode = PrimitiveFormNode | ObjectFormNode | ArrayFormNode

export interface FieldMember {
  kind: 'field'
  key: string
  name: string
  field: FormNode
}

export interface FieldSetMember {
  kind: 'fieldSet'
  key: string
  fieldSet: {
    name: string
    title?: string
    description?: string
    collapsible: boolean
    collapsed: boolean
    columns?: number
    /** Its fields, and error members for fields whose value has the wrong type. */
    members: (FieldMember | ErrorMember)[]
  }
}

export interface ErrorMember {
  kind: 'error'
  key: string
  /** The field (objects) or the array itself. */
  name: string
  /** The field's type (objects) or the array's type (array errors): what the fix panels offer to match. */
  schemaType?: SchemaType
  error: FormMemberError
}

export interface ItemMember {
  kind: 'item'
  key: string
  index: number
  item: FormNode
}

export type ObjectMember = FieldMember | FieldSetMember | ErrorMember
export type ArrayMember = ItemMember | ErrorMember

export interface PrepareFormStateOptions {
  schemaType: SchemaType
  value: Record<string, unknown> | undefined
  validation?: readonly ValidationMarker[]
  presence?: readonly FormPresence[]
  focusPath?: Path
  /** Fieldsets the user opened or closed, by the fieldset's id (`path` + `.fieldset:name`). */
  collapsedFieldSets?: Readonly<Record<string, boolean>>
  /** The selected group of each object with groups, by the object's id. */
  selectedGroups?: Readonly<Record<string, string>>
  currentUser?: ConditionalCallbackContext['currentUser']
  /** The whole form is read-only (no permission, offline). */
  readOnly?: boolean
  /** The previous state: unchanged subtrees are taken from it, so they keep their identity. */
  previous?: ObjectFormNode
}

export const ALL_FIELDS_GROUP = 'all-fields'
