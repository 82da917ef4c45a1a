import {Stack} from '@sanity/ui'
import {useMemo, useRef} from 'react'
import type {OnPatch} from '../inputs/input-props.js'
import {UnknownFieldsPanel} from '../panels/unknown-fields-panel.js'
import type {ObjectFormNode} from '../state/types.js'
import {FormContextProvider, type FormContextValue} from './form-context.js'
import {FormGroups} from './form-groups.js'
import {FormMembers} from './form-members.js'
import {renderDefaultInput} from './render-default-input.js'

export interface FormBuilderProps extends Omit<FormContextValue, 'getDocument'> {
  /** The form state (`prepareFormState`). */
  state: ObjectFormNode
  /** Patches relative to the document. */
  onChange: OnPatch
}

/** A document's form: unknown fields, group tabs, then every member of the form state with its input. */
export function FormBuilder({state, onChange, ...context}: FormBuilderProps) {
  const valueRef = useRef(state.value)
  valueRef.current = state.value
  const {schema, documentId, currentUser, onFocusPath, onSelectGroup, onToggleFieldSet, initialValueContext} =
    context
  const contextValue = useMemo<FormContextValue>(
    () => ({
      schema,
      documentId,
      currentUser,
      onFocusPath,
      onSelectGroup,
      onToggleFieldSet,
      initialValueContext,
      getDocument: () => valueRef.current as Record<string, unknown> | undefined,
    }),
    [schema, documentId, currentUser, onFocusPath, onSelectGroup, onToggleFieldSet, initialValueContext],
  )
  return (
    <FormContextProvider value={contextValue}>
      <Stack gap={4}>
        <UnknownFieldsPanel fields={state.unknownFields} onChange={onChange} readOnly={state.readOnly} />
        <FormGroups groups={state.groups} onSelect={(name) => onSelectGroup?.(name, state.id)} />
        <FormMembers members={state.members} onChange={onChange} renderInput={renderDefaultInput} />
      </Stack>
    </FormContextProvider>
  )
}
