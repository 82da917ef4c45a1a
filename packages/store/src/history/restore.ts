import type {SanityClient} from '@sanity/client'
import type {SanityDocument} from '@tessera/types'
import {getDraftId, getPublishedId} from '../documents/ids.js'
import {collectReferences, stripReferences} from './references.js'

export const RESTORE_TAG = 'document.restore'

export interface RestoreOptions {
  /** The id to write to. Default: the draft id, or the published id with `liveEdit`. */
  targetId?: string
  liveEdit?: boolean
}

export interface RestoreResult {
  transactionId: string
  /** The document as written (the lake sets `_rev` and `_updatedAt`). */
  document: Omit<SanityDocument, '_rev' | '_updatedAt'> & {_rev?: string}
}

/**
 * Restores a revision (spec 002 §4): fetches the document at the revision, asks which of its
 * referenced documents still exist, strips references to the others (a strong one would fail the
 * write; a weak one would point nowhere) and `_updatedAt`, and writes it to the target id with
 * createOrReplace (async visibility).
 */
export async function restoreRevision(
  client: SanityClient,
  getDocumentAtRevision: (documentId: string, revision: string) => Promise<SanityDocument | null>,
  documentId: string,
  revision: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const atRevision = await getDocumentAtRevision(documentId, revision)
  if (!atRevision) throw new Error(`Unable to find document with ID ${documentId} at revision ${revision}`)

  const references = collectReferences(atRevision)
  // A weak reference may point at a document that only has a draft; a strong one needs the id itself.
  const candidates = [
    ...new Set(references.flatMap((ref) => (ref._weak ? [ref._ref, getDraftId(ref._ref)] : [ref._ref]))),
  ]
  const existing = new Set(
    candidates.length === 0
      ? []
      : await client.fetch<string[]>(
          '*[_id in $ids]._id',
          {ids: candidates},
          {perspective: 'raw', tag: RESTORE_TAG},
        ),
  )
  const alive = (ref: {_ref: string; _weak?: boolean}) =>
    existing.has(ref._ref) || (ref._weak === true && existing.has(getDraftId(ref._ref)))
  const stripped = stripReferences(atRevision, (ref) => !alive(ref))

  const {_updatedAt: _dropped, ...rest} = stripped
  const targetId =
    options.targetId ?? (options.liveEdit ? getPublishedId(documentId) : getDraftId(documentId))
  const document = {...rest, _id: targetId}
  const result = await client.mutate([{createOrReplace: document}], {
    visibility: 'async',
    returnDocuments: false,
    tag: RESTORE_TAG,
    skipCrossDatasetReferenceValidation: true,
  })
  return {transactionId: result.transactionId, document}
}
