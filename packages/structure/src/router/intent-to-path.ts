import type {ListNode, PaneNode} from '../builder/types.js'
import {formatPanePath, type PaneSegment} from './pane-path.js'

/** The segment that opens a document outside any list (an intent for a type the structure does not list). */
export const DOCUMENT_SEGMENT = '__edit__'

export interface IntentRequest {
  name: 'edit' | 'create'
  params: Readonly<Record<string, string>>
}

/**
 * Where the root shows a document: the item whose child lists documents of its type (the document
 * goes in a pane after it), or a singleton item whose child is that very document.
 */
function rootPlaceOf(
  root: PaneNode,
  type: string,
  documentId: string,
): {itemId: string; singleton: boolean} | undefined {
  if (root.type !== 'list') return undefined
  for (const item of (root as ListNode).items) {
    if (item.type !== 'listItem') continue
    const child = item.child
    if (typeof child === 'object') {
      if (child.type === 'document' && child.documentId === documentId)
        return {itemId: item.id, singleton: true}
      if (child.type === 'documentList' && child.schemaTypeName === type)
        return {itemId: item.id, singleton: false}
    } else if (item.schemaType === type) {
      return {itemId: item.id, singleton: false}
    }
  }
  return undefined
}

/**
 * Where an edit or create intent opens (spec/000 §2.1): the document in its type's list when the root
 * lists that type, else on its own. A create intent gets a fresh id (or the one it names) and keeps
 * the template and its parameters (`templateParams`, JSON) in the URL, so a reload shows the same new
 * document. Undefined when the intent lacks
 * what it needs (an edit without id, a create without type).
 */
export function intentToPath(
  root: PaneNode,
  intent: IntentRequest,
  newId: () => string = () => crypto.randomUUID(),
): string | undefined {
  const {type, id, template, templateParams} = intent.params
  if (intent.name === 'edit' && !id) return undefined
  if (intent.name === 'create' && !type) return undefined
  const documentId = (intent.name === 'edit' ? id! : (id ?? newId())).replace(/^drafts\./, '')
  const place = type ? rootPlaceOf(root, type, documentId) : undefined
  if (place?.singleton) return formatPanePath([{id: place.itemId, params: {}}])
  const params: Record<string, string> = {}
  // In its type's list the type goes without saying; on its own the pane needs it (or looks it up).
  if (type && !place) params.type = type
  if (intent.name === 'create' && template && template !== type) params.template = template
  // A template's parameters (JSON) go with it, so its initial value is resolved with them.
  if (intent.name === 'create' && template && templateParams) params.templateParams = templateParams
  const segments: PaneSegment[] = place
    ? [
        {id: place.itemId, params: {}},
        {id: documentId, params},
      ]
    : [
        {id: DOCUMENT_SEGMENT, params: {}},
        {id: documentId, params},
      ]
  return formatPanePath(segments)
}
