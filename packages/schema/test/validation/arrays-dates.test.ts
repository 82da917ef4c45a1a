/** Arrays, dates and assets: exact messages of spec/001 §5. */
import type {ValidationMarker} from '@tessera/types'
import {describe} from 'vitest'
import type {Rule} from '../../src/validation/index.js'
import {arrayOf, builtins, derive, error} from './helpers.js'
import {notAllowed, rules, table, type RuleFn} from './table.js'

describe('arrays', () => {
  const strings = (validation: RuleFn) => arrayOf([builtins.string], {validation})
  const tag = derive(builtins.object, {name: 'tag', fields: [{name: 'label', type: builtins.string}]})
  const duplicate = (path: ValidationMarker['path']) => error("Can't be a duplicate", 'array.duplicate', path)
  table([
    {
      name: 'min(2): one item',
      type: strings((r) => r.min(2)),
      value: ['a'],
      expected: [error('Must have at least 2 items', 'array.min')],
    },
    {
      name: 'min(1): empty array, singular',
      type: strings((r) => r.min(1)),
      value: [],
      expected: [error('Must have at least 1 item', 'array.min')],
    },
    {name: 'min(1): one item', type: strings((r) => r.min(1)), value: ['a'], expected: []},
    {
      name: 'max(1): two items',
      type: strings((r) => r.max(1)),
      value: ['a', 'b'],
      expected: [error('Must have at most 1 item', 'array.max')],
    },
    {
      name: 'max(2): three items',
      type: strings((r) => r.max(2)),
      value: ['a', 'b', 'c'],
      expected: [error('Must have at most 2 items', 'array.max')],
    },
    {
      name: 'length(3): two items',
      type: strings((r) => r.length(3)),
      value: ['a', 'b'],
      expected: [error('Must have exactly 3 items', 'array.exact-length')],
    },
    {name: 'length(3): three items', type: strings((r) => r.length(3)), value: ['a', 'b', 'c'], expected: []},
    {
      name: 'unique: primitives',
      type: strings((r) => r.unique()),
      value: ['a', 'b', 'a'],
      expected: [duplicate([0]), duplicate([2])],
    },
    {name: 'unique: no duplicates', type: strings((r) => r.unique()), value: ['a', 'b'], expected: []},
    {
      name: 'unique: objects compared without _key',
      type: arrayOf([tag], {validation: (r: Rule) => r.unique()}),
      value: [
        {_key: 'k1', _type: 'tag', label: 'x'},
        {_key: 'k2', _type: 'tag', label: 'y'},
        {_key: 'k3', _type: 'tag', label: 'x'},
      ],
      expected: [duplicate([{_key: 'k1'}]), duplicate([{_key: 'k3'}])],
    },
    {
      name: 'valid on an array: each item',
      type: strings((r) => r.valid(['x', 'y'])),
      value: ['x', 'z'],
      expected: [notAllowed('"x", "y"', [1])],
    },
  ])
})

describe('dates', () => {
  const invalid = error('Must be a valid ISO-8601 formatted date string', 'date.invalid')
  table([
    {name: 'date: valid', type: builtins.date, value: '2024-02-29', expected: []},
    {name: 'date: impossible day', type: builtins.date, value: '2023-02-29', expected: [invalid]},
    {name: 'date: not ISO', type: builtins.date, value: '02/03/2024', expected: [invalid]},
    {
      name: 'date: a datetime is not a date',
      type: builtins.date,
      value: '2024-01-01T10:00:00Z',
      expected: [invalid],
    },
    {name: 'datetime: valid', type: builtins.datetime, value: '2024-01-15T10:30:00.000Z', expected: []},
    {name: 'datetime: offset', type: builtins.datetime, value: '2024-01-15T10:30:00+02:00', expected: []},
    {name: 'datetime: not ISO', type: builtins.datetime, value: 'yesterday', expected: [invalid]},
    {
      name: 'date min: before',
      type: rules(builtins.date, (r) => r.min('2024-02-01')),
      value: '2024-01-15',
      expected: [error('Must be at or after 2024-02-01', 'date.min')],
    },
    {
      name: 'date min: same day',
      type: rules(builtins.date, (r) => r.min('2024-02-01')),
      value: '2024-02-01',
      expected: [],
    },
    {
      name: 'date max: after',
      type: rules(builtins.date, (r) => r.max('2024-01-01')),
      value: '2024-01-15',
      expected: [error('Must be at or before 2024-01-01', 'date.max')],
    },
    {
      name: 'datetime max',
      type: rules(builtins.datetime, (r) => r.max('2024-01-15T09:00:00Z')),
      value: '2024-01-15T10:00:00Z',
      expected: [error('Must be at or before 2024-01-15T09:00:00Z', 'date.max')],
    },
    {
      name: 'datetime min with a Date bound',
      type: rules(builtins.datetime, (r) => r.min(new Date('2024-06-01T00:00:00Z'))),
      value: '2024-05-31T23:59:59Z',
      expected: [error('Must be at or after 2024-06-01T00:00:00.000Z', 'date.min')],
    },
  ])
})

describe('assets', () => {
  const image = rules(builtins.image, (r) => r.assetRequired())
  table([
    {
      name: 'asset missing',
      type: image,
      value: {_type: 'image', alt: 'A cat'},
      expected: [error('Asset is required', 'asset.required')],
    },
    {
      name: 'no value at all',
      type: image,
      value: undefined,
      expected: [error('Asset is required', 'asset.required')],
    },
    {
      name: 'asset present',
      type: image,
      value: {_type: 'image', asset: {_type: 'reference', _ref: 'image-abc-1x1-png'}},
      expected: [],
    },
  ])
})
