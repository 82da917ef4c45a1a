import type {ObjectInputProps} from './input-props.js'

/** A slug with its generate button. (Placeholder until the input lands.) */
export function SlugInput({node}: ObjectInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
