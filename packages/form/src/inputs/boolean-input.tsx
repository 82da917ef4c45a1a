import {Checkbox, Switch} from '@sanity/ui'
import {useEffect, useRef} from 'react'
import {set} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'
import {useBufferedValue} from './use-buffered-value.js'

/** A switch, or a checkbox with `options.layout: 'checkbox'`; a missing value shows as indeterminate. */
export function BooleanInput({node, onChange, inputId}: PrimitiveInputProps) {
  // Flips at once, before the form catches up with the document.
  const [value, setValue] = useBufferedValue(node.value)
  const checked = value === true
  const indeterminate = typeof value !== 'boolean'
  const layout = (node.schemaType.options as {layout?: string} | undefined)?.layout
  const Control = layout === 'checkbox' ? Checkbox : Switch
  const input = useRef<HTMLInputElement>(null)
  // Chromium sometimes keeps the track beside the input styled as it was (a switch that is on drawn
  // grey, until toggled) when `checked` and then `indeterminate` change as the document loads: its
  // colour comes from `input:checked + span`, and that sibling's style is not recomputed. Touching the
  // track's own style makes the browser compute it again from the input's state. (The control's own
  // effect, which sets `indeterminate`, runs before this one.)
  useEffect(() => {
    const track = input.current?.nextElementSibling
    if (track instanceof HTMLElement)
      track.style.setProperty('--tessera-state', `${checked} ${indeterminate}`)
  }, [checked, indeterminate])
  return (
    <Control
      ref={input}
      id={inputId ?? node.id}
      checked={checked}
      indeterminate={indeterminate}
      readOnly={node.readOnly}
      disabled={node.readOnly}
      onChange={(event) => {
        setValue(event.currentTarget.checked)
        onChange([set(event.currentTarget.checked)])
      }}
    />
  )
}
