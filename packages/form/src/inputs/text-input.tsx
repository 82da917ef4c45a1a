import {TextArea} from '@sanity/ui'
import {set, unset} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'
import {useBufferedValue} from './use-buffered-value.js'

/** Several lines of text (`rows` from the type, 10 by default); emptying it removes the value. */
export function TextAreaInput({node, onChange, inputId}: PrimitiveInputProps) {
  const [value, setValue] = useBufferedValue(typeof node.value === 'string' ? node.value : '')
  const rows = typeof node.schemaType.rows === 'number' ? node.schemaType.rows : 10
  return (
    <TextArea
      id={inputId ?? node.id}
      value={value}
      rows={rows}
      readOnly={node.readOnly}
      onChange={(event) => {
        const next = event.currentTarget.value
        setValue(next)
        onChange([next === '' ? unset() : set(next)])
      }}
    />
  )
}
