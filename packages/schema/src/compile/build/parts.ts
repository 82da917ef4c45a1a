/** Shapes shared by the builder's modules. */
import type {
  FieldGroupDefinition,
  FieldsetDefinition,
  ObjectField,
  PreviewConfig,
  SchemaType,
} from '@tessera/types'

/** How a new type is named and titled. */
export type Naming =
  | {kind: 'root'; name: string}
  | {kind: 'named'; name: string}
  | {kind: 'field'; fieldName: string}
  | {kind: 'member'}

/** What a definition itself says, compiled; inheritance fills in the rest. */
export interface OwnParts {
  /** Plain properties copied onto the type (title, hidden, initialValue, validation, extras...). */
  props: Record<string, unknown>
  options?: Record<string, unknown>
  fields?: ObjectField[]
  fieldsetDefinitions?: FieldsetDefinition[]
  groups?: FieldGroupDefinition[]
  of?: SchemaType[]
  to?: SchemaType[]
  preview?: PreviewConfig
  /** A block that sets styles, lists, marks or inline types gets its fields rebuilt. */
  rebuildsBlock?: boolean
}

export type CreateType = (
  def: Record<string, unknown>,
  parent: SchemaType | undefined,
  naming: Naming,
  overrides?: Partial<OwnParts>,
) => SchemaType
