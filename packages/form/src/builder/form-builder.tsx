import {Card, Stack} from '@sanity/ui'
import type {ReactNode} from 'react'
import {BooleanInput} from '../inputs/boolean-input.js'
import {NumberInput} from '../inputs/number-input.js'
import {resolveInputKind} from '../inputs/resolve-input-kind.js'
import {StringInput} from '../inputs/string-input.js'
import {TextAreaInput} from '../inputs/text-input.js'
import {setIfMissing, type FormPatch} from '../patch/patches.js'
import type {FormNode, ObjectFormNode} from '../state/types.js'
import {FormGroups} from './form-groups.js'
import {FormMembers} from './form-members.js'

export interface FormBuilderProps {
  /** The form state (`prepareFormState`). */
  state: ObjectFormNode
  /** Patches relative to the document. */
  onChange: (patches: FormPatch[]) => void
  /** The user picked a field group of the document (keep it in `selectedGroups` under '(root)'). */
  onSelectGroup?: (name: string) => void
}

/** The input for a node; nested objects render their members. Inputs not built yet say so. */
export function renderDefaultInput(node: FormNode, onChange: (patches: FormPatch[]) => void): ReactNode {
  if (node.kind === 'object') {
    // A nested object may not exist yet: create it (typed) before setting anything inside it.
    const onObjectChange = (patches: FormPatch[]) =>
      onChange([setIfMissing({_type: node.schemaType.name}), ...patches])
    return (
      <Card borderLeft paddingLeft={3} paddingY={1}>
        <FormMembers members={node.members} onChange={onObjectChange} renderInput={renderDefaultInput} />
      </Card>
    )
  }
  if (node.kind === 'primitive') {
    switch (resolveInputKind(node.schemaType)) {
      case 'text':
        return <TextAreaInput node={node} onChange={onChange} />
      case 'number':
        return <NumberInput node={node} onChange={onChange} />
      case 'boolean-switch':
      case 'boolean-checkbox':
        return <BooleanInput node={node} onChange={onChange} />
      default:
        return <StringInput node={node} onChange={onChange} />
    }
  }
  return <i data-pending-input={node.id}>This kind of field is not editable yet</i>
}

/** A document's form: every member of the form state with its input. */
export function FormBuilder({state, onChange, onSelectGroup}: FormBuilderProps) {
  return (
    <Stack gap={4}>
      <FormGroups groups={state.groups} onSelect={(name) => onSelectGroup?.(name)} />
      <FormMembers members={state.members} onChange={onChange} renderInput={renderDefaultInput} />
    </Stack>
  )
}
