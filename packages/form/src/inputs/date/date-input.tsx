import type {PrimitiveInputProps} from '../input-props.js'
import {CommonDateInput} from './common-date-input.js'
import {DEFAULT_DATE_FORMAT, toDateValue} from './date-format.js'

/**
 * A calendar day, stored as 'YYYY-MM-DD' and shown in `options.dateFormat` (moment-style, default
 * 'YYYY-MM-DD'), with a calendar popup.
 */
export function DateInput(props: PrimitiveInputProps) {
  const options = props.node.schemaType.options as {dateFormat?: unknown} | undefined
  const dateFormat = typeof options?.dateFormat === 'string' ? options.dateFormat : DEFAULT_DATE_FORMAT
  return <CommonDateInput {...props} displayFormat={dateFormat} serialize={toDateValue} closeOnPick />
}
