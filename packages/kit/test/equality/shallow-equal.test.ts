import {describe, expect, it} from 'vitest'
import {shallowEqual} from '../../src/equality/shallow-equal.js'

describe('shallowEqual', () => {
  const list = [1]
  it('compares keys and values by identity', () => {
    expect(shallowEqual({a: 1, b: list}, {b: list, a: 1})).toBe(true)
    expect(shallowEqual({a: 1, b: list}, {a: 1, b: [1]})).toBe(false)
    expect(shallowEqual({a: 1}, {a: 1, b: undefined})).toBe(false)
    expect(shallowEqual({a: 1, c: 2}, {a: 1, b: 2})).toBe(false)
  })

  it('leaves the values of ignored keys out, not the keys', () => {
    expect(shallowEqual({a: 1, value: 'x'}, {a: 1, value: 'y'}, ['value'])).toBe(true)
    expect(shallowEqual({a: 1, value: 'x'}, {a: 2, value: 'y'}, ['value'])).toBe(false)
    expect(shallowEqual({a: 1, value: 'x'}, {a: 1, other: 'x'}, ['value'])).toBe(false)
  })
})
