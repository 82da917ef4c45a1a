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

  it("backs off as the spec's connection does: 100 ms doubled per attempt, capped at 240000 ms", () => {
    expect([1, 2, 3, 4, 6, 12, 13, 20].map((attempt) => backoffDelay(attempt, DEFAULT_BACKOFF))).toEqual([
      100, 200, 400, 800, 3200, 204_800, 240_000, 240_000,
    ])
  })
})
