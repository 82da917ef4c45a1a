import {useWorkspace} from '@tessera/kit'
import {useMemo} from 'react'
import {toDocumentActionsContext} from './reducer-context.js'
import {resolveDocumentActions} from './resolve-document-actions.js'
import type {DocumentActionDescriptor, DocumentActionsContext} from './types.js'

const NO_ACTIONS: DocumentActionDescriptor[] = []

/**
 * The document's actions after the workspace plugins' `document.actions` reducers; empty while the
 * context is null (the document is loading). Takes a `DocumentActionContext` as well: only the
 * reducer context's fields count, so reducers do not run again on every edit.
 */
export function useResolvedDocumentActions(
  context: DocumentActionsContext | null,
): DocumentActionDescriptor[] {
  const {plugins} = useWorkspace()
  const reduced = context ? toDocumentActionsContext(context) : null
  const key = reduced?.key
  return useMemo(
    () => (reduced ? resolveDocumentActions(plugins ?? [], reduced.context) : NO_ACTIONS),
    // `reduced` is rebuilt every render; its key says when its content changed.
    [plugins, key],
  )
}
