import type {RuleSpec} from '../types.js'
import {fail, resolveBound, type Failure, type ValidatorInput, type ValidatorTable} from '../failures.js'
import {validateUri} from './uri.js'

type LengthInput = ValidatorInput<Extract<RuleSpec, {flag: 'min' | 'max' | 'length'}>>

// A pragmatic shape check: something@domain.tld without spaces; full RFC 5322 is not the point here.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Characters as people count them (code points), not UTF-16 units. */
function characterCount(value: string): number {
  return Array.from(value).length
}

function compareLength(
  {spec, value, context}: LengthInput,
  passes: (length: number, limit: number) => boolean,
  id: 'stringMin' | 'stringMax' | 'stringLength',
  placeholder: 'minLength' | 'maxLength' | 'wantedLength',
): Failure[] {
  const limit = resolveBound(spec.constraint, context)
  if (typeof limit !== 'number' || typeof value !== 'string') return []
  return passes(characterCount(value), limit) ? [] : [fail(context, id, {[placeholder]: limit})]
}

export const stringValidators: ValidatorTable = {
  min: (input) => compareLength(input, (length, limit) => length >= limit, 'stringMin', 'minLength'),
  max: (input) => compareLength(input, (length, limit) => length <= limit, 'stringMax', 'maxLength'),
  length: (input) =>
    compareLength(input, (length, limit) => length === limit, 'stringLength', 'wantedLength'),
  uppercase: ({value, context}) =>
    typeof value === 'string' && value !== value.toLocaleUpperCase() ? [fail(context, 'uppercase')] : [],
  lowercase: ({value, context}) =>
    typeof value === 'string' && value !== value.toLocaleLowerCase() ? [fail(context, 'lowercase')] : [],
  regex: ({spec, value, context}) => {
    if (typeof value !== 'string') return []
    const {pattern, name, invert} = spec.constraint
    const matches = pattern.test(value)
    if (invert) return matches ? [fail(context, 'regexMatch', {name})] : []
    return matches ? [] : [fail(context, 'regexNoMatch', {name})]
  },
  email: ({value, context}) =>
    typeof value === 'string' && !EMAIL.test(value) ? [fail(context, 'email')] : [],
  uri: ({spec, value, context}) => {
    if (typeof value !== 'string') return []
    const problem = validateUri(value, spec.constraint)
    return problem ? [fail(context, problem.id, problem.values)] : []
  },
}
