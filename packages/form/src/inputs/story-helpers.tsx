import {Box, Card, Stack, Text} from '@sanity/ui'
import {Code} from '@sanity/ui/code'
import {compileSchema} from '@tessera/schema'
import type {PathSegment, SchemaType, TypeDefinition, ValidationMarker} from '@tessera/types'
import {useState, type ComponentType, type ReactNode} from 'react'
import {FormContextProvider} from '../builder/form-context.js'
import {renderDefaultInput} from '../builder/render-default-input.js'
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

function childAt(container: unknown, segment: PathSegment): unknown {
  if (Array.isArray(container)) {
    if (typeof segment === 'number') return container[segment]
    if (isRecord(segment)) return container.find((item) => isRecord(item) && item._key === segment._key)
    return undefined
  }
  return isRecord(container) && typeof segment === 'string' ? container[segment] : undefined
}

function withChild(container: unknown, segment: PathSegment, child: unknown, remove: boolean): unknown {
  if (Array.isArray(container)) {
    const index =
      typeof segment === 'number'
        ? segment
        : container.findIndex((item) => isRecord(item) && isRecord(segment) && item._key === segment._key)
    if (index < 0 || index >= container.length) return container
    return remove
      ? container.filter((_, at) => at !== index)
      : container.map((item, at) => (at === index ? child : item))
  }
  if (typeof segment !== 'string') return container
  const object = isRecord(container) ? {...container} : {}
  if (remove) delete object[segment]
  else object[segment] = child
  return object
}

function applyAt(value: unknown, path: readonly PathSegment[], patch: FormPatch): unknown {
  if (path.length === 0) {
    switch (patch.type) {
      case 'set':
        return patch.value
      case 'setIfMissing':
        return value === undefined ? patch.value : value
      case 'unset':
        return undefined
      case 'inc':
        return (typeof value === 'number' ? value : 0) + patch.value
      case 'dec':
        return (typeof value === 'number' ? value : 0) - patch.value
      default:
        return value // insert and diffMatchPatch: not needed by these stories
    }
  }
  const [head, ...rest] = path as [PathSegment, ...PathSegment[]]
  const next = applyAt(childAt(value, head), rest, patch)
  return withChild(value, head, next, next === undefined)
}

/**
 * For stories only: applies form patches (set, unset, setIfMissing, inc, dec) to a document, making
 * missing objects on the way. The real form sends them to the Content Lake instead.
 */
export function applyPatches(
  document: Record<string, unknown>,
  patches: readonly FormPatch[],
): Record<string, unknown> {
  return patches.reduce<Record<string, unknown>>((doc, patch) => {
    const next = applyAt(doc, patch.path, patch)
    return isRecord(next) ? next : {}
  }, document)
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
        <Card padding={3} radius={2} tone="transparent" border>
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
