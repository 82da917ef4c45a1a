import {useMemo} from 'react'
import type {PrimitiveInputProps} from '../input-props.js'
import {CommonDateInput} from './common-date-input.js'
import {DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, roundToStep, timeStepOf} from './date-format.js'

const toIsoString = (date: Date) => date.toISOString()

/**
 * A moment, stored as an ISO UTC string and shown in local time as `options.dateFormat` and
 * `options.timeFormat` (defaults 'YYYY-MM-DD' and 'HH:mm'). Minutes are rounded down to a multiple of
 * `options.timeStep` (default 1), whether typed or picked.
 */
export function DateTimeInput(props: PrimitiveInputProps) {
  const options = props.node.schemaType.options as Record<string, unknown> | undefined
  const dateFormat = typeof options?.dateFormat === 'string' ? options.dateFormat : DEFAULT_DATE_FORMAT
  const timeFormat = typeof options?.timeFormat === 'string' ? options.timeFormat : DEFAULT_TIME_FORMAT
  const step = timeStepOf(options)
  const normalize = useMemo(() => (date: Date) => roundToStep(date, step), [step])
  return (
    <CommonDateInput
      {...props}
      displayFormat={`${dateFormat} ${timeFormat}`}
      serialize={toIsoString}
      normalize={normalize}
      timeStep={step}
      closeOnPick={false}
    />
  )
}
