import {TextInput} from '@sanity/ui'
import {set, unset} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'
import {useBufferedValue} from './use-buffered-value.js'
import {firstError} from './option-list.js'

/** An email address (the browser's email field); emptying it removes the value. */
export function EmailInput({node, onChange, inputId}: PrimitiveInputProps) {
  const [value, setValue] = useBufferedValue(typeof node.value === 'string' ? node.value : '')
  return (
    <TextInput
      id={inputId ?? node.id}
      type="email"
      inputMode="email"
      autoComplete="off"
      value={value}
      readOnly={node.readOnly}
      customValidity={firstError(node.validation)}
      onChange={(event) => {
        const next = event.currentTarget.value
        setValue(next)
        onChange([next === '' ? unset() : set(next)])
      }}
    />
  )
}
