import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {prepareFormState} from '../src/state/prepare-form-state.js'
import type {
  ArrayFormNode,
  FieldMember,
  FieldSetMember,
  ObjectFormNode,
  ObjectMember,
} from '../src/state/types.js'

const schema = compileSchema({
  name: 'test',
  types: [
    {
      name: 'address',
      type: 'object',
      fields: [
        {name: 'street', type: 'string'},
        {name: 'city', type: 'string'},
      ],
    },
    {
      name: 'post',
      type: 'document',
      groups: [
        {name: 'content', title: 'Content', default: true},
        {name: 'seo', title: 'SEO'},
      ],
      fieldsets: [{name: 'meta', title: 'Meta', options: {collapsible: true, collapsed: true}}],
      fields: [
        {name: 'title', type: 'string', group: 'content'},
        {
          name: 'secret',
          type: 'string',
          group: 'content',
          hidden: ({document}) => document?.showSecret !== true,
        },
        {name: 'showSecret', type: 'boolean', group: 'content'},
        {name: 'locked', type: 'string', group: 'content', readOnly: true},
        {name: 'home', type: 'address', group: 'content', readOnly: ({value}) => value === undefined},
        {name: 'stops', type: 'array', group: 'content', of: [{type: 'address'}]},
        {name: 'slug', type: 'string', group: 'seo', fieldset: 'meta'},
        {name: 'keywords', type: 'string', group: 'seo', fieldset: 'meta'},
      ],
    },
  ],
})
const post = schema.get('post') as SchemaType

const fieldNamed = (members: ObjectMember[], name: string) =>
  members.find((member): member is FieldMember => member.kind === 'field' && member.name === name)

