import {TextInput} from '@sanity/ui'
import {useMemo} from 'react'
import type {PrimitiveInputProps} from './input-props.js'
import {firstError} from './option-list.js'
import {useStringField} from './synced-text/use-string-field.js'
import {SINGLE_LINE_CONTAINMENT} from './synced-text/single-line-containment.js'

/** One line of text; emptying it removes the value. Keystrokes merge with other people's (see synced-text). */
export function StringInput({node, onChange, inputId}: PrimitiveInputProps) {
  const text = useStringField<HTMLInputElement>(node, onChange)
  const id = inputId ?? node.id
  const customValidity = firstError(node.validation)
  // The same element while only the value changes: the element owns its text (see synced-text), so a
  // keystroke renders this component (its sync runs) and not @sanity/ui's text input inside it.
  return useMemo(
    () => (
      <TextInput
        {...text}
        style={SINGLE_LINE_CONTAINMENT}
        id={id}
        readOnly={node.readOnly}
        customValidity={customValidity}
      />
    ),
    [text, id, node.readOnly, customValidity],
  )
}
