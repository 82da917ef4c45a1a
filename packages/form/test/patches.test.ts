import {describe, expect, it} from 'vitest'
import {diffMatchPatch, inc, insert, prefixPatches, set, setIfMissing, unset} from '../src/patch/patches.js'
import {toMutationPatches} from '../src/patch/to-mutation-patches.js'

describe('patches', () => {
  it('flow up prefixed by field name and item key', () => {
    const fromInput = [set('Oslo'), unset(['zip'])]
    const fromItem = prefixPatches(fromInput, 'city')
    const fromArray = prefixPatches(fromItem, {_key: 'k1'})
    const atRoot = prefixPatches(fromArray, 'stops')
    expect(atRoot.map((patch) => patch.path)).toEqual([
      ['stops', {_key: 'k1'}, 'city'],
      ['stops', {_key: 'k1'}, 'city', 'zip'],
    ])
  })

  it('are never addressed by index', () => {
    expect(() => prefixPatches([set('x')], 3)).toThrow('not by index')
  })

  it('become Content Lake patch mutations in order', () => {
    const patches = [
      setIfMissing({_type: 'post'}),
      setIfMissing([], ['stops']),
      insert([{_key: 'k2', _type: 'address'}], 'after', ['stops', {_key: 'k1'}]),
      set('Oslo', ['stops', {_key: 'k2'}, 'city']),
      inc(2, ['count']),
      diffMatchPatch('@@ -1 +1 @@', ['title']),
      unset(['draft']),
    ]
    expect(toMutationPatches('drafts.p', patches)).toEqual([
      {patch: {id: 'drafts.p', setIfMissing: {_type: 'post'}}},
      {patch: {id: 'drafts.p', setIfMissing: {stops: []}}},
      {
        patch: {
          id: 'drafts.p',
          insert: {after: 'stops[_key=="k1"]', items: [{_key: 'k2', _type: 'address'}]},
        },
      },
      {patch: {id: 'drafts.p', set: {'stops[_key=="k2"].city': 'Oslo'}}},
      {patch: {id: 'drafts.p', inc: {count: 2}}},
      {patch: {id: 'drafts.p', diffMatchPatch: {title: '@@ -1 +1 @@'}}},
      {patch: {id: 'drafts.p', unset: ['draft']}},
    ])
  })
})
