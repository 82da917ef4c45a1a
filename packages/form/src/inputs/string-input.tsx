import {TextInput} from '@sanity/ui'
import type {PrimitiveInputProps} from './input-props.js'
import {useStringField} from './synced-text/use-string-field.js'

/** One line of text; emptying it removes the value. Keystrokes merge with other people's (see synced-text). */
export function StringInput({node, onChange, inputId}: PrimitiveInputProps) {
  const text = useStringField<HTMLInputElement>(node, onChange)
  return (
    <TextInput
      {...text}
      id={inputId ?? node.id}
      readOnly={node.readOnly}
      customValidity={node.validation.find((marker) => marker.level === 'error')?.message}
    />
  )
}
