import type {DocumentActionsContext} from './types.js'

/**
 * The reducer context (`DocumentActionsContext`) out of a fuller one, with a key that changes only
 * when one of its fields does: reducers run again when the document, its type or the user change,
 * not on every edit.
 */
export function toDocumentActionsContext(context: DocumentActionsContext): {
  context: DocumentActionsContext
  key: string
} {
  const {documentId, schemaType, liveEdit, projectId, dataset, currentUser} = context
  const reduced: DocumentActionsContext = {
    documentId,
    schemaType,
    liveEdit,
    projectId,
    dataset,
    currentUser: currentUser && {id: currentUser.id, roles: currentUser.roles},
  }
  return {context: reduced, key: JSON.stringify(reduced)}
}
