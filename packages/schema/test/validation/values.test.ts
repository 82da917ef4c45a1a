/** Required, base types, allowed values and numbers: exact messages of spec/001 §5. */
import {describe} from 'vitest'
import {arrayOf, builtins, derive, error} from './helpers.js'
import {notAllowed, rules, table} from './table.js'

const required = error('Required', 'required')
const typeError = (expected: string, actual: string) =>
  error(`Expected type ${expected}, got ${actual}`, 'type.mismatch')

describe('required, base types and allowed values', () => {
  table([
    {
      name: 'required: undefined',
      type: rules(builtins.string, (r) => r.required()),
      value: undefined,
      expected: [required],
    },
    {
      name: 'required: null',
      type: rules(builtins.number, (r) => r.required()),
      value: null,
      expected: [required],
    },
    {
      name: 'required: empty string',
      type: rules(builtins.string, (r) => r.required()),
      value: '',
      expected: [required],
    },
    {
      name: 'required: empty array',
      type: rules(builtins.array, (r) => r.required()),
      value: [],
      expected: [required],
    },
    {
      name: 'required: object with only _type',
      type: rules(builtins.image, (r) => r.required()),
      value: {_type: 'image'},
      expected: [required],
    },
    {
      name: 'required: false is a value',
      type: rules(builtins.boolean, (r) => r.required()),
      value: false,
      expected: [],
    },
    {
      name: 'required: 0 is a value',
      type: rules(builtins.number, (r) => r.required()),
      value: 0,
      expected: [],
    },
    {
      name: 'optional: no value skips other checks',
      type: rules(builtins.string, (r) => r.min(3)),
      value: undefined,
      expected: [],
    },
    {
      name: 'optional: an empty string is still checked',
      type: rules(builtins.string, (r) => r.min(3)),
      value: '',
      expected: [error('Must be at least 3 characters long', 'string.min-length')],
    },
    {
      name: 'optional() undoes required()',
      type: rules(builtins.string, (r) => r.required().optional()),
      value: undefined,
      expected: [],
    },
    {name: 'string got number', type: builtins.string, value: 5, expected: [typeError('String', 'Number')]},
    {name: 'number got string', type: builtins.number, value: '5', expected: [typeError('Number', 'String')]},
    {
      name: 'boolean got string',
      type: builtins.boolean,
      value: 'true',
      expected: [typeError('Boolean', 'String')],
    },
    {name: 'array got object', type: builtins.array, value: {a: 1}, expected: [typeError('Array', 'Object')]},
    {name: 'object got array', type: builtins.object, value: [1], expected: [typeError('Object', 'Array')]},
    {name: 'object got string', type: builtins.object, value: 'x', expected: [typeError('Object', 'String')]},
    {name: 'date got number', type: builtins.date, value: 20240101, expected: [typeError('Date', 'Number')]},
    {
      name: 'a wrong type skips the other checks',
      type: rules(builtins.string, (r) => r.min(3).uppercase()),
      value: 12,
      expected: [typeError('String', 'Number')],
    },
    {
      name: 'valid: not allowed, short hint',
      type: rules(builtins.string, (r) => r.valid(['a', 'b'])),
      value: 'c',
      expected: [notAllowed('"a", "b"')],
    },
    {
      name: 'valid: allowed',
      type: rules(builtins.string, (r) => r.valid(['a', 'b'])),
      value: 'b',
      expected: [],
    },
    {
      name: 'valid: hint cut at 30 characters',
      type: rules(builtins.string, (r) => r.valid(['draft', 'published', 'archived'])),
      value: 'deleted',
      expected: [notAllowed('"draft", "published", "archive…')],
    },
    {
      name: 'valid: hint of exactly 30 characters is not cut',
      type: rules(builtins.string, (r) => r.valid(['abcdefghijklmnopqrstuvwxyz12'])),
      value: 'x',
      expected: [notAllowed('"abcdefghijklmnopqrstuvwxyz12"')],
    },
    {
      name: 'valid: numbers',
      type: rules(builtins.number, (r) => r.valid([1, 2, 3])),
      value: 4,
      expected: [notAllowed('1, 2, 3')],
    },
    {
      name: 'options.list: implicit allowed values ({title, value} and plain)',
      type: derive(builtins.string, {options: {list: [{title: 'Small', value: 's'}, 'm']}}),
      value: 'xl',
      expected: [notAllowed('"s", "m"')],
    },
    {
      name: 'options.list: allowed value passes',
      type: derive(builtins.string, {options: {list: [{title: 'Small', value: 's'}, 'm']}}),
      value: 's',
      expected: [],
    },
    {
      name: 'options.list on an array: each item must be allowed',
      type: arrayOf([builtins.string], {options: {list: ['red', 'green']}}),
      value: ['red', 'blue', 'green', 'pink'],
      expected: [notAllowed('"red", "green"', [1]), notAllowed('"red", "green"', [3])],
    },
  ])
})

