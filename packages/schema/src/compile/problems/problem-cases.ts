/** Shared by the problem tests: path segments, expected problems and a table runner. */
import type {SchemaProblem, SchemaProblemGroup, TypeDefinition} from '@tessera/types'
import {describe, expect, test} from 'vitest'
import {compileSchema} from '../build/compile-schema.js'
import type {SchemaHelpId} from './help-ids.js'

type Segment = SchemaProblemGroup['path'][number]
export const t = (name: string, type: string): Segment => ({kind: 'type', type, name})
export const f = (name: string, type: string): Segment => ({kind: 'property', type, name})
export const m = (name: string, type: string): Segment => ({kind: 'type', type, name})
export const error = (helpId: SchemaHelpId, message: string): SchemaProblem => ({
  severity: 'error',
  message,
  helpId,
})
export const warning = (helpId: SchemaHelpId, message: string): SchemaProblem => ({
  severity: 'warning',
  message,
  helpId,
})
export const at = (path: Segment[], ...problems: SchemaProblem[]): SchemaProblemGroup => ({path, problems})

/** A valid document around one field, so each case shows only the field's problems. */
export const doc = (...fields: unknown[]) => ({name: 'post', type: 'document', fields}) as TypeDefinition
export const post = t('post', 'document')
export const author = {name: 'author', type: 'document', fields: [{name: 'name', type: 'string'}]}
export const address = {name: 'address', type: 'object', fields: [{name: 'street', type: 'string'}]}

export interface Case {
  name: string
  types: unknown[]
  problems: SchemaProblemGroup[]
}

/** Each case's schema has exactly the expected problem groups: severity, message, helpId and path. */
export function describeProblemCases(title: string, cases: Case[]): void {
  describe(title, () => {
    test.each(cases.map((entry) => [entry.name, entry] as const))('%s', (_, {types, problems}) => {
      const schema = compileSchema({name: 'test', types: types as TypeDefinition[]})
      expect(schema.problems).toEqual(problems)
    })
  })
}
