import {describe, expect, it} from 'vitest'

import {formatRelativeTime, relativeTimeNeedsFormatter} from '../../src/index.js'

const now = new Date('2026-06-15T12:00:00.000Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [9 * second + 999, 'just now'],
    [-9 * second, 'just now'],
    [10 * second, '10 seconds ago'],
    [59 * second, '59 seconds ago'],
    [-30 * second, 'in 30 seconds'],
    [minute, '1 minute ago'],
    [5 * minute + 50 * second, '5 minutes ago'],
    [59 * minute, '59 minutes ago'],
    [hour, '1 hour ago'],
    [23 * hour, '23 hours ago'],
    [day, 'yesterday'],
    [3 * day, '3 days ago'],
    [7 * day, 'last week'],
    [20 * day, '2 weeks ago'],
    [30 * day, 'last month'],
    [200 * day, '6 months ago'],
    [365 * day, 'last year'],
    [3 * 365 * day, '3 years ago'],
    [-5 * minute, 'in 5 minutes'],
    [-2 * day, 'in 2 days'],
  ])('%i ms before now → %s', (offset, expected) => {
    expect(formatRelativeTime(ago(offset), now, 'en-US')).toBe(expected)
  })

  it('accepts ISO strings and timestamps', () => {
    expect(formatRelativeTime('2026-06-15T11:58:00.000Z', now.getTime(), 'en-US')).toBe('2 minutes ago')
  })

  it('uses the locale, Intl’s word for now and a given label', () => {
    expect(formatRelativeTime(ago(2 * hour), now, 'de-DE')).toBe('vor 2 Stunden')
    expect(formatRelativeTime(ago(5 * second), now, 'de-DE')).toBe('jetzt')
    expect(formatRelativeTime(ago(5 * second), now, 'nb-NO', {justNow: 'akkurat nå'})).toBe('akkurat nå')
    expect(formatRelativeTime(ago(3 * minute), now, 'en-US', {style: 'short'})).toBe('3 min. ago')
  })

  it('rejects invalid dates', () => {
    expect(() => formatRelativeTime('not a date', now, 'en-US')).toThrow('Invalid date: not a date')
  })
})

describe('relativeTimeNeedsFormatter', () => {
  // Finnish and Welsh: no other test of this file words a time in them, so their formatters are not built.
  it("needs none for an English 'just now' or one given as text", () => {
    expect(relativeTimeNeedsFormatter(ago(5 * second), now, 'en-AU')).toBe(false)
    expect(relativeTimeNeedsFormatter(ago(5 * second), now, 'fi', {justNow: 'juuri nyt'})).toBe(false)
  })

  it('needs one for any other wording until that locale and style has one', () => {
    expect(relativeTimeNeedsFormatter(ago(5 * second), now, 'fi')).toBe(true)
    expect(relativeTimeNeedsFormatter(ago(5 * minute), now, 'cy')).toBe(true)
    formatRelativeTime(ago(5 * minute), now, 'cy')
    expect(relativeTimeNeedsFormatter(ago(3 * day), now, 'cy')).toBe(false)
    expect(relativeTimeNeedsFormatter(ago(3 * day), now, 'cy', {style: 'short'})).toBe(true)
  })
})
