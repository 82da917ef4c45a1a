import {Checkbox, Switch} from '@sanity/ui'
import {set} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'

/** A switch, or a checkbox with `options.layout: 'checkbox'`; a missing value shows as indeterminate. */
export function BooleanInput({node, onChange, inputId}: PrimitiveInputProps) {
  const checked = node.value === true
  const indeterminate = typeof node.value !== 'boolean'
  const layout = (node.schemaType.options as {layout?: string} | undefined)?.layout
  const Control = layout === 'checkbox' ? Checkbox : Switch
  return (
    <Control
      id={inputId ?? node.id}
      checked={checked}
      indeterminate={indeterminate}
      readOnly={node.readOnly}
      disabled={node.readOnly}
      onChange={(event) => onChange([set(event.currentTarget.checked)])}
    />
  )
}
