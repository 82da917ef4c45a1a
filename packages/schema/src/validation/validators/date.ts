import type {RuleSpec} from '../types.js'
import {fail, resolveBound, type Failure, type ValidatorInput, type ValidatorTable} from '../failures.js'

type BoundInput = ValidatorInput<Extract<RuleSpec, {flag: 'min' | 'max'}>>

function toTime(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime()
  if (typeof value !== 'string') return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : time
}

function display(bound: unknown): string {
  return bound instanceof Date ? bound.toISOString() : String(bound)
}

/** Compares ISO dates; an unparseable value or bound (e.g. an empty field) is skipped. */
function compareDate(
  {spec, value, context}: BoundInput,
  passes: (time: number, limit: number) => boolean,
  id: 'dateMin' | 'dateMax',
  placeholder: 'minDate' | 'maxDate',
): Failure[] {
  const bound = resolveBound(spec.constraint, context)
  const time = toTime(value)
  const limit = toTime(bound)
  if (time === undefined || limit === undefined) return []
  return passes(time, limit) ? [] : [fail(context, id, {[placeholder]: display(bound)})]
}

export const dateValidators: ValidatorTable = {
  min: (input) => compareDate(input, (time, limit) => time >= limit, 'dateMin', 'minDate'),
  max: (input) => compareDate(input, (time, limit) => time <= limit, 'dateMax', 'maxDate'),
}
