import type {RuleSpec} from '../types.js'
import {fail, resolveBound, type Failure, type ValidatorInput, type ValidatorTable} from '../failures.js'

type Input<F extends RuleSpec['flag']> = ValidatorInput<Extract<RuleSpec, {flag: F}>>

/** Decimal places of a number as JavaScript prints it (handles exponent notation such as 1e-7). */
export function decimalPlaces(value: number): number {
  const [mantissa, exponent = '0'] = String(value).toLowerCase().split('e')
  const fraction = mantissa.split('.')[1] ?? ''
  return Math.max(0, fraction.length - Number(exponent))
}

/** Compares a number with a resolved bound; a bound that is not a number (e.g. an empty field) is skipped. */
function compare(
  {spec, value, context}: Input<'min' | 'max' | 'greaterThan' | 'lessThan'>,
  passes: (value: number, limit: number) => boolean,
  id: 'numberMin' | 'numberMax' | 'greaterThan' | 'lessThan',
): Failure[] {
  const limit = resolveBound(spec.constraint, context)
  if (typeof limit !== 'number' || typeof value !== 'number') return []
  return passes(value, limit) ? [] : [fail(context, id, {limit})]
}

export const numberValidators: ValidatorTable = {
  integer: ({value, context}) => (Number.isInteger(value) ? [] : [fail(context, 'integer')]),
  precision: ({spec, value, context}) => {
    const limit = resolveBound(spec.constraint, context)
    if (typeof limit !== 'number' || typeof value !== 'number') return []
    return decimalPlaces(value) <= limit ? [] : [fail(context, 'precision', {limit})]
  },
  min: (input) => compare(input, (value, limit) => value >= limit, 'numberMin'),
  max: (input) => compare(input, (value, limit) => value <= limit, 'numberMax'),
  greaterThan: (input) => compare(input, (value, limit) => value > limit, 'greaterThan'),
  lessThan: (input) => compare(input, (value, limit) => value < limit, 'lessThan'),
}
