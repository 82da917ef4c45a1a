import {makeDiff} from '@sanity/diff-match-patch'
import {describe, expect, it} from 'vitest'
import {mapPosition, mapSelection} from '../../src/inputs/synced-text/map-selection.js'

const caret = (before: string, after: string, at: number) =>
  mapSelection(before, after, {start: at, end: at}).start

describe('mapSelection', () => {
  it('moves the caret by the length of a change before it and leaves it for a change after it', () => {
    // Caret after "Hello" (5).
    expect(caret('Hello world', '>> Hello world', 5)).toBe(8)
    expect(caret('Hello world', 'llo world', 5)).toBe(3)
    expect(caret('Hello world', 'Hello world!!!', 5)).toBe(5)
    expect(caret('Hello world', 'Hello', 5)).toBe(5)
  })

  it('keeps a selection on the same text, growing with an insertion inside it', () => {
    // "world" selected (6..11).
    expect(
      mapSelection('Hello world', 'Oh, Hello world', {start: 6, end: 11, direction: 'backward'}),
    ).toEqual({
      start: 10,
      end: 15,
      direction: 'backward',
    })
    expect(mapSelection('Hello world', 'Hello wonderful world', {start: 6, end: 11})).toMatchObject({
      start: 6,
      end: 21,
    })
    expect(mapSelection('Hello world', 'Hello', {start: 6, end: 11})).toMatchObject({start: 5, end: 5})
  })

  it('puts a caret inside removed text where the removal was', () => {
    expect(caret('Hello brave new world', 'Hello world', 10)).toBe(6)
    expect(caret('abcdef', 'af', 3)).toBe(1)
  })

  it('leaves the caret before text inserted exactly at it', () => {
    expect(caret('Hello world', 'Hello, world', 5)).toBe(5)
    expect(caret('Hello', 'Hello world', 5)).toBe(5)
    expect(caret('world', 'Hello world', 0)).toBe(0)
  })
})

describe('mapPosition', () => {
  it('maps every position of the old text into the new one', () => {
    const diffs = makeDiff('The cat sat', 'The black cat sat down')
    expect([0, 4, 7, 11].map((position) => mapPosition(diffs, position))).toEqual([0, 4, 13, 17])
  })
})
