import {Stack} from '@tessera/kit/primitives'
import {memo, useCallback, useMemo, useRef, type FocusEvent} from 'react'
import type {OnPatch} from '../inputs/input-props.js'
import {UnknownFieldsPanel} from '../panels/unknown-fields-panel.js'
import {findNodeById} from '../state/find-node.js'
import type {ObjectFormNode} from '../state/types.js'
import {FormContextProvider, type FormContextValue} from './form-context.js'
import {FormGroups} from './form-groups.js'
import {FormMembers} from './form-members.js'
import {renderDefaultInput} from './render-default-input.js'

export interface FormBuilderProps extends Omit<FormContextValue, 'getDocument'> {
  /** The form state (`prepareFormState`). */
  state: ObjectFormNode
  /**
   * The document as it is this instant, when the state may lag behind it (DocumentForm renders a
   * deferred state); by default the state's own value.
   */
  getDocument?: () => Record<string, unknown> | undefined
  /** Patches relative to the document. */
  onChange: OnPatch
}

/** A document's form: unknown fields, group tabs, then every member of the form state with its input. */
export const FormBuilder = memo(function FormBuilder({state, onChange, ...context}: FormBuilderProps) {
  const valueRef = useRef(state.value)
  valueRef.current = state.value
  const {
    schema,
    documentId,
    currentUser,
    onFocusPath,
    onSelectGroup,
    onToggleFieldSet,
    initialValueContext,
    getDocument,
    onOpenDocument,
    fieldActions,
    loading,
    liveNodes,
  } = context
  const contextValue = useMemo<FormContextValue>(
    () => ({
      schema,
      documentId,
      currentUser,
      onFocusPath,
      onSelectGroup,
      onToggleFieldSet,
      initialValueContext,
      onOpenDocument,
      fieldActions,
      loading,
      liveNodes,
      getDocument: () => getDocument?.() ?? (valueRef.current as Record<string, unknown> | undefined),
    }),
    [
      schema,
      documentId,
      currentUser,
      onFocusPath,
      onSelectGroup,
      onToggleFieldSet,
      initialValueContext,
      getDocument,
      onOpenDocument,
      fieldActions,
      loading,
      liveNodes,
    ],
  )
  const stateRef = useRef(state)
  stateRef.current = state
  // Inputs need not report focus themselves: the nearest field around the focused element is the path.
  const onFocusCapture = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!onFocusPath || !(event.target instanceof Element)) return
      // Inputs that report a finer path themselves (the rich-text editor reports the block the caret
      // is in): reporting the field here as well would race them and could win.
      if (event.target.closest('[data-reports-focus-path]')) return
      const id = event.target.closest('[data-field]')?.getAttribute('data-field')
      const node = id ? findNodeById(stateRef.current, id) : undefined
      if (node) onFocusPath(node.path)
    },
    [onFocusPath],
  )
  return (
    <FormContextProvider value={contextValue}>
      <Stack gap={4} onFocusCapture={onFocusCapture}>
        <UnknownFieldsPanel fields={state.unknownFields} onChange={onChange} readOnly={state.readOnly} />
        <FormGroups groups={state.groups} onSelect={(name) => onSelectGroup?.(name, state.id)} />
        <FormMembers
          members={state.members}
          onChange={onChange}
          renderInput={renderDefaultInput}
          objectId={state.id}
          readOnly={state.readOnly}
        />
      </Stack>
    </FormContextProvider>
  )
})
