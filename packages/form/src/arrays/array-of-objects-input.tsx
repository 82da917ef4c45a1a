import type {ArrayInputProps} from '../inputs/input-props.js'

/** An array of objects: list or grid, sortable, item dialogs. (Placeholder until the input lands.) */
export function ArrayOfObjectsInput({node}: ArrayInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
