import {Card} from '@sanity/ui'
import {Stack} from '@tessera/kit/primitives'
import {Code} from '@sanity/ui/code'
import {ToastProvider} from '@sanity/ui/toast'
import {compileSchema} from '@tessera/schema'
import type {Schema, SchemaType, TypeDefinition} from '@tessera/types'
import {useMemo, useState, type ComponentType} from 'react'
import {FormContextProvider} from '../builder/form-context.js'
import {renderDefaultInput} from '../builder/render-default-input.js'
import type {ArrayInputProps} from '../inputs/input-props.js'
import {applyLocalPatches} from '../patch/apply-local-patches.js'
import {prefixPatches, type FormPatch} from '../patch/patches.js'
import {prepareFormState} from '../state/prepare-form-state.js'
import type {ArrayFormNode} from '../state/types.js'

/** Local state for stories and tests: a harness that renders one array field of a document. */

export interface ArrayStoryProps {
  /** The array field's definition (its `name` becomes the document's field name). */
  field: TypeDefinition & {name: string}
  /** Further types of the schema (item types declared by name). */
  types?: TypeDefinition[]
  /** The field's value at the start. */
  value?: unknown[]
  readOnly?: boolean
  /** The input under test. */
  input: ComponentType<ArrayInputProps>
  /** Every change, as the input sent it (relative to the array). */
  onPatches?: (patches: FormPatch[]) => void
  /** Shows the document's JSON under the input. */
  showValue?: boolean
  /** The schema in the form context (initial values); default: the harness's schema. */
  contextSchema?: Schema | null
}

/** A document with one array field, its state kept locally; the input's patches are applied to it. */
export function ArrayStory({
  field,
  types = [],
  value,
  readOnly,
  input: Input,
  onPatches,
  showValue = true,
  contextSchema,
}: ArrayStoryProps) {
  const schema = useMemo(
    () =>
      compileSchema({
        name: 'arrays',
        types: [...types, {name: 'story', type: 'document', fields: [field]}],
      }),
    [field, types],
  )
  const [document, setDocument] = useState<Record<string, unknown>>(() =>
    value === undefined ? {} : {[field.name]: value},
  )
  const state = prepareFormState({schemaType: schema.get('story') as SchemaType, value: document, readOnly})
  const member = state.members.find(
    (candidate) => candidate.kind === 'field' && candidate.name === field.name,
  )
  const node = member?.kind === 'field' ? (member.field as ArrayFormNode) : undefined
  const onChange = (patches: FormPatch[]) => {
    onPatches?.(patches)
    setDocument(
      (current) =>
        (applyLocalPatches(current, prefixPatches(patches, field.name)) ?? {}) as Record<string, unknown>,
    )
  }
  const context = useMemo(
    () => ({
      schema: contextSchema === null ? undefined : (contextSchema ?? schema),
      getDocument: () => document,
    }),
    [contextSchema, schema, document],
  )
  return (
    <ToastProvider>
      <FormContextProvider value={context}>
        <Stack gap={4} padding={4} style={{maxWidth: 720}}>
          {node && <Input node={node} onChange={onChange} renderInput={renderDefaultInput} />}
          {showValue && (
            <Card padding={3} radius={2} tone="transparent" border>
              <Code size={1} data-testid="story-value">
                {JSON.stringify(document[field.name] ?? null, null, 2)}
              </Code>
            </Card>
          )}
        </Stack>
      </FormContextProvider>
    </ToastProvider>
  )
}
