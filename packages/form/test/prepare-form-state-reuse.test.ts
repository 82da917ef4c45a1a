import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {expect, it} from 'vitest'
import {prepareFormState} from '../src/state/prepare-form-state.js'
import type {ArrayFormNode, FieldMember, ObjectFormNode} from '../src/state/types.js'

const schema = compileSchema({
  name: 'reuse',
  types: [
    {
      name: 'row',
      type: 'object',
      fields: [
        {name: 'a', type: 'string'},
        {name: 'b', type: 'string'},
      ],
    },
    {
      name: 'sheet',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'rows', type: 'array', of: [{type: 'row'}]},
        {name: 'note', type: 'string', hidden: ({document}) => document?.title === 'hide'},
      ],
    },
  ],
})
const sheet = schema.get('sheet') as SchemaType

const field = (state: ObjectFormNode, name: string) =>
  (state.members.find((member) => member.kind === 'field' && member.name === name) as FieldMember | undefined)
    ?.field
const items = (state: ObjectFormNode) =>
  (field(state, 'rows') as ArrayFormNode).members.map((member) =>
    member.kind === 'item' ? member.item : null,
  )

const rows = Array.from({length: 3}, (_, index) => ({_key: `r${index}`, _type: 'row', a: `a${index}`}))

it('keeps unchanged items as they were when another item changes (the store shares unchanged values)', () => {
  const first = prepareFormState({schemaType: sheet, value: {title: 'x', rows}})
  const edited = [rows[0], {...rows[1], a: 'changed'}, rows[2]]
  const second = prepareFormState({schemaType: sheet, value: {title: 'x', rows: edited}, previous: first})
  expect(items(second)[0]).toBe(items(first)[0])
  expect(items(second)[2]).toBe(items(first)[2])
  expect(items(second)[1]).not.toBe(items(first)[1])
  expect(items(second)[1]?.value).toEqual({...rows[1], a: 'changed'})
})

it('rebuilds an unchanged subtree when its markers, presence or focus change', () => {
  const first = prepareFormState({schemaType: sheet, value: {title: 'x', rows}})
  const path = ['rows', {_key: 'r2'}, 'b']
  const marked = prepareFormState({
    schemaType: sheet,
    value: {title: 'x', rows},
    validation: [{level: 'error', message: 'Required', path}],
    previous: first,
  })
  expect(items(marked)[0]).toBe(items(first)[0])
  const row = items(marked)[2] as ObjectFormNode
  expect(field(row, 'b')?.validation).toEqual([{level: 'error', message: 'Required', path}])
  const focused = prepareFormState({
    schemaType: sheet,
    value: {title: 'x', rows},
    focusPath: path,
    previous: marked,
  })
  expect(field(items(focused)[2] as ObjectFormNode, 'b')?.focused).toBe(true)
  expect(field(items(focused)[2] as ObjectFormNode, 'b')?.validation).toEqual([])
  const present = prepareFormState({
    schemaType: sheet,
    value: {title: 'x', rows},
    presence: [{userId: 'u1', path}],
    previous: focused,
  })
  expect(field(items(present)[2] as ObjectFormNode, 'b')?.presence).toEqual([{userId: 'u1', path}])
  expect(field(items(present)[2] as ObjectFormNode, 'b')?.focused).toBe(false)
})

it('still evaluates hidden callbacks that look at other fields of the document', () => {
  const first = prepareFormState({schemaType: sheet, value: {title: 'x', note: 'n', rows}})
  expect(field(first, 'note')).toBeDefined()
  const second = prepareFormState({
    schemaType: sheet,
    value: {title: 'hide', note: 'n', rows},
    previous: first,
  })
  expect(field(second, 'note')).toBeUndefined()
  expect(field(second, 'rows')).toBe(field(first, 'rows'))
})

it('rebuilds a subtree that became read-only', () => {
  const first = prepareFormState({schemaType: sheet, value: {title: 'x', rows}})
  const second = prepareFormState({
    schemaType: sheet,
    value: {title: 'x', rows},
    readOnly: true,
    previous: first,
  })
  expect(items(second).every((item) => item?.readOnly)).toBe(true)
})

it('keeps unchanged items even when the store hands over a fresh copy of the whole document', () => {
  const first = prepareFormState({schemaType: sheet, value: {title: 'x', rows}})
  const copy = structuredClone({title: 'x', rows})
  copy.rows[1]!.a = 'changed'
  // An item moved to the front keeps its node too (items are matched by key).
  copy.rows.unshift(copy.rows.pop()!)
  const second = prepareFormState({schemaType: sheet, value: copy, previous: first})
  const before = items(first)
  const after = items(second)
  expect(after[0]).toBe(before[2])
  expect(after[1]).toBe(before[0])
  expect(after[2]).not.toBe(before[1])
  expect(after[2]?.value).toEqual({...rows[1], a: 'changed'})
  // Nothing changed at all: the very same state.
  const third = prepareFormState({schemaType: sheet, value: structuredClone(copy), previous: second})
  expect(third).toBe(second)
})
