import type {PrimitiveInputProps} from './input-props.js'

/** An email address. (Placeholder until the input lands.) */
export function EmailInput({node}: PrimitiveInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
