/** Table tests for the validators: each row is a value, a type and the exact markers expected. */
import type {SchemaType, ValidationMarker} from '@tessera/types'
import {expect, it} from 'vitest'
import type {Rule} from '../../src/validation/index.js'
import {check, derive, error} from './helpers.js'

export interface Row {
  name: string
  type: SchemaType
  value: unknown
  expected: ValidationMarker[]
}

export type RuleFn = (rule: Rule) => Rule | Rule[]

export const rules = (base: SchemaType, validation?: RuleFn, props: Partial<SchemaType> = {}) =>
  derive(base, {...props, validation})

export function table(rows: Row[]) {
  it.each(rows)('$name', async ({type, value, expected}) => {
    expect(await check(type, value)).toEqual(expected)
  })
}

export const notAllowed = (hint: string, path: ValidationMarker['path'] = []) =>
  error(`Value did not match any allowed values (allowed: ${hint})`, 'valid.not-allowed', path)
