import type {Patch} from '@portabletext/editor'
import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {describe, expect, it} from 'vitest'
import {prefixPatches} from '../../patch/patches.js'
import {toPatchOperations} from '../../patch/to-mutation-patches.js'
import {toFormPatch} from './editor-patches.js'

const block = {
  _type: 'block',
  _key: 'b1',
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: 's1', text: 'Hello', marks: []}],
}

/** What the document store receives for an editor patch in the `body` field. */
const lakeOperations = (patch: Patch) => toPatchOperations(prefixPatches([toFormPatch(patch)], 'body'))

describe('toFormPatch', () => {
  it('sends a keystroke as a diffMatchPatch on the span text, addressed by keys', () => {
    const value = stringifyPatches(makePatches('Hello', 'Hello!'))
    const path = [{_key: 'b1'}, 'children', {_key: 's1'}, 'text']
    expect(lakeOperations({type: 'diffMatchPatch', path, value, origin: 'local'})).toEqual([
      {diffMatchPatch: {'body[_key=="b1"].children[_key=="s1"].text': '@@ -1,5 +1,6 @@\n Hello\n+!\n'}},
    ])
  })

  it('creates the field before the first block and inserts blocks by key', () => {
    expect(lakeOperations({type: 'setIfMissing', path: [], value: [], origin: 'local'})).toEqual([
      {setIfMissing: {body: []}},
    ])
    expect(
      lakeOperations({
        type: 'insert',
        path: [{_key: 'b1'}],
        position: 'after',
        items: [{...block, _key: 'b2'}],
      }),
    ).toEqual([{insert: {after: 'body[_key=="b1"]', items: [{...block, _key: 'b2'}]}}])
  })

  it('unsets the whole field when the editor is emptied', () => {
    expect(lakeOperations({type: 'unset', path: []})).toEqual([{unset: ['body']}])
  })

  it('sets marks and styles at their own paths', () => {
    expect(lakeOperations({type: 'set', path: [{_key: 'b1'}, 'style'], value: 'h2'})).toEqual([
      {set: {'body[_key=="b1"].style': 'h2'}},
    ])
    expect(
      lakeOperations({
        type: 'set',
        path: [{_key: 'b1'}, 'children', {_key: 's1'}, 'marks'],
        value: ['strong'],
      }),
    ).toEqual([{set: {'body[_key=="b1"].children[_key=="s1"].marks': ['strong']}}])
  })

  it('keeps numeric inc and dec, and refuses other values', () => {
    expect(toFormPatch({type: 'inc', path: [{_key: 'b1'}, 'level'], value: 1})).toEqual({
      type: 'inc',
      path: [{_key: 'b1'}, 'level'],
      value: 1,
    })
    expect(() => toFormPatch({type: 'dec', path: [], value: 'one'})).toThrow(/needs a number/)
  })
})
