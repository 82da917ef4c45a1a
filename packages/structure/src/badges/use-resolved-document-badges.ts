import {useWorkspace} from '@tessera/kit'
import {useMemo} from 'react'
import {toDocumentActionsContext} from '../actions/reducer-context.js'
import type {DocumentActionsContext, DocumentBadgeDescriptor} from '../actions/types.js'
import {resolveDocumentBadges} from './resolve-document-badges.js'

const NO_BADGES: DocumentBadgeDescriptor[] = []

/** The document's badges after the plugins' `document.badges` reducers; empty while loading. */
export function useResolvedDocumentBadges(context: DocumentActionsContext | null): DocumentBadgeDescriptor[] {
  const {plugins} = useWorkspace()
  const reduced = context ? toDocumentActionsContext(context) : null
  const key = reduced?.key
  return useMemo(
    () => (reduced ? resolveDocumentBadges(plugins ?? [], reduced.context) : NO_BADGES),
    // `reduced` is rebuilt every render; its key says when its content changed.
    [plugins, key],
  )
}
