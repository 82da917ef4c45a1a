import {applyPatchBody} from '@tessera/lake'
import {compileSchema} from '@tessera/schema'
import type {PatchOperations, SanityDocument, SchemaType} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {buildChanges} from '../../src/document/history/changes/build-changes.js'
import type {FieldChange} from '../../src/document/history/changes/change-types.js'
import {canRevertItem, revertItemPatches} from '../../src/document/history/changes/revert-item-patches.js'

const schema = compileSchema({
  name: 'test',
  types: [
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'tags', type: 'array', of: [{type: 'string'}]},
        {
          name: 'links',
          type: 'array',
          of: [{type: 'object', name: 'link', fields: [{name: 'label', type: 'string'}]}],
        },
      ],
    },
  ],
})
const post = schema.get('post') as SchemaType
const link = (key: string, label: string) => ({_type: 'link', _key: key, label})
const base = {_id: 'p', _type: 'post', _rev: 'r1'} as SanityDocument

/** Applies the patches in order with the lake's patch engine (the same as a real edit). */
function apply(document: SanityDocument, patches: PatchOperations[]): SanityDocument {
  return patches.reduce(
    (current, patch) => applyPatchBody(current, patch as Record<string, unknown>, current._id),
    document,
  )
}

/** The change of `field` between two versions, and a revert of each of its items in turn. */
function revertEach(field: string, from: Record<string, unknown>, to: Record<string, unknown>) {
  const change = buildChanges({schemaType: post, from: {...base, ...from}, to: {...base, ...to}}).find(
    (one) => one.key === field,
  ) as FieldChange
  const current = {...base, ...to} as SanityDocument
  return (key: string) => {
    const item = change.items!.find((one) => one.key === key)!
    return (apply(current, revertItemPatches(change, item)) as Record<string, unknown>)[field]
  }
}

describe('reverting one array item', () => {
  const from = {links: [link('l1', 'One'), link('l2', 'Two'), link('l3', 'Three')]}
  const to = {links: [link('l3', 'Three'), link('l1', 'Uno'), link('l4', 'Four')]}
  const revert = revertEach('links', from, to)

  it('removes an added item, and sets a changed one back, leaving the others', () => {
    expect(revert('l4')).toEqual([link('l3', 'Three'), link('l1', 'Uno')])
    expect(revert('l1')).toEqual([link('l3', 'Three'), link('l1', 'One'), link('l4', 'Four')])
  })

  it('puts a removed item back after the item that was before it', () => {
    expect(revert('l2')).toEqual([
      link('l3', 'Three'),
      link('l1', 'Uno'),
      link('l2', 'Two'),
      link('l4', 'Four'),
    ])
  })

  it('moves a moved item back to its old place', () => {
    expect(revert('l3')).toEqual([link('l1', 'Uno'), link('l3', 'Three'), link('l4', 'Four')])
  })

  it('puts a removed first item first, and into an array that is gone', () => {
    const first = revertEach('links', {links: [link('a', 'A'), link('b', 'B')]}, {links: [link('b', 'B')]})
    expect(first('a')).toEqual([link('a', 'A'), link('b', 'B')])
    const emptied = revertEach('links', {links: [link('a', 'A')]}, {})
    expect(emptied('a')).toEqual([link('a', 'A')])
  })

  it('reverts unkeyed items by index, and offers no item revert when unkeyed items moved', () => {
    const revertTag = revertEach('tags', {tags: ['a', 'b', 'c']}, {tags: ['a', 'c', 'd']})
    expect(revertTag('1→-')).toEqual(['a', 'b', 'c', 'd'])
    expect(revertTag('-→2')).toEqual(['a', 'c'])
    const [moved] = buildChanges({
      schemaType: post,
      from: {...base, tags: ['a', 'b']},
      to: {...base, tags: ['b', 'a']},
    })
    expect(moved.items!.some((item) => canRevertItem(moved, item))).toBe(false)
  })
})
