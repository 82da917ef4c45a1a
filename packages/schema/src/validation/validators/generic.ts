import type {RuleSpec} from '../types.js'
import {ALLOWED_VALUES_HINT_LENGTH} from '../constants.js'
import {fail, type Failure, type ValidatorInput} from '../failures.js'
import {isTypeOf, type RuleTypeName} from '../schema-types.js'
import {deepEqual, describeValueType, isPlainObject, itemSegment} from '../values.js'

const IGNORE_KEY = new Set(['_key'])

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

/** Whether a value has the JSON shape a rule category works on (dates: any string). */
export function valueFitsType(typeName: RuleTypeName | undefined, value: unknown): boolean {
  switch (typeName) {
    case 'String':
    case 'Date':
      return typeof value === 'string'
    case 'Number':
      return typeof value === 'number'
    case 'Boolean':
      return typeof value === 'boolean'
    case 'Array':
      return Array.isArray(value)
    case 'Object':
      return isPlainObject(value)
    default:
      return true
  }
}

/** An ISO-8601 date (YYYY-MM-DD) for the date type, or date-time for datetime. */
export function isIsoDate(value: string, dateOnly: boolean): boolean {
  if (dateOnly) return DATE_ONLY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
}

/** The implicit base-type check (spec/001 §5): array, boolean, date, number, object and string. */
export function validateType({
  value,
  context,
  typeName,
}: ValidatorInput<Extract<RuleSpec, {flag: 'type'}>>): Failure[] {
  if (!typeName) return []
  if (!valueFitsType(typeName, value)) {
    return [fail(context, 'typeMismatch', {expectedType: typeName, actualType: describeValueType(value)})]
  }
  if (typeName === 'Date' && !isIsoDate(value as string, isTypeOf(context.type, 'date'))) {
    return [fail(context, 'dateInvalid')]
  }
  return []
}

/** The allowed values as a hint, cut at ALLOWED_VALUES_HINT_LENGTH characters. */
export function allowedValuesHint(allowed: readonly unknown[]): string {
  const hint = allowed.map((item) => JSON.stringify(item) ?? String(item)).join(', ')
  return hint.length > ALLOWED_VALUES_HINT_LENGTH ? `${hint.slice(0, ALLOWED_VALUES_HINT_LENGTH)}…` : hint
}

/** The value (each item, for arrays) must equal one of the allowed values. */
export function validateValid({
  spec,
  value,
  context,
  typeName,
}: ValidatorInput<Extract<RuleSpec, {flag: 'valid'}>>): Failure[] {
  const allowed = spec.constraint
  const isAllowed = (candidate: unknown) => allowed.some((option) => deepEqual(candidate, option, IGNORE_KEY))
  const hint = () => ({hint: allowedValuesHint(allowed)})
  if (typeName === 'Array' && Array.isArray(value)) {
    return value.flatMap((item, index) =>
      isAllowed(item)
        ? []
        : [fail(context, 'notAllowed', hint(), [...context.path, itemSegment(item, index)])],
    )
  }
  return isAllowed(value) ? [] : [fail(context, 'notAllowed', hint())]
}
