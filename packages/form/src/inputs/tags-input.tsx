import type {ArrayInputProps} from './input-props.js'

/** An array of strings as tags. (Placeholder until the input lands.) */
export function TagsInput({node}: ArrayInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
