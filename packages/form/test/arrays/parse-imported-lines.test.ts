import {describe, expect, it} from 'vitest'
import {importLines, parseImportedLines, skippedLinesMessage} from '../../src/arrays/parse-imported-lines.js'

describe('parseImportedLines', () => {
  const text = 'true\n42\nhello\n-3\nfalse\r\n1.5\n\n007\n'

  it('keeps every non-empty line as a string when only strings are allowed', () => {
    expect(parseImportedLines(text, ['string'])).toEqual(['true', '42', 'hello', '-3', 'false', '1.5', '007'])
  })

  it('reads digits-only lines as numbers and drops the rest when only numbers are allowed', () => {
    expect(parseImportedLines(text, ['number'])).toEqual([42, 7])
  })

  it('reads true and false as booleans when booleans are allowed', () => {
    expect(parseImportedLines(text, ['boolean'])).toEqual([true, false])
  })

  it('prefers booleans, then numbers, then strings when several types are allowed', () => {
    expect(parseImportedLines(text, ['string', 'number', 'boolean'])).toEqual([
      true,
      42,
      'hello',
      '-3',
      false,
      '1.5',
      7,
    ])
    expect(parseImportedLines('True\nFALSE', ['string', 'boolean'])).toEqual(['True', 'FALSE'])
  })

  it('gives nothing for an empty file or no allowed type', () => {
    expect(parseImportedLines('', ['string'])).toEqual([])
    expect(parseImportedLines('a\n1', [])).toEqual([])
  })
})

describe('importLines', () => {
  it('counts the non-empty lines it leaves out, and says what a line must be', () => {
    const {values, skipped} = importLines('1\nabc\n\n2\n-3\ntrue', ['number'])
    expect(values).toEqual([1, 2])
    expect(skipped).toBe(3)
    expect(skippedLinesMessage(skipped, ['number'])).toBe(
      '3 lines were not imported: each line must be a whole number (digits only).',
    )
    expect(skippedLinesMessage(1, ['number', 'boolean'])).toBe(
      "1 line was not imported: each line must be a whole number (digits only) or 'true' or 'false'.",
    )
  })

  it('leaves nothing out when strings are allowed', () => {
    expect(importLines('a\n1\ntrue', ['string'])).toEqual({values: ['a', '1', 'true'], skipped: 0})
  })
})
