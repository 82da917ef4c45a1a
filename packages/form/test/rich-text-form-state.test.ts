import {compileSchema} from '@tessera/schema'
import type {SchemaType, ValidationMarker} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {blockStatuses} from '../src/portable-text/status/collect-status.js'
import {prepareFormState} from '../src/state/prepare-form-state.js'
import type {ArrayFormNode, FieldMember, ObjectFormNode} from '../src/state/types.js'

// A rich-text array's items are built when they are first read (the editor reads them only to edit an
// object); its markers and presence below are on the node for the editor's per-block gutters.
const schema = compileSchema({
  name: 'rich',
  types: [
    {name: 'callout', type: 'object', fields: [{name: 'text', type: 'string'}]},
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'body', type: 'array', of: [{type: 'block'}, {type: 'callout'}]},
      ],
    },
  ],
})
const post = schema.get('post') as SchemaType

const paragraph = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: `${key}s`, text, marks: []}],
})
const body = [paragraph('a', 'First'), paragraph('b', 'Second'), {_type: 'callout', _key: 'c', text: 'Note'}]
const documentWith = (blocks: unknown[]) => ({_id: 'p', _type: 'post', title: 'T', body: blocks})

const bodyOf = (state: ObjectFormNode) =>
  (state.members.find((member) => member.kind === 'field' && member.name === 'body') as FieldMember)
    .field as ArrayFormNode
const itemIds = (node: ArrayFormNode) =>
  node.members.map((member) => (member.kind === 'item' ? member.item.id : member.key))

describe('the form state of a rich-text array', () => {
  it('builds its items when they are read, the same nodes an array of objects has', () => {
    const state = prepareFormState({schemaType: post, value: documentWith(body)})
    const node = bodyOf(state)
    // Not built by preparing the state: `members` is a getter until read.
    expect(Object.getOwnPropertyDescriptor(node, 'members')?.get).toBeTypeOf('function')
    expect(itemIds(node)).toEqual(['body[_key=="a"]', 'body[_key=="b"]', 'body[_key=="c"]'])
    const callout = node.members[2]
    expect(callout.kind === 'item' && callout.item.kind === 'object' ? callout.item.members.length : 0).toBe(
      1,
    )
    // Read twice, the same members.
    expect(node.members).toBe(node.members)
  })

  it('keeps the items read before when one block changes', () => {
    const first = prepareFormState({schemaType: post, value: documentWith(body)})
    const before = bodyOf(first).members
    const edited = [body[0], paragraph('b', 'Second, edited'), body[2]]
    const second = prepareFormState({schemaType: post, value: documentWith(edited), previous: first})
    const after = bodyOf(second).members
    expect(after[0]).toBe(before[0])
    expect(after[2]).toBe(before[2])
    expect(after[1]).not.toBe(before[1])
    expect(after[1].kind === 'item' ? after[1].item.value : undefined).toEqual(edited[1])
  })

  it('is the same node while nothing about it changes, and a new one when it does', () => {
    const first = prepareFormState({schemaType: post, value: documentWith(body)})
    const same = prepareFormState({schemaType: post, value: documentWith(body), previous: first})
    expect(bodyOf(same)).toBe(bodyOf(first))
    const readOnly = prepareFormState({
      schemaType: post,
      value: documentWith(body),
      previous: same,
      readOnly: true,
    })
    expect(bodyOf(readOnly)).not.toBe(bodyOf(same))
    expect(bodyOf(readOnly).readOnly).toBe(true)
    const item = bodyOf(readOnly).members[0]
    expect(item.kind === 'item' && item.item.readOnly).toBe(true)
  })

  it('has the markers and presence below it, which give each block its status', () => {
    const linkMarker: ValidationMarker = {
      level: 'error',
      message: 'Required',
      path: ['body', {_key: 'b'}, 'markDefs', {_key: 'l'}, 'href'],
    }
    const fieldMarker: ValidationMarker = {level: 'warning', message: 'Too short', path: ['body']}
    const titleMarker: ValidationMarker = {level: 'error', message: 'Required', path: ['title']}
    const caret = {userId: 'u1', path: ['body', {_key: 'c'}, 'text']}
    const state = prepareFormState({
      schemaType: post,
      value: documentWith(body),
      validation: [linkMarker, fieldMarker, titleMarker],
      presence: [caret],
    })
    const node = bodyOf(state)
    expect(node.below).toEqual({validation: [linkMarker, fieldMarker], presence: [caret]})
    expect(node.validation).toEqual([fieldMarker])
    const statuses = blockStatuses(node)
    expect([...statuses.keys()].sort()).toEqual(['b', 'c'])
    expect(statuses.get('b')).toEqual({validation: [linkMarker], presence: []})
    expect(statuses.get('c')).toEqual({validation: [], presence: [caret]})
    // A new marker makes a new node with it.
    const next = prepareFormState({
      schemaType: post,
      value: documentWith(body),
      validation: [fieldMarker],
      presence: [caret],
      previous: state,
    })
    expect(bodyOf(next)).not.toBe(node)
    expect(blockStatuses(bodyOf(next)).has('b')).toBe(false)
  })
})
