import {listLevel, MAX_LIST_LEVEL, numberingStyle} from './list-markers.js'

/**
 * The numbers of numbered list items, computed from the value (one pass over the blocks) instead of
 * CSS counters: each block is laid out in its own containment (`content-visibility: auto`), which
 * keeps a counter reset to the block that makes it, so counters could no longer number across blocks.
 *
 * The rules are the ones the counters had:
 * - a numbered item counts on from the numbered items before it at its level;
 * - every list item restarts the levels deeper than its own (a nested list starts again under each item);
 * - a bullet item restarts its own level too; an item of another list type neither counts nor restarts
 *   its own level;
 * - any block that is not a list item (a paragraph, a heading, a block object) restarts every level.
 */

/** A block as far as numbering goes. */
interface NumberedBlock {
  _key?: unknown
  _type?: unknown
  listItem?: unknown
  level?: unknown
}

/** The marker text of each numbered item by block key ('3.', 'c.', 'iii.'); other blocks have none. */
export type ListNumbers = ReadonlyMap<string, string>

const EMPTY: ListNumbers = new Map()
// Keyed on the value array: the editor hands out the same array until the value changes, and a value
// seen before (undo, several readers of one snapshot) is not walked again.
const cache = new WeakMap<readonly unknown[], ListNumbers>()

/** The markers of the numbered items of `blocks`, whose text blocks have the type `textBlockType`. */
export function listNumbers(blocks: readonly unknown[] | undefined, textBlockType: string): ListNumbers {
  if (!blocks || blocks.length === 0) return EMPTY
  const cached = cache.get(blocks)
  if (cached) return cached
  const numbers = new Map<string, string>()
  // counts[level]: the number of the last numbered item at that level in the current run (0: none).
  const counts = new Array<number>(MAX_LIST_LEVEL + 1).fill(0)
  for (const value of blocks) {
    const block = (value ?? {}) as NumberedBlock
    if (block._type !== textBlockType || !block.listItem) {
      counts.fill(0)
      continue
    }
    const level = listLevel(block.level)
    for (let deeper = level + 1; deeper <= MAX_LIST_LEVEL; deeper++) counts[deeper] = 0
    if (block.listItem === 'bullet') counts[level] = 0
    else if (block.listItem === 'number') {
      const count = counts[level]! + 1
      counts[level] = count
      if (typeof block._key === 'string') numbers.set(block._key, listMarker(count, level))
    }
  }
  cache.set(blocks, numbers)
  return numbers
}

/** The marker of the `count`th item at `level`: its number in the level's style and a full stop. */
export function listMarker(count: number, level: number): string {
  switch (numberingStyle(level)) {
    case 'lower-alpha':
      return `${lowerAlpha(count)}.`
    case 'lower-roman':
      return `${lowerRoman(count)}.`
    default:
      return `${count}.`
  }
}

/** a … z, aa, ab … as CSS's `lower-alpha` counts. */
function lowerAlpha(count: number): string {
  let text = ''
  for (let rest = count; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    text = String.fromCharCode(97 + ((rest - 1) % 26)) + text
  }
  return text
}

const ROMAN: readonly [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
]

/** i, ii, iii, iv … as CSS's `lower-roman` counts; beyond 3999 it falls back to decimal, as CSS does. */
function lowerRoman(count: number): string {
  if (count > 3999) return String(count)
  let text = ''
  let rest = count
  for (const [value, numeral] of ROMAN) {
    for (; rest >= value; rest -= value) text += numeral
  }
  return text
}
