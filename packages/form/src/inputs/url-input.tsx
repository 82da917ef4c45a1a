import {TextInput} from '@sanity/ui'
import {normalizeValidationRules} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useMemo} from 'react'
import {set, unset} from '../patch/patches.js'
import type {PrimitiveInputProps} from './input-props.js'
import {useBufferedValue} from './use-buffered-value.js'
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
  const [value, setValue] = useBufferedValue(typeof node.value === 'string' ? node.value : '')
  const relative = useMemo(() => urlAllowsRelative(node.schemaType), [node.schemaType])
  return (
    <TextInput
      id={inputId ?? node.id}
      type={relative ? 'text' : 'url'}
      inputMode="url"
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
