import {describe, expect, it} from 'vitest'
import {hasSearchTerms, parseSearchText} from '../../src/index.js'

const patterns = (text: string) => parseSearchText(text).map((term) => term.pattern)

describe('search text parsing', () => {
  it('makes each word a lower-case prefix, once', () => {
    expect(patterns('  Ada  lov ada ')).toEqual(['ada*', 'lov*'])
  })

  it('keeps quoted phrases whole, without a wildcard', () => {
    expect(parseSearchText('"Red Lion" inn')).toEqual([
      {kind: 'phrase', text: 'red lion', pattern: 'red lion'},
      {kind: 'word', text: 'inn', pattern: 'inn*'},
    ])
    // One quoted word is exact; an unclosed quote runs to the end; typographic quotes count.
    expect(patterns('"grace"')).toEqual(['grace'])
    expect(patterns('hop "red lion')).toEqual(['red lion', 'hop*'])
    expect(patterns('“red lion”')).toEqual(['red lion'])
  })

  it('keeps a prefix the user typed and drops punctuation at word edges', () => {
    expect(patterns('hop* (draft), end.')).toEqual(['hop*', 'draft*', 'end*'])
    expect(patterns("e-mail o'neil")).toEqual(['e-mail*', "o'neil*"])
  })

  it('ignores words without letters or digits', () => {
    expect(patterns('- ... " * ,')).toEqual([])
    expect(hasSearchTerms('  -- ')).toBe(false)
    expect(hasSearchTerms('ä')).toBe(true)
    expect(patterns('2026')).toEqual(['2026*'])
  })
})
