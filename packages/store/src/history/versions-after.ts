import type {SanityClient} from '@sanity/client'
import type {SanityDocument} from '@tessera/types'
import {getHistory} from './documents-at.js'
import {effectKind} from './effects.js'
import {getDraftId, getPublishedId} from '../documents/ids.js'
import type {Chunk, TimelineTransaction} from './types.js'

export interface PairVersions {
  draft: SanityDocument | null
  published: SanityDocument | null
}

/**
 * Both versions of a pair right after a chunk: nothing for the initial chunk; otherwise what the
 * chunk's last transaction wrote (asked by revision, exact) and, for a version it did not touch, the
 * version at the chunk's end time. The change viewer replays later transactions over these.
 */
export async function fetchVersionsAfter(
  client: SanityClient,
  documentId: string,
  chunk: Chunk,
  lastTransaction: TimelineTransaction | undefined,
  /** The pair as it is now (the document store's): a version not written since is taken from here. */
  current?: {draft: SanityDocument | null; published: SanityDocument | null},
): Promise<PairVersions> {
  if (chunk.type === 'initial') return {draft: null, published: null}
  const draftId = getDraftId(documentId)
  const publishedId = getPublishedId(documentId)
  const ids = [publishedId, draftId]
  const draftKind = lastTransaction ? effectKind(lastTransaction.draftEffect) : 'untouched'
  const publishedKind = lastTransaction ? effectKind(lastTransaction.publishedEffect) : 'untouched'
  // Known without asking: a version the chunk's last transaction deleted, or one whose current
  // revision is that transaction (nothing wrote it since). 'Since the last published version' is
  // usually both: the publish deleted the draft and the published copy has not changed since.
  const known = (kind: typeof draftKind, now: SanityDocument | null | undefined) =>
    kind === 'deleted' ? null : now && now._rev === chunk.id ? now : undefined
  const knownDraft = lastTransaction ? known(draftKind, current?.draft) : undefined
  const knownPublished = lastTransaction ? known(publishedKind, current?.published) : undefined
  if (knownDraft !== undefined && knownPublished !== undefined) {
    return {draft: knownDraft, published: knownPublished}
  }
  // A publish (or any transaction that wrote or deleted both) says all by revision: no time query.
  const needsTime = draftKind === 'untouched' || publishedKind === 'untouched'
  const [atTime, atRevision] = await Promise.all([
    needsTime ? getHistory(client, ids, {time: chunk.endTimestamp}) : Promise.resolve([] as SanityDocument[]),
    getHistory(client, ids, {revision: chunk.id}).catch((err: {statusCode?: number}) => {
      // 404: the revision wrote neither version (it cannot be, for a chunk's own id, but be lenient).
      if (err.statusCode === 404) return [] as SanityDocument[]
      throw err
    }),
  ])
  const pick = (id: string, effect: TimelineTransaction['draftEffect']): SanityDocument | null => {
    const kind = lastTransaction ? effectKind(effect) : 'untouched'
    if (kind === 'deleted') return null
    if (kind === 'written') return atRevision.find((doc) => doc._id === id) ?? null
    return atTime.find((doc) => doc._id === id) ?? null
  }
  return {
    draft: pick(draftId, lastTransaction?.draftEffect),
    published: pick(publishedId, lastTransaction?.publishedEffect),
  }
}
