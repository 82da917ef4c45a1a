import type {SanityClient} from '@sanity/client'
import type {
  DocumentOperationName,
  DocumentPairForPermissions,
  PermissionDocument,
} from '../../src/grants/index.js'

/** A document's content under another id, without the fields the lake sets. */
function content(document: PermissionDocument, id: string): {_id: string; _type: string} {
  const copy: Record<string, unknown> = {...document, _id: id}
  for (const field of ['_rev', '_createdAt', '_updatedAt']) delete copy[field]
  return copy as {_id: string; _type: string}
}

/**
 * Runs an operation as the mutations the studio would send, as a dry run (the lake checks grants on
 * dry runs too, and changes nothing). Resolves with the HTTP status: 200, or the lake's refusal.
 */
export async function attemptOnLake(
  client: SanityClient,
  operation: DocumentOperationName,
  pair: DocumentPairForPermissions,
): Promise<number> {
  const {publishedId: id, draft, published, liveEdit, type} = pair
  const draftId = `drafts.${id}`
  const duplicateId = pair.duplicateId ?? `${id}-duplicate`
  const tx = client.transaction()
  switch (operation) {
    case 'create':
      tx.create({_id: liveEdit ? id : draftId, _type: type})
      break
    case 'update':
      if (liveEdit) {
        if (published) tx.patch(id, (p) => p.set({title: 'changed'}))
        else tx.create({_id: id, _type: type, title: 'changed'})
      } else if (draft) {
        tx.patch(draftId, (p) => p.set({title: 'changed'}))
      } else {
        tx.createIfNotExists(published ? content(published, draftId) : {_id: draftId, _type: type})
        tx.patch(draftId, (p) => p.set({title: 'changed'}))
      }
      break
    case 'delete':
      if (draft && !liveEdit) tx.delete(draftId)
      if (published) tx.delete(id)
      break
    case 'discardDraft':
      tx.delete(draftId)
      break
    case 'publish':
      if (!draft) throw new Error('publish needs a draft')
      tx.createOrReplace(content(draft, id)).delete(draftId)
      break
    case 'unpublish':
      if (!published) throw new Error('unpublish needs a published document')
      if (!draft) tx.create(content(published, draftId))
      tx.delete(id)
      break
    case 'duplicate': {
      const source = draft ?? published
      if (!source) throw new Error('duplicate needs a document')
      tx.create(content(source, liveEdit ? duplicateId : `drafts.${duplicateId}`))
      break
    }
  }
  try {
    const result = await tx.commit({dryRun: true})
    // A delete that found nothing to delete: the document is one the caller may not read, which the
    // lake treats exactly like a missing one (issue 12). Nothing was done: count it as a 404.
    const results = (result as {results?: {operation?: string}[]}).results ?? []
    if (results.some((item) => item.operation === 'none')) return 404
    return 200
  } catch (error) {
    return (error as {statusCode?: number}).statusCode ?? 0
  }
}
