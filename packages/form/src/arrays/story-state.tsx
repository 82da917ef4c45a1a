import {Card, Stack} from '@sanity/ui'
import {Code} from '@sanity/ui/code'
import {ToastProvider} from '@sanity/ui/toast'
import {compileSchema} from '@tessera/schema'
import type {PathSegment, Schema, SchemaType, TypeDefinition} from '@tessera/types'
import {useMemo, useState, type ComponentType} from 'react'
import {FormContextProvider} from '../builder/form-context.js'
import {renderDefaultInput} from '../builder/render-default-input.js'
import type {ArrayInputProps} from '../inputs/input-props.js'
import {prefixPatches, type FormPatch} from '../patch/patches.js'
import {prepareFormState} from '../state/prepare-form-state.js'
import type {ArrayFormNode} from '../state/types.js'
import {isRecord} from '../state/values.js'

/*
 * Local state for stories and tests: a tiny patch applier (set, unset, setIfMissing, insert, inc, dec
 * by field name, `{_key}` or index) and a harness that renders one array field of a document.
 */

function indexOf(items: unknown[], segment: PathSegment): number {
  if (typeof segment === 'number') return segment < 0 ? items.length + segment : segment
  if (isRecord(segment) && '_key' in segment) {
    return items.findIndex((item) => isRecord(item) && item._key === segment._key)
  }
  return -1
}

function applyAt(value: unknown, patch: FormPatch, depth: number): unknown {
  const {path} = patch
  if (depth === path.length) {
    switch (patch.type) {
      case 'set':
        return patch.value
      case 'setIfMissing':
        return value === undefined || value === null ? patch.value : value
      case 'inc':
        return (typeof value === 'number' ? value : 0) + patch.value
      case 'dec':
        return (typeof value === 'number' ? value : 0) - patch.value
      default:
        return value
    }
  }
  const segment = path[depth]
  const last = depth === path.length - 1
  if (Array.isArray(value)) {
    const index = indexOf(value, segment)
    if (index < 0) return value
    if (last && patch.type === 'unset') return value.filter((_, at) => at !== index)
    if (last && patch.type === 'insert') {
      if (patch.position === 'replace')
        return [...value.slice(0, index), ...patch.items, ...value.slice(index + 1)]
      const at = patch.position === 'before' ? index : index + 1
      return [...value.slice(0, at), ...patch.items, ...value.slice(at)]
    }
    const next = [...value]
    next[index] = applyAt(value[index], patch, depth + 1)
    return next
  }
  if (typeof segment !== 'string') return value
  const record = isRecord(value) ? value : {}
  if (last && patch.type === 'unset') {
    const rest = {...record}
    delete rest[segment]
    return rest
  }
  return {...record, [segment]: applyAt(record[segment], patch, depth + 1)}
}

/** `value` with `patches` applied in order; an unset of the whole value gives undefined. */
export function applyPatches(value: unknown, patches: readonly FormPatch[]): unknown {
  return patches.reduce<unknown>(
    (current, patch) =>
      patch.path.length === 0 && patch.type === 'unset' ? undefined : applyAt(current, patch, 0),
    value,
  )
}

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
        (applyPatches(current, prefixPatches(patches, field.name)) ?? {}) as Record<string, unknown>,
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
