import {getDraftId, getPublishedId, type WorkspaceKernel} from '@tessera/store'

/** Referring documents counted at most; spec/002 §9 caps referrer lookups at 101 documents. */
export const REFERRING_DOCUMENTS_LIMIT = 100

/**
 * Ids of the documents referring to either version of the pair, the pair itself left out (a document
 * may refer to itself). One more than the limit is asked for, so the count can say "more than".
 */
export const REFERRING_DOCUMENTS_QUERY = `*[references($ids) && !(_id in $ids)][0...${
  REFERRING_DOCUMENTS_LIMIT + 1
}]._id`

export const REFERRING_DOCUMENTS_TAG = 'structure.delete-action.referrers'

/** How many other documents refer to a document; `more` when there were more than the limit. */
export interface ReferringDocumentsCount {
  count: number
  more: boolean
}

/**
 * Counts the documents that refer to `documentId` (published or draft id), a referrer's draft and
 * published versions as one: that is how many documents an editor would have to change.
 */
export async function countReferringDocuments(
  client: WorkspaceKernel['client'],
  documentId: string,
): Promise<ReferringDocumentsCount> {
  const ids = [getPublishedId(documentId), getDraftId(documentId)]
  const referrers = await client.fetch<string[]>(
    REFERRING_DOCUMENTS_QUERY,
    {ids},
    {tag: REFERRING_DOCUMENTS_TAG},
  )
  const more = referrers.length > REFERRING_DOCUMENTS_LIMIT
  const pairs = new Set(referrers.slice(0, REFERRING_DOCUMENTS_LIMIT).map((id) => getPublishedId(id)))
  return {count: pairs.size, more}
}
