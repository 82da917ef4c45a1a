import {resolveReducedValue, type FlatPlugin} from '@tessera/kit'
import {defaultDocumentActions} from './defaults/default-document-actions.js'
import type {DocumentActionDescriptor, DocumentActionsContext} from './types.js'

/** The plugin property whose reducers change the actions (DESIGN §3). */
export const DOCUMENT_ACTIONS_PROPERTY = 'document.actions'

/**
 * The actions of one open document: the defaults, then each plugin's `document.actions` in plugin
 * order (an array appends, a function `(prev, context) => next` adds, removes or reorders). Pure;
 * a reducer's failure is thrown as kit's `ConfigResolutionError` naming the plugin.
 */
export function resolveDocumentActions(
  plugins: readonly FlatPlugin<object>[],
  context: DocumentActionsContext,
  defaults: readonly DocumentActionDescriptor[] = defaultDocumentActions,
): DocumentActionDescriptor[] {
  return resolveReducedValue<DocumentActionDescriptor, DocumentActionsContext>(
    plugins,
    DOCUMENT_ACTIONS_PROPERTY,
    defaults,
    context,
  )
}
