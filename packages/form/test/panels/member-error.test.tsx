// @vitest-environment jsdom
import {cleanup, fireEvent, screen} from '@testing-library/react'
import type {SchemaType} from '@tessera/types'
import {afterEach, describe, expect, it} from 'vitest'
import {MemberError} from '../../src/panels/member-error.js'
import type {FormPatch} from '../../src/patch/patches.js'
import type {ErrorMember, FormMemberError} from '../../src/state/types.js'
import {themed} from './render.js'

afterEach(cleanup)

const member = (name: string, error: FormMemberError): ErrorMember => ({
  kind: 'error',
  key: `error-${name}`,
  name,
  error,
})

function show(
  error: FormMemberError,
  options: {readOnly?: boolean; name?: string; schemaType?: SchemaType} = {},
) {
  const patches: FormPatch[][] = []
  themed(
    <MemberError
      member={member(options.name ?? 'field', error)}
      onChange={(next) => patches.push(next)}
      readOnly={options.readOnly ?? false}
      schemaType={options.schemaType}
    />,
  )
  return patches
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', {name}))
const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent)

describe('INCOMPATIBLE_TYPE', () => {
  const incompatible = (value: unknown, actual: string, expected: string): FormMemberError => ({
    type: 'INCOMPATIBLE_TYPE',
    expectedJsonType: expected,
    actualJsonType: actual,
    value,
  })

  it('shows the current and expected types and the value as JSON, and resets the field', () => {
    const patches = show(incompatible({a: 1}, 'object', 'string'), {name: 'title'})
    expect(screen.getByText('Invalid property value')).toBeTruthy()
    expect(screen.getByText('Current type: object')).toBeTruthy()
    expect(screen.getByText('Expected type: string')).toBeTruthy()
    expect(document.querySelector('code')?.textContent).toBe('{\n  "a": 1\n}')
    expect(buttonNames()).toEqual(['Reset value'])
    click('Reset value')
    expect(patches).toEqual([[{type: 'unset', path: ['title']}]])
  })

  it('converts a numeric string to a number', () => {
    const patches = show(incompatible('42', 'string', 'number'), {name: 'price'})
    expect(buttonNames()).toEqual(['Convert to number', 'Reset value'])
    click('Convert to number')
    expect(patches).toEqual([[{type: 'set', path: ['price'], value: 42}]])
  })

  it('converts a yes/no string to a boolean', () => {
    const patches = show(incompatible('No', 'string', 'boolean'), {name: 'published'})
    click('Convert to boolean')
    expect(patches).toEqual([[{type: 'set', path: ['published'], value: false}]])
  })

  it('converts a date string to a rich date for a richDate field', () => {
    const richDate = {name: 'richDate', jsonType: 'object'} as SchemaType
    const patches = show(incompatible('2024-05-01T12:30:00Z', 'string', 'object'), {
      name: 'when',
      schemaType: richDate,
    })
    expect(screen.getByText('Expected type: richDate')).toBeTruthy()
    click('Convert to richDate')
    expect(patches[0]).toEqual([
      {
        type: 'set',
        path: ['when'],
        value: expect.objectContaining({_type: 'richDate', utc: '2024-05-01T12:30:00.000Z'}),
      },
    ])
  })

  it('converts a rich date to a datetime', () => {
    const value = {_type: 'richDate', utc: '2024-05-01T12:30:00.000Z', local: '2024-05-01T14:30:00+02:00'}
    const patches = show(incompatible(value, 'object', 'string'), {name: 'when'})
    click('Convert to datetime')
    expect(patches).toEqual([[{type: 'set', path: ['when'], value: '2024-05-01T12:30:00.000Z'}]])
  })

  it('converts a number to a string, and 0 or 1 to a boolean', () => {
    const toString = show(incompatible(12, 'number', 'string'), {name: 'code'})
    click('Convert to string')
    cleanup()
    const toBoolean = show(incompatible(1, 'number', 'boolean'), {name: 'flag'})
    click('Convert to boolean')
    cleanup()
    show(incompatible(5, 'number', 'boolean'), {name: 'flag'})
    expect(buttonNames()).toEqual(['Reset value'])
    expect(toString).toEqual([[{type: 'set', path: ['code'], value: '12'}]])
    expect(toBoolean).toEqual([[{type: 'set', path: ['flag'], value: true}]])
  })

  it("converts a boolean to 'Yes' / 'No' or 1 / 0", () => {
    const toString = show(incompatible(true, 'boolean', 'string'), {name: 'answer'})
    click('Convert to string')
    cleanup()
    const toNumber = show(incompatible(false, 'boolean', 'number'), {name: 'count'})
    click('Convert to number')
    expect(toString).toEqual([[{type: 'set', path: ['answer'], value: 'Yes'}]])
    expect(toNumber).toEqual([[{type: 'set', path: ['count'], value: 0}]])
  })

  it('hides every fix when read-only', () => {
    show(incompatible('42', 'string', 'number'), {readOnly: true})
    expect(screen.getByText('Invalid property value')).toBeTruthy()
    expect(buttonNames()).toEqual([])
  })
})

