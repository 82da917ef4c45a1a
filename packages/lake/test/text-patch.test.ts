import {makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import {describe, expect, it} from 'vitest'
import {applyTextPatch} from '../src/mutations/text-patch.js'

/** The patch a studio sends for an edit from `before` to `after`. */
const patchOf = (before: string, after: string) => stringifyPatches(makePatches(before, after))

describe('applyTextPatch (issue 13: a keystroke is never lost)', () => {
  it('gives the library result where the text did not change meanwhile', () => {
    const pairs = [
      ['', 'Hello'],
      ['Hello', 'Hello world'],
      ['Hello world', 'Hello'],
      ['Hello world', 'Hello there world'],
      ['The quick brown fox', 'The slow brown dog'],
      ['a'.repeat(40), 'a'.repeat(20) + 'b' + 'a'.repeat(20)],
      ['emoji 😀 here', 'emoji 😁 here'],
    ]
    for (const [before, after] of pairs) expect(applyTextPatch(before, patchOf(before, after))).toBe(after)
  })

  it('keeps a character typed at the end of a text someone else has typed after', () => {
    expect(applyTextPatch('Oh, Hi there', patchOf('Hi', 'Hi!'))).toBe('Oh, Hi! there')
    // Both typing at the end of "BASE": the second arrives after the first landed.
    expect(applyTextPatch('BASE a', patchOf('BASE', 'BASE!'))).toBe('BASE! a')
  })

  it('places an insertion by its context, not at the end of the text', () => {
    expect(applyTextPatch('A long note here', patchOf('note', 'notes'))).toBe('A long notes here')
  })

  it('applies a deletion whose surroundings changed', () => {
    expect(applyTextPatch('xyzABCDefg', patchOf('ABCD', 'A'))).toBe('xyzAefg')
  })

  it('uses the context on one side when the other side was edited meanwhile', () => {
    // "fox" became "foxes" meanwhile; the keystroke after "brown " still lands after "brown ".
    const patch = patchOf('the quick brown fox jumps', 'the quick brown red fox jumps')
    expect(applyTextPatch('the quick brown foxes jumps', patch)).toBe('the quick brown red foxes jumps')
  })

  it('keeps typed text whose replaced text someone else deleted', () => {
    const patch = patchOf('I like cats a lot', 'I like dogs a lot')
    const result = applyTextPatch('I like a lot', patch)
    expect(result).toContain('dog')
    expect(result).not.toContain('cat')
  })

  it('does a deletion once: text already deleted by someone else stays deleted', () => {
    const patch = patchOf('one two three', 'one three')
    expect(applyTextPatch('one three', patch)).toBe('one three')
  })
})
