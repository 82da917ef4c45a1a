import {describe, expect, it} from 'vitest'
import {shareStructure} from './share-structure.js'

/** A row whose property reads are counted (what walking it costs). */
function countedRow(index: number, reads: {count: number}) {
  const row = {_key: `r${index}`, _type: 'row', a: `a${index}`, b: `b${index}`}
  return new Proxy(row, {
    get(target, property, receiver) {
      reads.count++
      return Reflect.get(target, property, receiver)
    },
  })
}

describe('shareStructure', () => {
  it('gives the previous objects for equal parts, keyed items matched by _key', () => {
    const previous = {
      title: 'T',
      rows: [
        {_key: 'a', v: 1},
        {_key: 'b', v: 2},
      ],
    }
    const next = {
      title: 'T',
      rows: [
        {_key: 'b', v: 2},
        {_key: 'a', v: 3},
      ],
    }
    const shared = shareStructure(previous, next)
    expect(shared).toEqual(next)
    expect(shared.rows[0]).toBe(previous.rows[1])
    expect(shared.rows[1]).not.toBe(previous.rows[0])
  })

  it('does not compare a store object again once it was shared as the previous one', () => {
    const reads = {count: 0}
    // The store's version 1 and the form's older, equal copy of it.
    const storeRows = Array.from({length: 50}, (_, index) => countedRow(index, reads))
    const formRows = Array.from({length: 50}, (_, index) => ({
      _key: `r${index}`,
      _type: 'row',
      a: `a${index}`,
      b: `b${index}`,
    }))
    const formState = {rows: formRows}
    const first = shareStructure(formState, {rows: storeRows})
    expect(first).toBe(formState)
    const readsOnce = reads.count
    expect(readsOnce).toBeGreaterThan(0)

    // Version 2: the store edits row 7 and keeps its own objects for the others.
    const edited = [...storeRows]
    edited[7] = {...formRows[7]!, a: 'changed'}
    reads.count = 0
    const second = shareStructure(first, {rows: edited})
    expect(second.rows[7]).toEqual(edited[7])
    expect(second.rows.filter((row, index) => index !== 7 && row === formRows[index])).toHaveLength(49)
    // Only the array's keys were read, not every field of the 49 unchanged rows again.
    expect(reads.count).toBeLessThan(readsOnce / 2)
  })

  it('never answers a new part with nothing (an object seen for the first time, where there was none)', () => {
    const row = {_key: 'a', v: 1}
    expect(shareStructure({}, {rows: [row]})).toEqual({rows: [row]})
    expect(shareStructure(undefined, row)).toBe(row)
  })
})
