import type {RuleSpec} from '../types.js'
import {fail, resolveBound, type Failure, type ValidatorInput, type ValidatorTable} from '../failures.js'
import {deepEqual, itemSegment} from '../values.js'

type CountInput = ValidatorInput<Extract<RuleSpec, {flag: 'min' | 'max' | 'length'}>>

const IGNORE_KEY = new Set(['_key'])

function compareCount(
  {spec, value, context}: CountInput,
  passes: (count: number, limit: number) => boolean,
  id: 'arrayMin' | 'arrayMax' | 'arrayLength',
  placeholder: 'minNumber' | 'maxNumber' | 'wantedNumber',
): Failure[] {
  const limit = resolveBound(spec.constraint, context)
  if (typeof limit !== 'number' || !Array.isArray(value)) return []
  return passes(value.length, limit) ? [] : [fail(context, id, {[placeholder]: limit})]
}

export const arrayValidators: ValidatorTable = {
  min: (input) => compareCount(input, (count, limit) => count >= limit, 'arrayMin', 'minNumber'),
  max: (input) => compareCount(input, (count, limit) => count <= limit, 'arrayMax', 'maxNumber'),
  length: (input) => compareCount(input, (count, limit) => count === limit, 'arrayLength', 'wantedNumber'),
  // Every item that equals another item (ignoring `_key`) is marked, so each copy can be found.
  unique: ({value, context}) => {
    if (!Array.isArray(value)) return []
    return value.flatMap((item, index) =>
      value.some((other, otherIndex) => otherIndex !== index && deepEqual(item, other, IGNORE_KEY))
        ? [fail(context, 'arrayDuplicate', {}, [...context.path, itemSegment(item, index)])]
        : [],
    )
  },
}
