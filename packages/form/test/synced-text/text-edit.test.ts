import {applyPatches, DIFF_DELETE, DIFF_EQUAL, DIFF_INSERT, parsePatch} from '@sanity/diff-match-patch'
import {describe, expect, it} from 'vitest'
import {stringEditPatches, textEditDiffs} from '../../src/inputs/synced-text/text-edit.js'
import {applyLocalPatches} from '../../src/patch/apply-local-patches.js'
import type {FormPatch} from '../../src/patch/patches.js'

/** The text a single diffMatchPatch patch makes of `text`, failing when a hunk does not apply. */
function patched(patches: FormPatch[], text: string): string {
  const textPatch = patches.find((patch) => patch.type === 'diffMatchPatch')
  if (textPatch?.type !== 'diffMatchPatch') throw new Error('no diffMatchPatch')
  const [result, applied] = applyPatches(parsePatch(textPatch.value), text)
  expect(applied.every(Boolean)).toBe(true)
  return result
}

/** The edit's two texts as its diffs give them. */
function sides(before: string, after: string, caret?: number) {
  const diffs = textEditDiffs(before, after, caret)
  return {
    before: diffs
      .filter(([op]) => op !== DIFF_INSERT)
      .map(([, text]) => text)
      .join(''),
    after: diffs
      .filter(([op]) => op >= DIFF_EQUAL)
      .map(([, text]) => text)
      .join(''),
  }
}

describe('stringEditPatches', () => {
  it('places a keystroke by the caret where the texts alone are ambiguous', () => {
    // "a" typed at the start of "aa"; meanwhile someone typed "XY" between the two a's.
    expect(textEditDiffs('aa', 'aaa', 1)).toEqual([
      [DIFF_INSERT, 'a'],
      [DIFF_EQUAL, 'aa'],
    ])
    expect(patched(stringEditPatches('aa', 'aaa', 1), 'aXYa')).toBe('aaXYa')
    // Typed at the end instead, the same texts give the other place.
    expect(patched(stringEditPatches('aa', 'aaa', 3), 'aXYa')).toBe('aXYaa')
    // In context: typed before the first "a" of "aa".
    expect(patched(stringEditPatches('one aa two', 'one aaa two', 5), 'one aXa two')).toBe('one aaXa two')
  })

  it('places a deletion by the caret too (Backspace or Delete inside a run of the same character)', () => {
    // Backspace at 2 in "aaa" deletes the second "a" (the caret ends at 1); someone typed "X" at 2.
    expect(textEditDiffs('aaa', 'aa', 1)).toEqual([
      [DIFF_EQUAL, 'a'],
      [DIFF_DELETE, 'a'],
      [DIFF_EQUAL, 'a'],
    ])
    // In context: someone typed "Z" between the second and the third "a" of "xx aaa yy" meanwhile.
    // Backspace after the first "a" removes that one, not the last of the run.
    expect(patched(stringEditPatches('xx aaa yy', 'xx aa yy', 3), 'xx aaZa yy')).toBe('xx aZa yy')
    expect(patched(stringEditPatches('xx aaa yy', 'xx aa yy', 5), 'xx aaZa yy')).toBe('xx aaZ yy')
    // Delete at 0 removes the first one (the caret stays at 0).
    expect(textEditDiffs('aaa', 'aa', 0)).toEqual([
      [DIFF_DELETE, 'a'],
      [DIFF_EQUAL, 'aa'],
    ])
  })

  it('sends insertions, deletions, replacements and pastes as one minimal diffMatchPatch that merges', () => {
    const cases = [
      // [before, after, caret, the text meanwhile, what merging gives]
      ['Hello world', 'Hello, world', 6, 'Hello world!', 'Hello, world!'],
      ['Hello world', 'Hello', 5, 'Oh, Hello world', 'Oh, Hello'],
      ['Hello world', 'Hello there', 11, 'Hello world. Bye', 'Hello there. Bye'],
      ['ab', 'a123b', 4, 'Xab', 'Xa123b'],
      ['Bergen', 'Tromsø', 6, 'Bergen', 'Tromsø'],
    ] as const
    for (const [before, after, caret, meanwhile, merged] of cases) {
      const patches = stringEditPatches(before, after, caret)
      expect(patches.map((patch) => [patch.type, patch.path])).toEqual([['diffMatchPatch', []]])
      expect(patched(patches, before)).toBe(after)
      expect(patched(patches, meanwhile)).toBe(merged)
    }
  })

  it('sends a change made away from the caret (an extension, say) as it is', () => {
    // A comma inserted at 5 while the caret stays at 1.
    expect(patched(stringEditPatches('hello world', 'hello, world', 1), 'hello world')).toBe('hello, world')
  })

  it('starts an empty field with setIfMissing, so two people starting it both keep their text', () => {
    const patches = stringEditPatches('', 'Hi', 2)
    expect(patches.map((patch) => patch.type)).toEqual(['setIfMissing', 'diffMatchPatch'])
    expect(applyLocalPatches(undefined, patches)).toBe('Hi')
    expect(
      applyLocalPatches(
        {},
        patches.map((patch) => ({...patch, path: ['title']})),
      ),
    ).toEqual({
      title: 'Hi',
    })
    // Someone else's first characters arrived first: both are kept.
    expect(['HiYo', 'YoHi']).toContain(applyLocalPatches('Yo', patches))
  })

  it('unsets an emptied field and sends nothing for no change', () => {
    expect(stringEditPatches('abc', '', 0)).toEqual([{type: 'unset', path: []}])
    expect(stringEditPatches('abc', 'abc', 3)).toEqual([])
  })

  it('handles emoji whole: a replaced emoji sharing its first half with the new one', () => {
    for (const [before, after, caret] of [
      ['😀', '😁', 2],
      ['x😀y', 'x😁y', 3],
      ['a😀', 'a😀😁', 5],
      ['😀', '😁😀', 2],
    ] as const) {
      expect(patched(stringEditPatches(before, after, caret), before)).toBe(after)
      // Without a caret (email and number fields have none).
      expect(patched(stringEditPatches(before, after), before)).toBe(after)
    }
  })

  it('gives a patch that makes `after` of `before` for any edit and any caret', () => {
    // Seeded: small alphabet (ambiguous texts), random replacements; the caret at the end of the change
    // (typing), or anywhere (a change made by something else than the keyboard).
    let seed = 13
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % below
    }
    const letters = ['a', 'b', '😀', '😁']
    const text = (length: number) => Array.from({length}, () => letters[random(4)]).join('')
    for (let round = 0; round < 500; round++) {
      const chars = Array.from(text(random(12)))
      const before = chars.join('')
      const start = random(chars.length + 1)
      const end = start + random(chars.length - start + 1)
      const inserted = text(random(4))
      const head = chars.slice(0, start).join('') + inserted
      const after = head + chars.slice(end).join('')
      // A caret between two characters (code points), never inside an emoji.
      const anywhere = Array.from(after)
        .slice(0, random(Array.from(after).length + 1))
        .join('').length
      const caret = round % 2 === 0 ? head.length : anywhere
      expect(sides(before, after, caret)).toEqual({before, after})
      const patches = stringEditPatches(before, after, caret)
      if (after === '') expect(patches).toEqual(before === '' ? [] : [{type: 'unset', path: []}])
      else if (after !== before) expect(patched(patches, before)).toBe(after)
    }
  })
})
