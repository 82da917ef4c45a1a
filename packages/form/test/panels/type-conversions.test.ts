import {describe, expect, it} from 'vitest'
import {
  booleanFromString,
  conversionOffers,
  dateFromString,
  numberFromString,
  richDateOf,
  untypedObjectOffers,
} from '../../src/panels/type-conversions.js'

describe('type conversions', () => {
  it('reads booleans from yes/true/1 and no/false/0/null in any case', () => {
    for (const word of ['yes', 'TRUE', 'True', '1', ' yes ']) expect(booleanFromString(word)).toBe(true)
    for (const word of ['no', 'False', '0', 'NULL']) expect(booleanFromString(word)).toBe(false)
    for (const word of ['', 'y', 'on', 'maybe', '2']) expect(booleanFromString(word)).toBeUndefined()
  })

  it('reads finite numbers only', () => {
    expect(numberFromString('42')).toBe(42)
    expect(numberFromString(' -1.5 ')).toBe(-1.5)
    for (const text of ['', ' ', '12px', 'NaN', 'Infinity', 'abc'])
      expect(numberFromString(text)).toBeUndefined()
  })

  it('reads ISO 8601 dates only', () => {
    expect(dateFromString('2024-05-01')?.toISOString()).toBe('2024-05-01T00:00:00.000Z')
    expect(dateFromString('2024-05-01T12:30:00Z')?.toISOString()).toBe('2024-05-01T12:30:00.000Z')
    expect(dateFromString('2024-05-01T12:30:00+02:00')?.toISOString()).toBe('2024-05-01T10:30:00.000Z')
    for (const text of ['1', 'May', '2024-13-45', 'yesterday']) expect(dateFromString(text)).toBeUndefined()
  })

  it('makes a rich date in the editor’s zone whose local time is the same instant as its utc', () => {
    const date = new Date('2024-05-01T12:30:00Z')
    const rich = richDateOf(date)
    expect(rich._type).toBe('richDate')
    expect(rich.utc).toBe('2024-05-01T12:30:00.000Z')
    expect(rich.offset).toBe(-date.getTimezoneOffset())
    expect(rich.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(rich.local).toMatch(/^2024-05-0[12]T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/)
    expect(new Date(rich.local).toISOString()).toBe(rich.utc)
  })

  it('offers a string as a number, a boolean or a rich date, only where the field expects that', () => {
    expect(conversionOffers('42', {jsonType: 'number'})).toEqual([{type: 'number', value: 42}])
    expect(conversionOffers('Yes', {jsonType: 'boolean'})).toEqual([{type: 'boolean', value: true}])
    expect(conversionOffers('null', {jsonType: 'boolean'})).toEqual([{type: 'boolean', value: false}])
    // '1' is both numeric and boolean-like: each offer only for its own field type.
    expect(conversionOffers('1', {jsonType: 'boolean'})).toEqual([{type: 'boolean', value: true}])
    expect(conversionOffers('1', {jsonType: 'number'})).toEqual([{type: 'number', value: 1}])
    expect(conversionOffers('abc', {jsonType: 'number'})).toEqual([])
    expect(conversionOffers('maybe', {jsonType: 'boolean'})).toEqual([])
    const [richDate] = conversionOffers('2024-05-01T12:30:00Z', {jsonType: 'object', typeName: 'richDate'})
    expect(richDate).toMatchObject({
      type: 'richDate',
      value: {_type: 'richDate', utc: '2024-05-01T12:30:00.000Z'},
    })
    expect(conversionOffers('2024-05-01', {jsonType: 'object', typeName: 'richDate'})).toHaveLength(1)
    expect(conversionOffers('2024-05-01', {jsonType: 'object', typeName: 'address'})).toEqual([])
    expect(conversionOffers('not a date', {jsonType: 'object', typeName: 'richDate'})).toEqual([])
  })

  it('offers a rich date as a datetime (its utc)', () => {
    const value = {_type: 'richDate', local: '2024-05-01T14:30:00+02:00', utc: '2024-05-01T12:30:00.000Z'}
    expect(conversionOffers(value, {jsonType: 'string', typeName: 'datetime'})).toEqual([
      {type: 'datetime', value: '2024-05-01T12:30:00.000Z'},
    ])
    expect(conversionOffers(value, {jsonType: 'string'})).toHaveLength(1)
    expect(conversionOffers(value, {jsonType: 'string', typeName: 'slug'})).toEqual([])
    expect(conversionOffers({_type: 'address'}, {jsonType: 'string'})).toEqual([])
  })

  it('offers a number as a string, and as a boolean only when it is 0 or 1', () => {
    expect(conversionOffers(3.5, {jsonType: 'string'})).toEqual([{type: 'string', value: '3.5'}])
    expect(conversionOffers(1, {jsonType: 'boolean'})).toEqual([{type: 'boolean', value: true}])
    expect(conversionOffers(0, {jsonType: 'boolean'})).toEqual([{type: 'boolean', value: false}])
    expect(conversionOffers(2, {jsonType: 'boolean'})).toEqual([])
    expect(conversionOffers(7, {jsonType: 'object'})).toEqual([])
  })

  it("offers a boolean as 'Yes' / 'No' or 1 / 0", () => {
    expect(conversionOffers(true, {jsonType: 'string'})).toEqual([{type: 'string', value: 'Yes'}])
    expect(conversionOffers(false, {jsonType: 'string'})).toEqual([{type: 'string', value: 'No'}])
    expect(conversionOffers(true, {jsonType: 'number'})).toEqual([{type: 'number', value: 1}])
    expect(conversionOffers(false, {jsonType: 'number'})).toEqual([{type: 'number', value: 0}])
    expect(conversionOffers(true, {jsonType: 'array'})).toEqual([])
  })

  it('offers an untyped object the only valid type, and nothing with several or when typed', () => {
    expect(untypedObjectOffers({_key: 'a', city: 'Oslo'}, ['address'])).toEqual([
      {type: 'address', value: {_key: 'a', city: 'Oslo', _type: 'address'}},
    ])
    expect(untypedObjectOffers({city: 'Oslo'}, ['address', 'place'])).toEqual([])
    expect(untypedObjectOffers({city: 'Oslo'}, [])).toEqual([])
    expect(untypedObjectOffers({_type: 'place'}, ['address'])).toEqual([])
    expect(untypedObjectOffers('Oslo', ['address'])).toEqual([])
  })
})