describe('array errors', () => {
  it('adds a key to every object item lacking one', () => {
    const value = [{_key: 'a', n: 1}, {n: 2}, {n: 3}]
    const patches = show({type: 'MISSING_KEYS', value})
    expect(screen.getByText('Missing keys')).toBeTruthy()
    expect(screen.getByText(/Some items in this list lack a unique/)).toBeTruthy()
    click('Add missing keys')
    expect(patches).toHaveLength(1)
    const [patch] = patches[0]
    expect(patch).toMatchObject({type: 'set', path: []})
    const items = (patch as {value: {_key: string; n: number}[]}).value
    expect(items.map((item) => item.n)).toEqual([1, 2, 3])
    expect(items[0]._key).toBe('a')
    for (const item of items) expect(item._key).toMatch(/^\w+$/)
    expect(new Set(items.map((item) => item._key)).size).toBe(3)
  })

  it("renames each repeated key after the first to '<key>_deduped_<index>'", () => {
    const value = [
      {_key: 'a', n: 0},
      {_key: 'b', n: 1},
      {_key: 'a', n: 2},
      {_key: 'a', n: 3},
      {_key: 'b', n: 4},
    ]
    const patches = show({type: 'DUPLICATE_KEYS', keys: ['a', 'b'], value})
    expect(screen.getByText('Non-unique keys')).toBeTruthy()
    expect(screen.getByText('Duplicate keys: a, b')).toBeTruthy()
    click('Generate unique keys')
    expect(patches).toEqual([
      [
        {
          type: 'set',
          path: [],
          value: [
            {_key: 'a', n: 0},
            {_key: 'b', n: 1},
            {_key: 'a_deduped_2', n: 2},
            {_key: 'a_deduped_3', n: 3},
            {_key: 'b_deduped_4', n: 4},
          ],
        },
      ],
    ])
  })

  it('keeps only the objects of a mixed list', () => {
    const value = ['text', {_key: 'a'}, 3, {_key: 'b'}, true]
    const patches = show({type: 'MIXED_ARRAY', value})
    expect(screen.getByText('Invalid list values')).toBeTruthy()
    expect(screen.getByText(/This list mixes primitive values/)).toBeTruthy()
    click('Remove non-object values')
    expect(patches).toEqual([[{type: 'set', path: [], value: [{_key: 'a'}, {_key: 'b'}]}]])
  })

  it('hides the array fixes when read-only', () => {
    show({type: 'MISSING_KEYS', value: [{}]}, {readOnly: true})
    show({type: 'DUPLICATE_KEYS', keys: ['a'], value: [{_key: 'a'}, {_key: 'a'}]}, {readOnly: true})
    show({type: 'MIXED_ARRAY', value: [1, {}]}, {readOnly: true})
    expect(screen.getByText('Missing keys')).toBeTruthy()
    expect(screen.getByText('Non-unique keys')).toBeTruthy()
    expect(screen.getByText('Invalid list values')).toBeTruthy()
    expect(buttonNames()).toEqual([])
  })
})

describe('UNDECLARED_TYPE', () => {
  const item = {_key: 'k1', _type: 'video', url: 'https://example.com'}

  it('shows the item as JSON and only removes it', () => {
    const patches = show({type: 'UNDECLARED_TYPE', typeName: 'video', value: item})
    expect(screen.getByText('Invalid item type: "video"')).toBeTruthy()
    expect(screen.getByText('This item is of a type that is not declared for this list')).toBeTruthy()
    expect(document.querySelector('code')?.textContent).toBe(JSON.stringify(item, null, 2))
    expect(buttonNames()).toEqual(['Remove'])
    click('Remove')
    expect(patches).toEqual([[{type: 'unset', path: [{_key: 'k1'}]}]])
  })

  it('cannot remove when read-only or when the item has no key', () => {
    show({type: 'UNDECLARED_TYPE', typeName: 'video', value: item}, {readOnly: true})
    show({type: 'UNDECLARED_TYPE', typeName: 'number', value: 7})
    expect(buttonNames()).toEqual([])
  })

  it('offers an untyped item the list’s only object type', () => {
    const list = {
      name: 'array',
      jsonType: 'array',
      of: [
        {name: 'stop', jsonType: 'object'},
        {name: 'string', jsonType: 'string'},
      ],
    } as SchemaType
    const untyped = {_key: 'k2', city: 'Oslo'}
    const patches = show({type: 'UNDECLARED_TYPE', typeName: 'object', value: untyped}, {schemaType: list})
    expect(buttonNames()).toEqual(['Convert to stop', 'Remove'])
    click('Convert to stop')
    expect(patches).toEqual([[{type: 'set', path: [{_key: 'k2'}], value: {...untyped, _type: 'stop'}}]])
  })
})

it('names any other error as unexpected', () => {
  show({type: 'SOMETHING_ELSE'} as unknown as FormMemberError)
  expect(screen.getByText('Unexpected error: SOMETHING_ELSE')).toBeTruthy()
})
