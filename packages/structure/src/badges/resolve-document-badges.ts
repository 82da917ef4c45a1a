import {resolveReducedValue, type FlatPlugin} from '@tessera/kit'
import type {DocumentActionsContext, DocumentBadgeDescriptor} from '../actions/types.js'
import {defaultDocumentBadges} from './live-edit-badge.js'

/** The plugin property whose reducers change the badges (DESIGN §3). */
export const DOCUMENT_BADGES_PROPERTY = 'document.badges'

/**
 * The badges of one open document: the defaults, then each plugin's `document.badges` (an array
 * appends, a function `(prev, context) => next` transforms). Pure.
 */
export function resolveDocumentBadges(
  plugins: readonly FlatPlugin<object>[],
  context: DocumentActionsContext,
  defaults: readonly DocumentBadgeDescriptor[] = defaultDocumentBadges,
): DocumentBadgeDescriptor[] {
  return resolveReducedValue<DocumentBadgeDescriptor, DocumentActionsContext>(
    plugins,
    DOCUMENT_BADGES_PROPERTY,
    defaults,
    context,
  )
}
