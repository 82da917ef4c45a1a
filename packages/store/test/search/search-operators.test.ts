import {describe, expect, it} from 'vitest'
import {filterMessages, getOperator, SEARCH_OPERATORS} from '../../src/index.js'

// A fixed clock in the test's time zone: local noon on 15 March 2026.
const now = new Date(2026, 2, 15, 12, 0, 0)
const at = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0).toISOString()

function groq(type: string, value: unknown, path = 'field') {
  return getOperator(type)!.groqFilter(path, value, {now})
}
function problem(type: string, value: unknown) {
  return getOperator(type)!.validate(value)
}

/** Every operator: a usable value and the GROQ it gives, and an unusable one and its message. */
const cases: [type: string, value: unknown, expected: string, bad: unknown, message: string | undefined][] = [
  ['defined', undefined, 'defined(field)', undefined, undefined],
  ['notDefined', undefined, '!defined(field)', undefined, undefined],
  ['booleanEqual', false, 'field == false', 'yes', filterMessages.boolean],
  ['numberEqual', 3, 'field == 3', Infinity, filterMessages.number],
  ['numberNotEqual', 3, 'field != 3', NaN, filterMessages.number],
  ['numberGt', 3, 'field > 3', '3', filterMessages.number],
  ['numberGte', -1.5, 'field >= -1.5', null, filterMessages.number],
  ['numberLt', 3, 'field < 3', {}, filterMessages.number],
  ['numberLte', 0, 'field <= 0', undefined, filterMessages.number],
  [
    'numberRange',
    {from: 1, to: 5},
    'field > 1 && field < 5',
    {from: 1, to: null},
    filterMessages.numberRange,
  ],
  ['arrayCountEqual', 2, 'count(field) == 2', 'two', filterMessages.number],
  ['arrayCountNotEqual', 2, 'count(field) != 2', null, filterMessages.number],
  ['arrayCountGt', 2, 'count(field) > 2', null, filterMessages.number],
  ['arrayCountGte', 2, 'count(field) >= 2', null, filterMessages.number],
  ['arrayCountLt', 2, 'count(field) < 2', null, filterMessages.number],
  ['arrayCountLte', 2, 'count(field) <= 2', null, filterMessages.number],
  [
    'arrayCountRange',
    {from: 0, to: 3},
    'count(field) > 0 && count(field) < 3',
    {from: 3, to: 3},
    filterMessages.rangeOrder,
  ],
  ['stringMatches', 'ad "x"', 'field match "ad \\"x\\""', '  ', filterMessages.text],
  ['stringNotMatches', 'ad', '!(field match "ad")', '', filterMessages.text],
  ['stringEqual', 'Ada', 'field == "Ada"', 7, filterMessages.text],
  ['stringNotEqual', 'Ada', 'field != "Ada"', null, filterMessages.text],
  ['portableTextMatches', 'lion', 'pt::text(field) match "lion"', '', filterMessages.text],
  ['portableTextNotMatches', 'lion', '!(pt::text(field) match "lion")', '', filterMessages.text],
  ['portableTextEqual', 'lion', 'pt::text(field) == "lion"', '', filterMessages.text],
  ['portableTextNotEqual', 'lion', 'pt::text(field) != "lion"', '', filterMessages.text],
  ['slugMatches', 'hello', 'field.current match "hello"', '', filterMessages.text],
  ['slugNotMatches', 'hello', '!(field.current match "hello")', '', filterMessages.text],
  ['slugEqual', 'hello', 'field.current == "hello"', '', filterMessages.text],
  ['slugNotEqual', 'hello', 'field.current != "hello"', '', filterMessages.text],
  ['stringListEqual', 'live', 'field == "live"', '', filterMessages.option],
  ['stringListNotEqual', 'live', 'field != "live"', null, filterMessages.option],
  ['arrayListIncludes', 'a', '"a" in field', '', filterMessages.option],
  ['arrayListNotIncludes', 2, '!(2 in field)', undefined, filterMessages.option],
  ['referenceEqual', {_ref: 'a1'}, 'field._ref == "a1"', {_ref: ''}, filterMessages.reference],
  ['referenceNotEqual', {_ref: 'a1'}, 'field._ref != "a1"', {}, filterMessages.reference],
  ['arrayReferenceIncludes', {_ref: 'a1'}, '"a1" in field[]._ref', null, filterMessages.reference],
  ['arrayReferenceNotIncludes', {_ref: 'a1'}, '!("a1" in field[]._ref)', 'a1', filterMessages.reference],
  ['references', {_ref: 'a1', _type: 'author'}, 'references("a1")', {}, filterMessages.reference],
  ['assetEqual', {_ref: 'image-1'}, 'field.asset._ref == "image-1"', {}, filterMessages.asset],
  ['dateAfter', {date: '2026-01-31'}, 'field > "2026-01-31"', {date: '2026-02-30'}, filterMessages.date],
  ['dateBefore', {date: '2026-01-31'}, 'field < "2026-01-31"', {date: 'Jan 1'}, filterMessages.date],
  ['dateEqual', {date: '2026-01-31'}, 'field == "2026-01-31"', {date: null}, filterMessages.date],
  ['dateNotEqual', {date: '2026-01-31'}, 'field != "2026-01-31"', {}, filterMessages.date],
  [
    'dateLast',
    {unit: 'day', unitValue: 7},
    'field > "2026-03-08"',
    {unit: 'day', unitValue: 0},
    filterMessages.dateLast,
  ],
  [
    'dateRange',
    {from: '2026-01-01', to: '2026-02-01'},
    'field > "2026-01-01" && field < "2026-02-01"',
    {from: '2026-02-01', to: '2026-01-01'},
    filterMessages.rangeOrder,
  ],
  [
    'dateTimeAfter',
    {date: at(2026, 0, 31, 15, 30), includeTime: false},
    `dateTime(field) >= dateTime("${at(2026, 1, 1)}")`,
    {date: 'nonsense'},
    filterMessages.datetime,
  ],
  [
    'dateTimeBefore',
    {date: at(2026, 0, 31, 15, 30), includeTime: true},
    `dateTime(field) < dateTime("${at(2026, 0, 31, 15, 30)}")`,
    {date: ''},
    filterMessages.datetime,
  ],
  [
    'dateTimeEqual',
    {date: at(2026, 0, 31, 15, 30), includeTime: false},
    `dateTime(field) >= dateTime("${at(2026, 0, 31)}") && dateTime(field) < dateTime("${at(2026, 1, 1)}")`,
    {},
    filterMessages.datetime,
  ],
  [
    'dateTimeNotEqual',
    {date: at(2026, 0, 31, 15, 30), includeTime: true},
    `!(dateTime(field) >= dateTime("${at(2026, 0, 31, 15, 30)}") && dateTime(field) < dateTime("${at(2026, 0, 31, 15, 31)}"))`,
    {date: 5},
    filterMessages.datetime,
  ],
  [
    'dateTimeLast',
    {unit: 'month', unitValue: 2},
    `dateTime(field) > dateTime("${new Date(2026, 0, 15, 12).toISOString()}")`,
    {unit: 'week', unitValue: 2},
    filterMessages.dateLast,
  ],
  [
    'dateTimeRange',
    {from: at(2026, 0, 1, 8), to: at(2026, 0, 3, 8), includeTime: true},
    `dateTime(field) > dateTime("${at(2026, 0, 1, 8)}") && dateTime(field) < dateTime("${at(2026, 0, 3, 8)}")`,
    {from: at(2026, 0, 1), to: null},
    filterMessages.dateRange,
  ],
]

