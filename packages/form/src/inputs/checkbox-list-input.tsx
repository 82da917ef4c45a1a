import type {ArrayInputProps} from './input-props.js'

/** An array of primitives from the type's option list, as checkboxes. (Placeholder until the input lands.) */
export function CheckboxListInput({node}: ArrayInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
