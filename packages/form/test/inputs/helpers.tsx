import {themed} from '../support/themed.js'
import {compileSchema} from '@tessera/schema'
import type {SchemaType, TypeDefinition, ValidationMarker} from '@tessera/types'
import type {FormPatch} from '../../src/patch/patches.js'
import {prepareFormState} from '../../src/state/prepare-form-state.js'
import type {FormNode} from '../../src/state/types.js'

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList

export {themed}

/** A document type 'doc' with the given fields, compiled. */
export function docType(fields: (TypeDefinition & {name: string})[]): SchemaType {
  return compileSchema({name: 'inputs', types: [{name: 'doc', type: 'document', fields}]}).get(
    'doc',
  ) as SchemaType
}

/** The form node of one field of `type` for a document value, as the form builder would hand it over. */
export function fieldNode<N extends FormNode = FormNode>(
  type: SchemaType,
  name: string,
  value: Record<string, unknown> = {},
  options: {readOnly?: boolean; validation?: ValidationMarker[]} = {},
): N {
  const state = prepareFormState({
    schemaType: type,
    value: {_id: 'doc-1', _type: 'doc', ...value},
    readOnly: options.readOnly,
    validation: options.validation,
  })
  const member = state.members.find((entry) => entry.kind === 'field' && entry.name === name)
  if (!member || member.kind !== 'field') throw new Error(`No field ${name}`)
  return member.field as N
}

/** Collects what an input sends. */
export function patchLog() {
  const sent: FormPatch[][] = []
  return {sent, onChange: (patches: FormPatch[]) => sent.push(patches)}
}
