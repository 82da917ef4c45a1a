import {describe, expect, it} from 'vitest'
import {parseImportedLines} from '../../src/arrays/parse-imported-lines.js'

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
