import {normalizeValidationRules} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useMemo} from 'react'
import type {PrimitiveInputProps} from './input-props.js'
import {TypedTextInput} from './typed-text-input.js'

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
export function UrlInput(props: PrimitiveInputProps) {
  const {schemaType} = props.node
  const relative = useMemo(() => urlAllowsRelative(schemaType), [schemaType])
  return <TypedTextInput {...props} type={relative ? 'text' : 'url'} inputMode="url" />
}
