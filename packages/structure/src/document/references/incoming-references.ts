import {getDraftId, getPublishedId, isDraftId} from '@tessera/store'

/** Documents (drafts and published counted separately) shown at most; spec 002 §9 caps referrers at 101. */
export const INCOMING_REFERENCES_LIMIT = 100

/**
 * The documents that reference either version of a document (`$ids`: published and draft id), newest
 * first. The document's own pair is left out (a document may reference itself). One more than
 * {@link INCOMING_REFERENCES_LIMIT} is asked for, so a list that was cut can say so.
 */
export const INCOMING_REFERENCES_QUERY = `*[references($ids) && !(_id in $ids)] | order(_updatedAt desc) [0...${
  INCOMING_REFERENCES_LIMIT + 1
}] {_id, _type, _updatedAt}`

/** What the listener watches: any document that starts or stops referencing the pair. */
export const INCOMING_REFERENCES_LISTEN_QUERY = '*[references($ids)]'

export const INCOMING_REFERENCES_TAG = 'structure.incoming-references'

/** One row per referencing document: its draft and published versions together. */
export interface IncomingReference {
  /** The published id (without the `drafts.` prefix), which the document is opened by. */
  id: string
  type: string
  /** The version the row previews: the draft when there is one, as it is the newest. */
  previewId: string
  hasDraft: boolean
  hasPublished: boolean
}

/** A referencing document as the query returns it. */
export interface ReferencingDocument {
  _id: string
  _type: string
  _updatedAt?: string
}

/** The query's and the listener's parameters: both ids of the pair, whichever one is given. */
export function incomingReferencesParams(documentId: string): {ids: string[]} {
  return {ids: [getPublishedId(documentId), getDraftId(documentId)]}
}

/**
 * The query's documents grouped into one row per draft/published pair, in the order the newest
 * version of each pair came (the query sorts newest first). At most {@link INCOMING_REFERENCES_LIMIT}
 * documents count; `truncated` tells whether there were more.
 */
export function groupIncomingReferences(documents: readonly ReferencingDocument[]): {
  references: IncomingReference[]
  truncated: boolean
} {
  const rows = new Map<string, IncomingReference>()
  for (const doc of documents.slice(0, INCOMING_REFERENCES_LIMIT)) {
    const id = getPublishedId(doc._id)
    const draft = isDraftId(doc._id)
    const row = rows.get(id) ?? {
      id,
      type: doc._type,
      previewId: doc._id,
      hasDraft: false,
      hasPublished: false,
    }
    if (draft) {
      row.hasDraft = true
      row.previewId = doc._id
    } else {
      row.hasPublished = true
    }
    rows.set(id, row)
  }
  return {references: [...rows.values()], truncated: documents.length > INCOMING_REFERENCES_LIMIT}
}
