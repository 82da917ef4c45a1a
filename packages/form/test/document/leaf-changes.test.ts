import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {leafChangesOf} from '../../src/document/leaf-changes.js'
import {prepareFormState} from '../../src/state/prepare-form-state.js'
import type {ObjectFormNode, PrepareFormStateOptions} from '../../src/state/types.js'

const schema = compileSchema({
  name: 'leaf-changes',
  types: [
    {
      name: 'row',
      type: 'object',
      fields: [
        {name: 'label', type: 'string'},
        {name: 'notes', type: 'string'},
      ],
    },
    {
      name: 'page',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'summary', type: 'text'},
        {name: 'rows', type: 'array', of: [{type: 'row'}]},
        {name: 'tags', type: 'array', of: [{type: 'string'}]},
        {
          name: 'seo',
          type: 'object',
          fields: [{name: 'description', type: 'string'}],
          components: {input: () => null},
        },
      ],
    },
  ],
})
const page = schema.get('page') as SchemaType

const document = {
  _id: 'p1',
  _type: 'page',
  title: 'Hello',
  summary: 'Short',
  rows: [
    {_key: 'a', _type: 'row', label: 'First', notes: 'one'},
    {_key: 'b', _type: 'row', label: 'Second', notes: 'two'},
  ],
  tags: ['x'],
  seo: {description: 'About'},
}

function states(
  change: (value: typeof document) => typeof document,
  options: Partial<PrepareFormStateOptions> = {},
) {
  const before = prepareFormState({schemaType: page, value: document, ...options})
  const after = prepareFormState({schemaType: page, value: change(document), previous: before, ...options})
  return {before, after}
}

const ids = (changes: ReturnType<typeof leafChangesOf>) => changes?.map((change) => change.to.id)

describe('leafChangesOf: what a keystroke changed, when it is only fields’ values', () => {
  it('gives the typed field of the document, its node before and after', () => {
    const {before, after} = states((value) => ({...value, title: 'Hello!'}))
    const changes = leafChangesOf(before, after)
    expect(ids(changes)).toEqual(['title'])
    expect(changes![0]!.from.value).toBe('Hello')
    expect(changes![0]!.to.value).toBe('Hello!')
  })

  it('reaches a field of an array item whose preview stays as it was', () => {
    const {before, after} = states((value) => ({
      ...value,
      rows: [value.rows[0]!, {...value.rows[1]!, notes: 'two!'}],
    }))
    expect(ids(leafChangesOf(before, after))).toEqual(['rows[_key=="b"].notes'])
  })

  it('renders the array when the item’s preview changes (its title field)', () => {
    const {before, after} = states((value) => ({
      ...value,
      rows: [value.rows[0]!, {...value.rows[1]!, label: 'Second!'}],
    }))
    expect(leafChangesOf(before, after)).toBeUndefined()
  })

  it('gives several fields, and nothing when only values no field shows changed', () => {
    const {before, after} = states((value) => ({...value, title: 'A', summary: 'B'}))
    expect(ids(leafChangesOf(before, after))).toEqual(['title', 'summary'])
    const revision = states((value) => ({...value, _rev: 'r2'}) as typeof document)
    expect(leafChangesOf(revision.before, revision.after)).toEqual([])
  })

  it('renders the form for anything but values: a new item, validation, focus, presence', () => {
    const added = states((value) => ({
      ...value,
      rows: [...value.rows, {_key: 'c', _type: 'row', label: 'C', notes: ''}],
    }))
    expect(leafChangesOf(added.before, added.after)).toBeUndefined()

    const before = prepareFormState({schemaType: page, value: document})
    const marked = prepareFormState({
      schemaType: page,
      value: {...document, title: 'Hello!'},
      validation: [{level: 'error', message: 'Too long', path: ['title']}],
      previous: before,
    })
    expect(leafChangesOf(before, marked)).toBeUndefined()
    const focused = prepareFormState({
      schemaType: page,
      value: document,
      focusPath: ['title'],
      previous: before,
    })
    expect(leafChangesOf(before, focused)).toBeUndefined()
    const present = prepareFormState({
      schemaType: page,
      value: document,
      presence: [{userId: 'u2', path: ['summary']}],
      previous: before,
    })
    expect(leafChangesOf(before, present)).toBeUndefined()
  })

  it('renders the form when the way down goes through an input that shows the value itself', () => {
    // A string array's items are its own input's rows, and a custom input gets the whole object.
    const tags = states((value) => ({...value, tags: ['x!']}))
    expect(leafChangesOf(tags.before, tags.after)).toBeUndefined()
    const seo = states((value) => ({...value, seo: {description: 'About!'}}))
    expect(leafChangesOf(seo.before, seo.after)).toBeUndefined()
  })

  it('is the same state without changes at all', () => {
    const before: ObjectFormNode = prepareFormState({schemaType: page, value: document})
    expect(leafChangesOf(before, before)).toEqual([])
  })
})
