import type {OnPatch} from '../inputs/input-props.js'
import type {UnknownField} from '../state/types.js'

export interface UnknownFieldsPanelProps {
  fields: UnknownField[]
  /** Patches relative to the object holding the fields. */
  onChange: OnPatch
  readOnly: boolean
}

/** Fields the schema does not declare, each with Remove (spec/001 §2). (Placeholder.) */
export function UnknownFieldsPanel({fields}: UnknownFieldsPanelProps) {
  if (fields.length === 0) return null
  return <div data-unknown-fields={fields.map((field) => field.name).join(',')} />
}
