import {createElement, type ComponentType, type ReactNode} from 'react'
import {BooleanInput} from '../inputs/boolean-input.js'
import {EmailInput} from '../inputs/email-input.js'
import type {CustomInputProps, OnPatch} from '../inputs/input-props.js'
import {NumberInput} from '../inputs/number-input.js'
import {ObjectInput} from '../inputs/object-input.js'
import {customInputOf, resolveBuiltInInputKind} from '../inputs/resolve-input-kind.js'
import {PendingInput} from '../inputs/pending-input.js'
import {PortableTextInput} from '../portable-text/portable-text-input.js'
import {StringInput} from '../inputs/string-input.js'
import {TextAreaInput} from '../inputs/text-input.js'
import {UrlInput} from '../inputs/url-input.js'
import {setIfMissing} from '../patch/patches.js'
import {
  LazyArrayOfObjectsInput as ArrayOfObjectsInput,
  LazyArrayOfPrimitivesInput as ArrayOfPrimitivesInput,
  LazyCheckboxListInput as CheckboxListInput,
  LazyDateInput as DateInput,
  LazyDateTimeInput as DateTimeInput,
  LazyFileInput as FileInput,
  LazyGeopointInput as GeopointInput,
  LazyImageInput as ImageInput,
  LazyRadioInput as RadioInput,
  LazyReferenceInput as ReferenceInput,
  LazySelectInput as SelectInput,
  LazySlugInput as SlugInput,
  LazyTagsInput as TagsInput,
} from './lazy/lazy-inputs.js'
import type {FormNode} from '../state/types.js'

const creating = new WeakMap<OnPatch, Map<string, OnPatch>>()

/**
 * `onChange` with `setIfMissing({_type})` in front of every patch, the same function for the same
 * `onChange` and type, so the object's members (memoised) are not re-rendered by a new callback.
 */
function creatingObject(onChange: OnPatch, typeName: string): OnPatch {
  let byType = creating.get(onChange)
  if (!byType) creating.set(onChange, (byType = new Map()))
  let wrapped = byType.get(typeName)
  if (!wrapped) {
    wrapped = (patches) => onChange([setIfMissing({_type: typeName}), ...patches])
    byType.set(typeName, wrapped)
  }
  return wrapped
}

/**
 * The input for a node (spec/001 §2): the custom component its type chain names (`components.input`),
 * which can render the built-in one through `renderDefault`, or else the built-in input. Object inputs get `setIfMissing({_type})` in front of
 * their patches, since a nested object may not exist yet. Arrays of `block` get the rich-text editor
 * (loaded on demand). Dates, references, images, files, arrays, slugs, geopoints, tags, checkbox lists,
 * selects and radios load on demand too
 * (`lazy/lazy-inputs.ts`; the document form preloads the kinds its type uses).
 */
export function renderDefaultInput(node: FormNode, onChange: OnPatch): ReactNode {
  const custom = customInputOf(node.schemaType) as ComponentType<CustomInputProps> | undefined
  if (custom) {
    return createElement(custom, {
      node,
      onChange,
      renderInput: renderDefaultInput,
      renderDefault: () => renderBuiltInInput(node, onChange),
    })
  }
  return renderBuiltInInput(node, onChange)
}

/** The built-in input for a node, whatever custom component its type names (`renderDefault`). */
export function renderBuiltInInput(node: FormNode, onChange: OnPatch): ReactNode {
  const kind = resolveBuiltInInputKind(node.schemaType)
  if (node.kind === 'object') {
    // References set their value whole (a `setIfMissing` in front would bring back a cleared one).
    if (kind === 'reference' || kind === 'crossDatasetReference')
      return <ReferenceInput node={node} onChange={onChange} />
    const onObjectChange = creatingObject(onChange, node.schemaType.name)
    const props = {node, onChange: onObjectChange, renderInput: renderDefaultInput}
    if (kind === 'slug') return <SlugInput {...props} />
    if (kind === 'geopoint') return <GeopointInput {...props} />
    if (kind === 'object') return <ObjectInput {...props} />
    if (kind === 'image') return <ImageInput {...props} />
    if (kind === 'file') return <FileInput {...props} />
    if (PENDING_KINDS.has(kind)) return <PendingInput node={node} />
    throw noInputFor(node)
  }
  if (node.kind === 'array') {
    const props = {node, onChange, renderInput: renderDefaultInput}
    switch (kind) {
      case 'tags':
        return <TagsInput {...props} />
      case 'checkbox-list':
        return <CheckboxListInput {...props} />
      case 'array-of-primitives':
        return <ArrayOfPrimitivesInput {...props} />
      case 'array-of-objects':
        return <ArrayOfObjectsInput {...props} />
      case 'portableText':
        return <PortableTextInput {...props} />
      default:
        throw noInputFor(node)
    }
  }
  const props = {node, onChange}
  switch (kind) {
    case 'text':
      return <TextAreaInput {...props} />
    case 'number':
      return <NumberInput {...props} />
    case 'boolean-switch':
    case 'boolean-checkbox':
      return <BooleanInput {...props} />
    case 'select':
      return <SelectInput {...props} />
    case 'radio':
      return <RadioInput {...props} />
    case 'email':
      return <EmailInput {...props} />
    case 'url':
      return <UrlInput {...props} />
    case 'date':
      return <DateInput {...props} />
    case 'datetime':
      return <DateTimeInput {...props} />
    case 'string':
      return <StringInput {...props} />
    default:
      throw noInputFor(node)
  }
}

/** Kinds with their own issue: a placeholder until their inputs land. */
const PENDING_KINDS = new Set<string>([])

/** spec/001 §8: a node no input can edit (a kind and a JSON type that do not go together). */
function noInputFor(node: FormNode): Error {
  return new Error(`Could not find input component for schema type "${node.schemaType.name}"`)
}
