import type {ReactNode} from 'react'
import type {FormPatch} from '../patch/patches.js'
import type {ArrayFormNode, FormNode, ObjectFormNode, PrimitiveFormNode} from '../state/types.js'

/** Sends patches relative to the input's own value (`path: []` is the input itself). */
export type OnPatch = (patches: FormPatch[]) => void

/**
 * Renders the input for a node (the builder's `renderDefaultInput`, or a custom chain). Object and
 * array inputs call it for their members, so custom inputs can render the defaults around themselves.
 */
export type RenderInput = (node: FormNode, onChange: OnPatch) => ReactNode

/** What every primitive input gets: its node of the form state and where to send patches. */
export interface PrimitiveInputProps {
  node: PrimitiveFormNode
  /** Patches relative to this input (`path: []` is the input's own value). */
  onChange: OnPatch
  /** The DOM id, so the field's label points at the input. */
  inputId?: string
}

/** An object's input (nested objects, geopoint, slug): its node, patches relative to the object. */
export interface ObjectInputProps {
  node: ObjectFormNode
  onChange: OnPatch
  renderInput: RenderInput
}

/**
 * An array's input. Object items are addressed by `{_key}`; primitive items, which have no key, by
 * index (appended at the end, edited and removed one at a time; see primitive-array-patches.ts).
 */
export interface ArrayInputProps {
  node: ArrayFormNode
  onChange: OnPatch
  renderInput: RenderInput
}

/**
 * What a custom input (`components.input` on a type) gets: its node of any kind, patches relative to
 * itself, the renderer for member nodes, and `renderDefault()` for the built-in input it may wrap.
 */
export interface CustomInputProps {
  node: FormNode
  onChange: OnPatch
  renderInput: RenderInput
  renderDefault: () => ReactNode
}
