import {Checkbox, Switch} from '@sanity/ui'
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
  return (
    <Control
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
