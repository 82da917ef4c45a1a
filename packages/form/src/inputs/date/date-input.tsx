import type {PrimitiveInputProps} from '../input-props.js'

/** A date with the calendar popup. (Placeholder until the input lands.) */
export function DateInput({node}: PrimitiveInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