describe('numbers', () => {
  table([
    {
      name: 'integer: 1.5',
      type: rules(builtins.number, (r) => r.integer()),
      value: 1.5,
      expected: [error('Must be an integer', 'number.integer')],
    },
    {name: 'integer: 2', type: rules(builtins.number, (r) => r.integer()), value: 2, expected: []},
    {
      name: 'precision(2): 1.234',
      type: rules(builtins.number, (r) => r.precision(2)),
      value: 1.234,
      expected: [error('Must have at most 2 decimal places', 'number.precision')],
    },
    {
      name: 'precision(2): 1.23',
      type: rules(builtins.number, (r) => r.precision(2)),
      value: 1.23,
      expected: [],
    },
    {
      name: 'precision(6): 1e-7',
      type: rules(builtins.number, (r) => r.precision(6)),
      value: 1e-7,
      expected: [error('Must have at most 6 decimal places', 'number.precision')],
    },
    {
      name: 'min(5): 4',
      type: rules(builtins.number, (r) => r.min(5)),
      value: 4,
      expected: [error('Must be greater than or equal to 5', 'number.min')],
    },
    {name: 'min(5): 5', type: rules(builtins.number, (r) => r.min(5)), value: 5, expected: []},
    {
      name: 'max(10): 11',
      type: rules(builtins.number, (r) => r.max(10)),
      value: 11,
      expected: [error('Must be less than or equal to 10', 'number.max')],
    },
    {name: 'max(10): 10', type: rules(builtins.number, (r) => r.max(10)), value: 10, expected: []},
    {
      name: 'greaterThan(0): 0',
      type: rules(builtins.number, (r) => r.greaterThan(0)),
      value: 0,
      expected: [error('Must be greater than 0', 'number.greater-than')],
    },
    {
      name: 'greaterThan(0): 0.1',
      type: rules(builtins.number, (r) => r.greaterThan(0)),
      value: 0.1,
      expected: [],
    },
    {
      name: 'lessThan(10): 10',
      type: rules(builtins.number, (r) => r.lessThan(10)),
      value: 10,
      expected: [error('Must be less than 10', 'number.less-than')],
    },
    {
      name: 'positive(): -1 (same as min(0))',
      type: rules(builtins.number, (r) => r.positive()),
      value: -1,
      expected: [error('Must be greater than or equal to 0', 'number.min')],
    },
    {name: 'positive(): 0', type: rules(builtins.number, (r) => r.positive()), value: 0, expected: []},
    {
      name: 'negative(): 0 (same as lessThan(0))',
      type: rules(builtins.number, (r) => r.negative()),
      value: 0,
      expected: [error('Must be less than 0', 'number.less-than')],
    },
    {
      name: 'several failing checks: all reported in order',
      type: rules(builtins.number, (r) => r.integer().min(10)),
      value: 2.5,
      expected: [
        error('Must be an integer', 'number.integer'),
        error('Must be greater than or equal to 10', 'number.min'),
      ],
    },
  ])
})
