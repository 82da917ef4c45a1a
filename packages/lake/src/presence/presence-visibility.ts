import type {Identity} from '../auth/identity.js'
import {getDraftId, getPublishedId} from '../documents/ids.js'
import type {LakeKernel} from '../kernel.js'

/**
 * Whether `identity` may see presence at a document: when it can read the document, its draft or its
 * published version (the studio announces either id for one document). A document that exists in
 * neither form is visible only to callers who read everything, since no grant can be checked on it.
 * Evaluated when each message is sent, so a changed role or document counts at once.
 */
export function canSeeDocument(
  kernel: LakeKernel,
  dataset: string,
  identity: Identity,
  documentId: string,
): boolean {
  const access = kernel.grants.accessFor(identity)
  if (access.everywhere('read')) return true
  const index = kernel.dataset(dataset)
  const published = getPublishedId(documentId)
  return [documentId, published, getDraftId(published)].some((id) => {
    const document = index.get(id)
    return document !== undefined && access.can('read', document)
  })
}
