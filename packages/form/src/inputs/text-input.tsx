import {TextArea} from '@sanity/ui'
import {useMemo} from 'react'
import type {PrimitiveInputProps} from './input-props.js'
import {useStringField} from './synced-text/use-string-field.js'

/** Several lines of text (`rows` from the type, 10 by default); emptying it removes the value. */
export function TextAreaInput({node, onChange, inputId}: PrimitiveInputProps) {
  const text = useStringField<HTMLTextAreaElement>(node, onChange)
  const rows = typeof node.schemaType.rows === 'number' ? node.schemaType.rows : 10
  const id = inputId ?? node.id
  // The same element while only the value changes (see StringInput).
  return useMemo(
    () => <TextArea {...text} id={id} rows={rows} readOnly={node.readOnly} />,
    [text, id, rows, node.readOnly],
  )
}
