import type {WorkspaceKernel} from '@tessera/store'
import {useEffect} from 'react'
import type {WorkspaceRouteResult} from '../../routing/resolve-workspace-route.js'

/** How long the early lease holds the document, enough for a lazily loaded tool to take it over. */
export const INTENT_DOCUMENT_HOLD_MS = 10_000

/**
 * Opens the document an edit intent names (`/intent/edit/id=…;type=…`) as soon as the workspace's
 * stores exist, so its listener and fetch run while the tool's code loads and renders, instead of
 * after (issue 23: time to editable). The tool's own lease takes over the same pair; this one is let
 * go after `INTENT_DOCUMENT_HOLD_MS`, also when the route has moved on by then.
 */
export function useOpenIntentDocument(
  kernel: WorkspaceKernel | undefined,
  route: WorkspaceRouteResult,
): void {
  const edit = intentDocumentOf(route)
  const id = edit?.id
  const type = edit?.type
  useEffect(() => {
    if (kernel && id && type) holdIntentDocument(kernel, {id, type})
  }, [kernel, id, type])
}

/** The document an edit intent route names, if it is one. */
export function intentDocumentOf(route: WorkspaceRouteResult): {id: string; type: string} | undefined {
  const edit = route.type === 'intent' && route.intent === 'edit' ? route.params : undefined
  return edit?.id && edit.type ? {id: edit.id, type: edit.type} : undefined
}

/** Opens the document and lets it go after `INTENT_DOCUMENT_HOLD_MS` (a head start only). */
export function holdIntentDocument(kernel: WorkspaceKernel, document: {id: string; type: string}): void {
  let lease: {release(): void} | undefined
  try {
    lease = kernel.documents.pair(document.id, document.type)
  } catch {
    // A head start only: the tool opens the document itself.
    return
  }
  // Not released when the route changes (the intent becomes the tool's path at once): only later.
  setTimeout(() => lease?.release(), INTENT_DOCUMENT_HOLD_MS)
}
