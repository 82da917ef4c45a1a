import type {FieldActionsResolver} from '@tessera/form'
import {useWorkspace} from '@tessera/kit'
import {useMemo} from 'react'
import {toDocumentActionsContext} from '../actions/reducer-context.js'
import type {DocumentActionsContext} from '../actions/types.js'
import {fieldActionsResolver, resolveFieldActions} from './resolve-field-actions.js'

/**
 * The form's field actions for the open document, from the workspace plugins'
 * `document.unstable_fieldActions`; undefined (no menus) while the document loads or when no plugin
 * gives any. Reducers run again only when the reducer context changes, not on every edit.
 */
export function useDocumentFieldActions(
  context: DocumentActionsContext | null,
): FieldActionsResolver | undefined {
  const {plugins} = useWorkspace()
  const reduced = context ? toDocumentActionsContext(context) : null
  const key = reduced?.key
  return useMemo(() => {
    if (!reduced) return undefined
    const actions = resolveFieldActions(plugins ?? [], reduced.context)
    return actions.length > 0 ? fieldActionsResolver(actions) : undefined
    // `reduced` is rebuilt every render; its key says when its content changed.
  }, [plugins, key])
}
