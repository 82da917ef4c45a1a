import type {PrimitiveInputProps} from './input-props.js'

/** A URL (relative ones when the type allows them). (Placeholder until the input lands.) */
export function UrlInput({node}: PrimitiveInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
