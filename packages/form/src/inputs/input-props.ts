import type {FormPatch} from '../patch/patches.js'
import type {PrimitiveFormNode} from '../state/types.js'

/** What every primitive input gets: its node of the form state and where to send patches. */
export interface PrimitiveInputProps {
  node: PrimitiveFormNode
  /** Patches relative to this input (`path: []` is the input's own value). */
  onChange: (patches: FormPatch[]) => void
  /** The DOM id, so the field's label points at the input. */
  inputId?: string
}
