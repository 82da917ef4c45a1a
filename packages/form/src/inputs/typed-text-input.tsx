import {TextInput} from '@sanity/ui'
import {useMemo} from 'react'
import type {PrimitiveInputProps} from './input-props.js'
import {firstError} from './option-list.js'
import {SINGLE_LINE_CONTAINMENT} from './synced-text/single-line-containment.js'
import {useStringField} from './synced-text/use-string-field.js'

export interface TypedTextInputProps extends PrimitiveInputProps {
  /** The browser field's type (its own checks and keyboard). */
  type: 'email' | 'url' | 'text'
  inputMode: 'email' | 'url'
}

/**
 * A string in one of the browser's typed fields (email, url), without autocomplete; emptying it
 * removes the value. The same element while only the value changes (see StringInput).
 */
export function TypedTextInput({node, onChange, inputId, type, inputMode}: TypedTextInputProps) {
  const text = useStringField<HTMLInputElement>(node, onChange)
  const id = inputId ?? node.id
  const customValidity = firstError(node.validation)
  return useMemo(
    () => (
      <TextInput
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete="off"
        {...text}
        style={SINGLE_LINE_CONTAINMENT}
        readOnly={node.readOnly}
        customValidity={customValidity}
      />
    ),
    [text, id, type, inputMode, node.readOnly, customValidity],
  )
}