describe('prepareFormState', () => {
  it('shows the default group, leaves hidden fields out and offers the groups as tabs', () => {
    const state = prepareFormState({schemaType: post, value: {_id: 'p', _type: 'post', title: 'Hello'}})
    expect(state.groups.map((group) => [group.name, group.selected])).toEqual([
      ['all-fields', false],
      ['content', true],
      ['seo', false],
    ])
    expect(state.members.map((member) => member.key)).toEqual([
      'field-title',
      'field-showSecret',
      'field-locked',
      'field-home',
      'field-stops',
    ])
    const shown = prepareFormState({schemaType: post, value: {_id: 'p', _type: 'post', showSecret: true}})
    expect(fieldNamed(shown.members, 'secret')).toBeDefined()
  })

  it('collapses fieldsets as configured, and as the user toggled them', () => {
    const seo = prepareFormState({schemaType: post, value: {}, selectedGroups: {'(root)': 'seo'}})
    const meta = seo.members[0] as FieldSetMember
    expect(meta.kind).toBe('fieldSet')
    expect(meta.fieldSet).toMatchObject({name: 'meta', collapsible: true, collapsed: true})
    expect(meta.fieldSet.members.map((member) => member.name)).toEqual(['slug', 'keywords'])
    const opened = prepareFormState({
      schemaType: post,
      value: {},
      selectedGroups: {'(root)': 'seo'},
      collapsedFieldSets: {'(root).fieldset:meta': false},
    })
    expect((opened.members[0] as FieldSetMember).fieldSet.collapsed).toBe(false)
  })

  it('inherits readOnly from the form, the field and callbacks, down to nested fields', () => {
    const state = prepareFormState({schemaType: post, value: {title: 'x'}})
    expect(fieldNamed(state.members, 'title')?.field.readOnly).toBe(false)
    expect(fieldNamed(state.members, 'locked')?.field.readOnly).toBe(true)
    const home = fieldNamed(state.members, 'home')?.field as ObjectFormNode
    expect(home.readOnly).toBe(true)
    expect((home.members[0] as FieldMember).field.readOnly).toBe(true)
    const offline = prepareFormState({
      schemaType: post,
      value: {title: 'x', home: {street: 'a'}},
      readOnly: true,
    })
    expect(fieldNamed(offline.members, 'title')?.field.readOnly).toBe(true)
  })

  it('puts validation, presence and focus at their paths, items addressed by key', () => {
    const value = {stops: [{_key: 'k1', _type: 'address', city: 'Oslo'}]}
    const path = ['stops', {_key: 'k1'}, 'city']
    const state = prepareFormState({
      schemaType: post,
      value,
      validation: [{level: 'error', message: 'Too short', path}],
      presence: [{userId: 'u1', path}],
      focusPath: path,
    })
    const stops = fieldNamed(state.members, 'stops')?.field as ArrayFormNode
    const item = stops.members[0]
    expect(item.kind === 'item' && item.item.id).toBe('stops[_key=="k1"]')
    const city =
      item.kind === 'item' ? fieldNamed((item.item as ObjectFormNode).members, 'city')?.field : undefined
    expect(city).toMatchObject({id: 'stops[_key=="k1"].city', value: 'Oslo', focused: true})
    expect(city?.validation.map((marker) => marker.message)).toEqual(['Too short'])
    expect(city?.presence.map((entry) => entry.userId)).toEqual(['u1'])
  })

  it('reports values of the wrong type and broken arrays as error members', () => {
    const state = prepareFormState({schemaType: post, value: {title: 42, stops: [{_type: 'address'}]}})
    expect(state.members.find((member) => member.key === 'field-title')).toMatchObject({
      kind: 'error',
      error: {type: 'INCOMPATIBLE_TYPE', expectedJsonType: 'string', actualJsonType: 'number'},
    })
    const missing = fieldNamed(state.members, 'stops')?.field as ArrayFormNode
    expect(missing.members[0]).toMatchObject({kind: 'error', error: {type: 'MISSING_KEYS'}})
    const duplicate = prepareFormState({
      schemaType: post,
      value: {
        stops: [
          {_key: 'a', _type: 'address'},
          {_key: 'a', _type: 'address'},
        ],
      },
    })
    expect((fieldNamed(duplicate.members, 'stops')?.field as ArrayFormNode).members[0]).toMatchObject({
      error: {type: 'DUPLICATE_KEYS', keys: ['a']},
    })
    const mixed = prepareFormState({schemaType: post, value: {stops: ['x', {_key: 'a', _type: 'address'}]}})
    expect((fieldNamed(mixed.members, 'stops')?.field as ArrayFormNode).members[0]).toMatchObject({
      error: {type: 'MIXED_ARRAY'},
    })
    const undeclared = prepareFormState({schemaType: post, value: {stops: [{_key: 'a', _type: 'person'}]}})
    expect((fieldNamed(undeclared.members, 'stops')?.field as ArrayFormNode).members[0]).toMatchObject({
      kind: 'error',
      error: {type: 'UNDECLARED_TYPE', typeName: 'person'},
    })
  })

  it('keeps the identity of unchanged subtrees, and only those', () => {
    const value = {
      title: 'a',
      home: {street: 's', city: 'c'},
      stops: [{_key: 'k1', _type: 'address', city: 'x'}],
    }
    const first = prepareFormState({schemaType: post, value})
    const same = prepareFormState({schemaType: post, value, previous: first})
    expect(same).toBe(first)

    const edited = {...value, title: 'ab'}
    const second = prepareFormState({schemaType: post, value: edited, previous: first})
    expect(second).not.toBe(first)
    expect(fieldNamed(second.members, 'title')).not.toBe(fieldNamed(first.members, 'title'))
    expect(fieldNamed(second.members, 'home')).toBe(fieldNamed(first.members, 'home'))
    expect(fieldNamed(second.members, 'stops')).toBe(fieldNamed(first.members, 'stops'))
  })
})

describe('a field of the wrong type inside a fieldset', () => {
  it('stays in the fieldset as an error member, so its panel can offer the fix', () => {
    const state = prepareFormState({
      schemaType: post,
      value: {slug: 5},
      selectedGroups: {'(root)': 'seo'},
      collapsedFieldSets: {'(root).fieldset:meta': false},
    })
    const meta = state.members.find((member) => member.kind === 'fieldSet') as FieldSetMember
    expect(meta.fieldSet.members.map((member) => [member.kind, member.key])).toEqual([
      ['error', 'field-slug'],
      ['field', 'field-keywords'],
    ])
  })
})
