import type {ObjectInputProps} from './input-props.js'

/** A geopoint: latitude, longitude, altitude. (Placeholder until the input lands.) */
export function GeopointInput({node}: ObjectInputProps) {
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}
