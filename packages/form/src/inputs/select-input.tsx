import type {PrimitiveInputProps} from './input-props.js'

/** A string or number from the type's option list. (Placeholder until the input lands.) */
export function SelectInput({node}: PrimitiveInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}

/** A string or number from the type's option list. (Placeholder until the input lands.) */
export function RadioInput({node}: PrimitiveInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
