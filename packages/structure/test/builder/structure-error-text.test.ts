import {interpolate} from '@tessera/kit'
import {describe, expect, it} from 'vitest'
import {structureError} from '../../src/builder/errors.js'
import {englishStructureText, type StructureText} from '../../src/i18n/structure-strings.js'
import {structureErrorText} from '../../src/tool/structure-error-screen.js'

/** A few of the dev studio's Norwegian texts, English for the rest. */
const NORWEGIAN: Record<string, string> = {
  'builder.error.missing-title': "En {{kind}} trenger en tittel: kall .title('…')",
  'builder.error.at': '{{message}} (i {{path}})',
  'builder.kind.list': 'liste',
}
const norwegian: StructureText = (key, values) =>
  NORWEGIAN[key] ? interpolate(NORWEGIAN[key], values) : englishStructureText(key, values)

describe("the structure error screen's text", () => {
  it("is the error's English message in English, and the locale's sentence, kind and path otherwise", () => {
    const error = structureError('error.missing-title', {kind: 'list'}, ['root', 'posts'])
    expect(error.message).toBe("A list needs a title: call .title('…') (at root > posts)")
    expect(structureErrorText(error, englishStructureText)).toBe(error.message)
    expect(structureErrorText(error, norwegian)).toBe(
      "En liste trenger en tittel: kall .title('…') (i root > posts)",
    )
  })

  it('shows an error the structure function threw by its own message', () => {
    expect(structureErrorText(new Error('boom'), norwegian)).toBe('boom')
  })
})
