import type {PortableTextBlock} from '@portabletext/editor'
import {describe, expect, it} from 'vitest'
import {applyLocalPatches} from '../../patch/apply-local-patches.js'
import {toFormPatch} from './editor-patches.js'
import {remotePatches} from './remote-patches.js'

const span = (key: string, text: string, marks: string[] = []) => ({_type: 'span', _key: key, text, marks})
const block = (key: string, children: ReturnType<typeof span>[], extra: Record<string, unknown> = {}) =>
  ({_type: 'block', _key: key, style: 'normal', markDefs: [], children, ...extra}) as PortableTextBlock
const image = (key: string, alt: string) => ({_type: 'image', _key: key, alt}) as PortableTextBlock

/** The patches turn the editor's value into the document's. */
function expectReaches(editor: PortableTextBlock[], live: PortableTextBlock[]) {
  const patches = remotePatches(editor, live)
  expect(patches).toBeDefined()
  expect(applyLocalPatches(editor, patches!.map(toFormPatch))).toEqual(live)
  for (const patch of patches!) expect(patch.origin).toBe('remote')
  return patches!
}

describe('remotePatches', () => {
  it('sends nothing when the editor already shows the document', () => {
    const value = [block('b1', [span('s1', 'Hello')])]
    expect(remotePatches(value, structuredClone(value))).toEqual([])
    expect(remotePatches(undefined, [])).toEqual([])
  })

  it('sends someone else’s typing as a diffMatchPatch on the span, never a set of the text', () => {
    const patches = expectReaches(
      [block('b1', [span('s1', 'Hello world')])],
      [block('b1', [span('s1', 'Hello brave world')])],
    )
    expect(patches).toEqual([
      expect.objectContaining({
        type: 'diffMatchPatch',
        path: [{_key: 'b1'}, 'children', {_key: 's1'}, 'text'],
      }),
    ])
  })

  it('inserts new blocks by the key of their neighbour, and removes blocks by key', () => {
    const a = block('a', [span('sa', 'A')])
    const b = block('b', [span('sb', 'B')])
    const c = block('c', [span('sc', 'C')])
    const first = block('first', [span('sf', 'first')])
    const patches = expectReaches([a, b], [first, a, c])
    expect(patches).toEqual([
      {type: 'unset', path: [{_key: 'b'}], origin: 'remote'},
      {type: 'insert', path: [{_key: 'a'}], position: 'before', items: [first], origin: 'remote'},
      {type: 'insert', path: [{_key: 'a'}], position: 'after', items: [c], origin: 'remote'},
    ])
  })

  it('sets changed block properties (style, list) and unsets removed ones', () => {
    const patches = expectReaches(
      [block('b1', [span('s1', 'Item')], {listItem: 'bullet', level: 1})],
      [block('b1', [span('s1', 'Item')], {style: 'h2'})],
    )
    expect(patches.map((patch) => [patch.type, patch.path.at(-1)])).toEqual([
      ['set', 'style'],
      ['unset', 'listItem'],
      ['unset', 'level'],
    ])
  })

  it('adds and removes spans by key inside a block, and sets changed marks', () => {
    expectReaches(
      [block('b1', [span('s1', 'Some '), span('s2', 'bold')])],
      [block('b1', [span('s1', 'Some '), span('s2', 'bold', ['strong']), span('s3', ' text')])],
    )
    expectReaches(
      [block('b1', [span('s1', 'a'), span('s2', 'b'), span('s3', 'c')])],
      [block('b1', [span('s1', 'ac')])],
    )
  })

  it('sets a changed block object whole', () => {
    const patches = expectReaches([image('i1', 'before')], [image('i1', 'after')])
    expect(patches).toEqual([
      {type: 'set', path: [{_key: 'i1'}], value: image('i1', 'after'), origin: 'remote'},
    ])
  })

  it('sets a block whole when its children were all replaced', () => {
    const patches = expectReaches([block('b1', [span('s1', 'old')])], [block('b1', [span('s2', 'new')])])
    expect(patches).toEqual([
      {type: 'set', path: [{_key: 'b1'}], value: block('b1', [span('s2', 'new')]), origin: 'remote'},
    ])
  })

  it('fills an empty editor and empties a cleared field', () => {
    const value = [block('b1', [span('s1', 'Hello')])]
    expectReaches([], value)
    expect(remotePatches(value, undefined)).toEqual([{type: 'unset', path: [], origin: 'remote'}])
  })

  it('leaves moved blocks and duplicate keys to a wholesale update', () => {
    const a = block('a', [span('sa', 'A')])
    const b = block('b', [span('sb', 'B')])
    expect(remotePatches([a, b], [b, a])).toBeUndefined()
    expect(remotePatches([a], [a, {...b, _key: 'a'}])).toBeUndefined()
  })
})
