import {resolveReducedValue, type FlatPlugin} from '@tessera/kit'
import type {FieldActionsResolver} from '@tessera/form'
import type {DocumentActionsContext} from '../actions/types.js'
import type {DocumentFieldAction} from './types.js'

/** The plugin property whose reducers give the field actions. */
export const FIELD_ACTIONS_PROPERTY = 'document.unstable_fieldActions'

/**
 * The field actions of one open document: each plugin's `document.unstable_fieldActions` in plugin
 * order (an array appends, a function `(prev, context) => next` adds, removes or reorders), with the
 * document's reducer context (the one `document.actions` gets). None by default. Pure; a reducer's
 * failure is thrown as kit's `ConfigResolutionError` naming the plugin.
 */
export function resolveFieldActions(
  plugins: readonly FlatPlugin<object>[],
  context: DocumentActionsContext,
): DocumentFieldAction[] {
  return resolveReducedValue<DocumentFieldAction, DocumentActionsContext>(
    plugins,
    FIELD_ACTIONS_PROPERTY,
    [],
    context,
  )
}

/** The form's per-field resolver from the resolved actions: each action's entry, in order. */
export function fieldActionsResolver(actions: readonly DocumentFieldAction[]): FieldActionsResolver {
  return (context) =>
    actions.flatMap((action) => {
      const node = action.action(context)
      return node ? [node] : []
    })
}
