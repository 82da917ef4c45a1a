import {Card} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import {Code} from '@sanity/ui/code'
import {compileSchema} from '@tessera/schema'
import type {SchemaType, TypeDefinition, ValidationMarker} from '@tessera/types'
import {useState, type ComponentType, type ReactNode} from 'react'
import {FormContextProvider} from '../builder/form-context.js'
import {renderDefaultInput} from '../builder/render-default-input.js'
import {applyLocalPatches} from '../patch/apply-local-patches.js'
import {prefixPatches, setIfMissing, type FormPatch} from '../patch/patches.js'
import {prepareFormState} from '../state/prepare-form-state.js'
import type {FormNode} from '../state/types.js'
import {isRecord} from '../state/values.js'
import type {ArrayInputProps, ObjectInputProps, OnPatch, PrimitiveInputProps} from './input-props.js'

/** For stories only: a document type 'doc' with these fields. */
export function storyDocType(fields: (TypeDefinition & {name: string})[]): SchemaType {
  return compileSchema({name: 'stories', types: [{name: 'doc', type: 'document', fields}]}).get(
    'doc',
  ) as SchemaType
}

/** For stories only: applies form patches to a document (see apply-local-patches.ts). */
export function applyPatches(
  document: Record<string, unknown>,
  patches: readonly FormPatch[],
): Record<string, unknown> {
  const next = applyLocalPatches(document, patches)
  return isRecord(next) ? next : {}
}

type StoryRender = (node: FormNode, onChange: OnPatch) => ReactNode

/** For stories only: shows a primitive input for a field of `StoryForm`. */
export const primitiveInput =
  (Input: ComponentType<PrimitiveInputProps>): StoryRender =>
  (node, onChange) =>
    node.kind === 'primitive' ? <Input node={node} onChange={onChange} /> : null

/** For stories only: shows an object input, creating the object first as the form builder does. */
export const objectInput =
  (Input: ComponentType<ObjectInputProps>): StoryRender =>
  (node, onChange) =>
    node.kind === 'object' ? (
      <Input
        node={node}
        onChange={(patches) => onChange([setIfMissing({_type: node.schemaType.name}), ...patches])}
        renderInput={renderDefaultInput}
      />
    ) : null

/** For stories only: shows an array input. */
export const arrayInput =
  (Input: ComponentType<ArrayInputProps>): StoryRender =>
  (node, onChange) =>
    node.kind === 'array' ? <Input node={node} onChange={onChange} renderInput={renderDefaultInput} /> : null

export interface StoryFormProps {
  type: SchemaType
  initialValue?: Record<string, unknown>
  readOnly?: boolean
  validation?: ValidationMarker[]
  /** The input to show for a field by name; other fields get the default input. */
  inputs?: Record<string, StoryRender>
}

/**
 * For stories only: the type's fields with labels, each input editing a document held in state, so
 * typing works; the document and the last patches are shown below.
 */
export function StoryForm({type, initialValue = {}, readOnly, validation, inputs = {}}: StoryFormProps) {
  const [document, setDocument] = useState<Record<string, unknown>>({
    _id: 'story',
    _type: 'doc',
    ...initialValue,
  })
  const [last, setLast] = useState<FormPatch[]>([])
  const state = prepareFormState({schemaType: type, value: document, readOnly, validation})
  const getDocument = () => document
  return (
    <FormContextProvider value={{getDocument, documentId: 'story'}}>
      <Stack gap={4} padding={4} style={{maxWidth: 560}}>
        {state.members.map((member) => {
          if (member.kind !== 'field') return null
          const onChange: OnPatch = (patches) => {
            const prefixed = prefixPatches(patches, member.name)
            setLast(prefixed)
            setDocument((current) => applyPatches(current, prefixed))
          }
          const render = inputs[member.name]
          return (
            <Stack key={member.key} gap={2}>
              <Text as="label" htmlFor={member.field.id} size={1} weight="medium">
                {member.field.schemaType.title ?? member.name}
              </Text>
              <Box>
                {render ? render(member.field, onChange) : renderDefaultInput(member.field, onChange)}
              </Box>
              {member.field.validation.map((marker, index) => (
                <Text key={index} size={1} muted>
                  {marker.level}: {marker.message}
                </Text>
              ))}
            </Stack>
          )
        })}
        {/* Long values (an upload's preview data URL) scroll instead of running out of the card. */}
        <Card padding={3} radius={2} tone="transparent" border style={{overflowX: 'auto'}}>
          <Stack gap={3}>
            <Code size={1}>{JSON.stringify(document, null, 2)}</Code>
            <Text size={1} muted>
              Last patches: {JSON.stringify(last)}
            </Text>
          </Stack>
        </Card>
      </Stack>
    </FormContextProvider>
  )
}
