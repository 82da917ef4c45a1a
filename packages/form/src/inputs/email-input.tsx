import type {PrimitiveInputProps} from './input-props.js'
import {TypedTextInput} from './typed-text-input.js'

/** An email address (the browser's email field); emptying it removes the value. */
export function EmailInput(props: PrimitiveInputProps) {
  return <TypedTextInput {...props} type="email" inputMode="email" />
}
