import {describe, expect, it} from 'vitest'
import {createListNumberStore} from './list-number-store.js'
import {listMarker, listNumbers} from './list-numbers.js'

let nextKey = 0
const item = (listItem: string, level?: number) => ({
  _type: 'block',
  _key: `k${nextKey++}`,
  listItem,
  ...(level === undefined ? {} : {level}),
})
const paragraph = () => ({_type: 'block', _key: `k${nextKey++}`, style: 'normal'})
const callout = () => ({_type: 'callout', _key: `k${nextKey++}`})

/** The marker each block shows: its number, '•' for a bullet, '' for anything else. */
function shown(blocks: {_key: string; listItem?: string}[]): string[] {
  const numbers = listNumbers(blocks, 'block')
  return blocks.map((block) => numbers.get(block._key) ?? (block.listItem === 'bullet' ? '•' : ''))
}

describe('list numbers from the value', () => {
  it('numbers consecutive items and restarts after any block that is not a list item', () => {
    expect(
      shown([
        item('number', 1),
        item('number', 1),
        item('number', 1),
        paragraph(),
        item('number', 1),
        item('number', 1),
        callout(),
        item('number', 1),
      ]),
    ).toEqual(['1.', '2.', '3.', '', '1.', '2.', '', '1.'])
  })

  it('restarts deeper levels under each item and goes on counting the outer level after them', () => {
    expect(
      shown([
        item('number', 1),
        item('number', 2),
        item('number', 2),
        item('number', 1),
        item('number', 2),
        item('bullet', 3),
        item('number', 2),
        item('number', 3),
        item('number', 1),
      ]),
    ).toEqual(['1.', 'a.', 'b.', '2.', 'a.', '•', 'b.', 'i.', '3.'])
  })

  it('restarts a level after a bullet at that level, but not after a deeper bullet', () => {
    expect(
      shown([
        item('number', 1),
        item('number', 1),
        item('bullet', 1),
        item('number', 1),
        item('bullet', 2),
        item('number', 1),
      ]),
    ).toEqual(['1.', '2.', '•', '1.', '•', '2.'])
  })

  it('starts a list that begins at a deeper level at 1, with a missing level read as 1', () => {
    expect(
      shown([paragraph(), item('number', 2), item('number', 2), item('number'), item('number')]),
    ).toEqual(['', 'a.', 'b.', '1.', '2.'])
  })

  it('cycles decimal, lower-alpha and lower-roman by level beyond level 3', () => {
    expect(shown([1, 2, 3, 4, 5, 6, 7, 8, 9].map((level) => item('number', level)))).toEqual([
      '1.',
      'a.',
      'i.',
      '1.',
      'a.',
      'i.',
      '1.',
      'a.',
      'i.',
    ])
  })

  it('lets an item of another list type neither count nor restart its own level', () => {
    expect(
      shown([item('number', 1), item('check', 1), item('number', 1), item('check', 1), item('number', 2)]),
    ).toEqual(['1.', '', '2.', '', 'a.'])
  })

  it('formats numbers as CSS counts them', () => {
    expect([1, 26, 27, 52, 703].map((count) => listMarker(count, 2))).toEqual([
      'a.',
      'z.',
      'aa.',
      'az.',
      'aaa.',
    ])
    expect([1, 4, 9, 14, 40, 1994, 3999, 4000].map((count) => listMarker(count, 3))).toEqual([
      'i.',
      'iv.',
      'ix.',
      'xiv.',
      'xl.',
      'mcmxciv.',
      'mmmcmxcix.',
      '4000.',
    ])
  })

  it('walks a value once: the same array gives the same numbers', () => {
    const value = [item('number', 1), item('number', 1)]
    expect(listNumbers(value, 'block')).toBe(listNumbers(value, 'block'))
    expect(listNumbers(undefined, 'block').size).toBe(0)
  })

  it('tells only the blocks whose marker changed', () => {
    const value = [item('number', 1), item('number', 1), item('number', 1)]
    const store = createListNumberStore(listNumbers(value, 'block'))
    const told: string[] = []
    for (const block of value) store.subscribe(block._key, () => told.push(block._key))
    // The second item becomes a paragraph: it loses its number and the third starts again at 1.
    store.set(listNumbers([value[0], paragraph(), value[2]], 'block'))
    expect(told.sort()).toEqual([value[1]!._key, value[2]!._key].sort())
    expect(store.get(value[2]!._key)).toBe('1.')
    told.length = 0
    store.set(listNumbers([value[0], value[2]], 'block'))
    expect(told).toEqual([value[2]!._key])
    expect(store.get(value[2]!._key)).toBe('2.')
  })
})
