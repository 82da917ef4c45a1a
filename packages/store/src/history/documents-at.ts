import type {SanityClient} from '@sanity/client'
import type {SanityDocument} from '@tessera/types'
import {HISTORY_TAG} from './constants.js'
import {getDraftId, getPublishedId} from '../documents/ids.js'

export interface HistoryQuery {
  /** An ISO 8601 time. */
  time?: string
  /** A transaction id (a document `_rev`). */
  revision?: string
}

/**
 * Documents as they were at a time or a revision (`GET /data/history/{dataset}/documents/{ids}`).
 * A document that did not exist then is left out.
 */
export async function getHistory(
  client: SanityClient,
  documentIds: readonly string[],
  query: HistoryQuery,
): Promise<SanityDocument[]> {
  if (query.time && query.revision)
    throw new Error("getHistory can't handle both time and revision parameters")
  const {dataset} = client.config()
  const ids = documentIds.map(encodeURIComponent).join(',')
  const response = await client.request<{documents: SanityDocument[]}>({
    uri: `/data/history/${dataset}/documents/${ids}`,
    query: {...(query.time ? {time: query.time} : {}), ...(query.revision ? {revision: query.revision} : {})},
    tag: HISTORY_TAG,
  })
  return response.documents
}

/** Fetches a document of a pair as it was at a revision (injectable, e.g. for tests). */
export type FetchDocumentAtRevision = (documentId: string, revision: string) => Promise<SanityDocument | null>

/**
 * A document pair as it was after the transaction `revision`: the draft if that version of the
 * document is a draft, else the published one; null if the revision did not write the document.
 */
export async function fetchDocumentAtRevision(
  client: SanityClient,
  documentId: string,
  revision: string,
): Promise<SanityDocument | null> {
  const publishedId = getPublishedId(documentId)
  const draftId = getDraftId(documentId)
  let documents: SanityDocument[]
  try {
    documents = await getHistory(client, [publishedId, draftId], {revision})
  } catch (err) {
    // The lake answers 404 when the revision wrote neither version.
    if ((err as {statusCode?: number}).statusCode === 404) return null
    throw err
  }
  const draft = documents.find((doc) => doc._id === draftId)
  const published = documents.find((doc) => doc._id === publishedId)
  return draft ?? published ?? null
}
