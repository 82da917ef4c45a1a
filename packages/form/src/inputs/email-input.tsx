import {TextInput} from '@sanity/ui'
import type {PrimitiveInputProps} from './input-props.js'
import {useStringField} from './synced-text/use-string-field.js'
import {firstError} from './option-list.js'

/** An email address (the browser's email field); emptying it removes the value. */
export function EmailInput({node, onChange, inputId}: PrimitiveInputProps) {
  const text = useStringField<HTMLInputElement>(node, onChange)
  return (
    <TextInput
      id={inputId ?? node.id}
      type="email"
      inputMode="email"
      autoComplete="off"
      {...text}
      readOnly={node.readOnly}
      customValidity={firstError(node.validation)}
    />
  )
}
