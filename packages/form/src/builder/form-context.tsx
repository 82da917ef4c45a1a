import type {ConditionalCallbackContext, Path, Schema} from '@tessera/types'
import {createContext, useContext} from 'react'
import type {FieldActionsResolver} from '../field-actions/types.js'
import type {LiveNodes} from './live-nodes.js'

/** What inputs may need beyond their own node: the document, the schema, the form's callbacks. */
export interface FormContextValue {
  /** The whole schema (array item types, initial values); absent in isolated stories. */
  schema?: Schema
  documentId?: string
  /** The document as it is now (slug sources, callbacks); read at the time of use. */
  getDocument: () => Record<string, unknown> | undefined
  currentUser?: ConditionalCallbackContext['currentUser']
  /** An input got focus (presence, and where the form scrolls back to). */
  onFocusPath?: (path: Path) => void
  /** The user picked a field group of an object (keep it in `selectedGroups` under the object's id). */
  onSelectGroup?: (name: string, objectId: string) => void
  /** The user opened or closed a fieldset (keep it in `collapsedFieldSets` under its id). */
  onToggleFieldSet?: (fieldSetId: string, collapsed: boolean) => void
  /** Handed to initial-value resolvers of new array items (client factory, project, dataset). */
  initialValueContext?: Record<string, unknown>
  /** Each field's action menu (spec/001 §2); no menu without it. */
  fieldActions?: FieldActionsResolver
  /**
   * The document has not loaded yet: the form is read-only for now, not read-only as such, so fields
   * keep the default tone (spec/001: transparent is for read-only fields; it would also cost a whole
   * tone's colours, ~40 ms, on the way to editable).
   */
  loading?: boolean
  /**
   * Newer nodes for fields whose value alone changed since the form last rendered (the document form
   * renders only those fields after a keystroke); fields read them through `useLiveNode`.
   */
  liveNodes?: LiveNodes
  /** Opens a document in a pane beside this form (a reference's target, or one created from it). */
  onOpenDocument?: (target: {
    id: string
    type: string
    template?: {id: string; params: Record<string, unknown>}
  }) => void
}

const FormContext = createContext<FormContextValue>({getDocument: () => undefined})

export const FormContextProvider = FormContext.Provider

export function useFormContext(): FormContextValue {
  return useContext(FormContext)
}
