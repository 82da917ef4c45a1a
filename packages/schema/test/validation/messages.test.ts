import {describe, expect, it} from 'vitest'
import {formatMessage, validationMessages, type ValidationMessageId} from '../../src/validation/index.js'

describe('message table', () => {
  it('every message has its own key', () => {
    const keys = Object.values(validationMessages).map((entry) => entry.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps the slug keys of the spec', () => {
    expect([
      validationMessages.slugNotObject.key,
      validationMessages.slugMissingCurrent.key,
      validationMessages.slugNotUnique.key,
    ]).toEqual(['slug.not-object', 'slug.missing-current', 'slug.not-unique'])
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('stringMin', {minLength: 3})).toEqual({
      message: 'Must be at least 3 characters long',
      messageKey: 'string.min-length',
    })
    expect(formatMessage('typeMismatch', {expectedType: 'String'}).message).toBe(
      'Expected type String, got {actualType}',
    )
  })

  it('array messages use the singular for one item', () => {
    expect(formatMessage('arrayMin', {minNumber: 1}).message).toBe('Must have at least 1 item')
    expect(formatMessage('arrayLength', {wantedNumber: 2}).message).toBe('Must have exactly 2 items')
  })

  it('i18n answers win; undefined or the key itself fall back to the default text', () => {
    const t = (key: string) => (key === 'required' ? 'Obligatoire' : key)
    expect(formatMessage('required', {}, {t})).toEqual({message: 'Obligatoire', messageKey: 'required'})
    expect(formatMessage('integer', {}, {t})).toEqual({
      message: 'Must be an integer',
      messageKey: 'number.integer',
    })
    expect(formatMessage('integer', {}, {t: () => undefined}).message).toBe('Must be an integer')
  })

  it('with sample values, no default text keeps a placeholder', () => {
    const values = new Proxy({} as Record<string, string>, {get: () => 'X', has: () => true})
    for (const id of Object.keys(validationMessages) as ValidationMessageId[]) {
      expect(formatMessage(id, values).message).not.toMatch(/\{\w+\}/)
    }
  })
})
