import type {WorkspaceKernel} from '@tessera/store'
import {useEffect} from 'react'
import {take} from 'rxjs'
import type {WorkspaceRouteResult} from '../../routing/resolve-workspace-route.js'

/** How long the early lease holds the document, enough for a lazily loaded tool to take it over. */
export const INTENT_DOCUMENT_HOLD_MS = 10_000

/**
 * Opens the document an edit intent names (`/intent/edit/id=…;type=…`) as soon as the workspace's
 * stores exist, so its listener and fetch run while the tool's code loads and renders, instead of
 * after (issue 23: time to editable); the grants are fetched with it. The tool's own lease takes over the same pair; this one is let
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

/** Ids each kernel holds a head-start lease on: the kernel's creation and the route's effect both ask. */
const held = new WeakMap<WorkspaceKernel, Set<string>>()

/** Opens the document and lets it go after `INTENT_DOCUMENT_HOLD_MS` (a head start only); once per hold. */
export function holdIntentDocument(kernel: WorkspaceKernel, document: {id: string; type: string}): void {
  const ids = held.get(kernel) ?? new Set<string>()
  held.set(kernel, ids)
  if (ids.has(document.id)) return
  let lease: {release(): void} | undefined
  try {
    lease = kernel.documents.pair(document.id, document.type)
  } catch {
    // A head start only: the tool opens the document itself.
    return
  }
  ids.add(document.id)
  // The grants too: the form's permission checks need them with the document, and the acl's answer is
  // shared for a second, so the pane finds it there instead of asking after the document has arrived.
  kernel.grants.grants$.pipe(take(1)).subscribe({error: () => undefined})
  // Not released when the route changes (the intent becomes the tool's path at once): only later.
  setTimeout(() => {
    ids.delete(document.id)
    lease?.release()
  }, INTENT_DOCUMENT_HOLD_MS)
}
