import {describe, expect, it} from 'vitest'
import {backoffDelay, DEFAULT_BACKOFF, isTerminalStatus} from './commit-errors.js'

describe('commit error classification', () => {
  it.each([
    [400, true],
    [401, true],
    [403, true],
    [404, true],
    [409, true],
    [413, true],
    [499, true],
    [408, false],
    [429, false],
    [500, false],
    [502, false],
    [503, false],
    [undefined, false],
  ])('HTTP %s is terminal: %s', (status, terminal) => {
    expect(isTerminalStatus(status)).toBe(terminal)
  })

  it('backs off exponentially from one second, capped at a minute', () => {
    expect([1, 2, 3, 4, 6, 7, 20].map((attempt) => backoffDelay(attempt, DEFAULT_BACKOFF))).toEqual([
      1000, 2000, 4000, 8000, 32000, 60000, 60000,
    ])
  })
})
