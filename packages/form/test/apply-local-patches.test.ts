import {describe, expect, it} from 'vitest'
import {stringEditPatches} from '../src/inputs/synced-text/text-edit.js'
import {applyLocalPatches} from '../src/patch/apply-local-patches.js'
import {insert, prefixPatches, set, setIfMissing, unset} from '../src/patch/patches.js'

describe('applyLocalPatches (stories and tests)', () => {
  it('applies a diffMatchPatch to the string at its path', () => {
    const typed = prefixPatches(stringEditPatches('Hello world', 'Hello, world', 6), 'title')
    expect(applyLocalPatches({title: 'Hello world!'}, typed)).toEqual({title: 'Hello, world!'})
  })

  it('appends after [-1] as the lake does, to a missing, an empty and a filled array', () => {
    const append = [setIfMissing([], ['tags']), insert(['new'], 'after', ['tags', -1])]
    expect(applyLocalPatches({}, append)).toEqual({tags: ['new']})
    expect(applyLocalPatches({tags: []}, append)).toEqual({tags: ['new']})
    expect(applyLocalPatches({tags: ['a']}, append)).toEqual({tags: ['a', 'new']})
  })

  it('edits and removes array items by index, negative index or key', () => {
    const value = {tags: ['a', 'b', 'c'], stops: [{_key: 'k', city: 'Oslo'}]}
    expect(
      applyLocalPatches(value, [
        set('B', ['tags', 1]),
        unset(['tags', -1]),
        set('Bergen', ['stops', {_key: 'k'}, 'city']),
      ]),
    ).toEqual({tags: ['a', 'B'], stops: [{_key: 'k', city: 'Bergen'}]})
  })
})