describe('search operators', () => {
  it('covers every operator', () => {
    expect(new Set(cases.map(([type]) => type))).toEqual(new Set(SEARCH_OPERATORS.keys()))
  })

  it.each(cases)(
    '%s compiles to GROQ and says why a value cannot be used',
    (type, value, expected, bad, message) => {
      expect(groq(type, value)).toBe(expected)
      expect(problem(type, value)).toBeUndefined()
      expect(problem(type, bad)).toBe(message)
      // spec 000 §5: a filter generates nothing when its value is missing (or unusable).
      if (message !== undefined) {
        expect(groq(type, bad)).toBeNull()
        expect(groq(type, undefined)).toBeNull()
      }
    },
  )

  it('starts values as the spec says', () => {
    expect(getOperator('booleanEqual')!.initialValue).toBe(true)
    expect(getOperator('dateLast')!.initialValue).toEqual({unit: 'day', unitValue: 7})
    expect(getOperator('dateRange')!.initialValueAt(now)).toEqual({from: null, to: '2026-03-15'})
    expect(getOperator('dateTimeRange')!.initialValueAt(now)).toMatchObject({
      from: null,
      to: now.toISOString(),
    })
  })

  it('a datetime range without times leaves out both end days (exclusive bounds)', () => {
    expect(groq('dateTimeRange', {from: at(2026, 0, 1, 8), to: at(2026, 0, 3, 8), includeTime: false})).toBe(
      `dateTime(field) > dateTime("${at(2026, 0, 2)}") && dateTime(field) < dateTime("${at(2026, 0, 3)}")`,
    )
  })
})
