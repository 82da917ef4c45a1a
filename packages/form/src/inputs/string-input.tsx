import {TextInput} from '@sanity/ui'
import {set, unset} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'
import {useBufferedValue} from './use-buffered-value.js'

/** One line of text; emptying it removes the value. */
export function StringInput({node, onChange, inputId}: PrimitiveInputProps) {
  const [value, setValue] = useBufferedValue(typeof node.value === 'string' ? node.value : '')
  return (
    <TextInput
      id={inputId ?? node.id}
      value={value}
      readOnly={node.readOnly}
      customValidity={node.validation.find((marker) => marker.level === 'error')?.message}
      onChange={(event) => {
        const next = event.currentTarget.value
        setValue(next)
        onChange([next === '' ? unset() : set(next)])
      }}
    />
  )
}
