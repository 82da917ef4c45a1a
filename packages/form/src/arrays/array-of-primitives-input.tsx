import type {ArrayInputProps} from '../inputs/input-props.js'

/** An array of strings, numbers or booleans. (Placeholder until the input lands.) */
export function ArrayOfPrimitivesInput({node}: ArrayInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
