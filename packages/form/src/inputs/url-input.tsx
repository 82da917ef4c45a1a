import {TextInput} from '@sanity/ui'
import {normalizeValidationRules} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useMemo} from 'react'
import type {PrimitiveInputProps} from './input-props.js'
import {useStringField} from './synced-text/use-string-field.js'
import {firstError} from './option-list.js'

/**
 * Whether the type's rules accept relative URLs (`uri({allowRelative: true})` or `relativeOnly`):
 * the browser's url field would refuse them, so the input is a plain text field then.
 */
export function urlAllowsRelative(type: SchemaType): boolean {
  return normalizeValidationRules(type)
    .flatMap((rule) => rule.specs)
    .some((spec) => spec.flag === 'uri' && spec.constraint.allowRelative)
}

/** A URL: the browser's url field, or a text field when relative URLs are allowed; emptying it unsets. */
export function UrlInput({node, onChange, inputId}: PrimitiveInputProps) {
  const text = useStringField<HTMLInputElement>(node, onChange)
  const relative = useMemo(() => urlAllowsRelative(node.schemaType), [node.schemaType])
  return (
    <TextInput
      id={inputId ?? node.id}
      type={relative ? 'text' : 'url'}
      inputMode="url"
      autoComplete="off"
      {...text}
      readOnly={node.readOnly}
      customValidity={firstError(node.validation)}
    />
  )
}
