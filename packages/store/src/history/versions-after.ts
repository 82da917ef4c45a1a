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
 * The versions after a chunk when they are known without asking the lake (so the change viewer can
 * show them in the same render): nothing for the initial chunk; a version the chunk's last transaction
 * deleted; one whose current revision is that transaction (nothing wrote it since). 'Since the last
 * published version' is usually both: the publish deleted the draft and the published copy has not
 * changed since. Undefined when either version must be read.
 */
export function knownVersionsAfter(
  chunk: Chunk,
  lastTransaction: TimelineTransaction | undefined,
  current?: {draft: SanityDocument | null; published: SanityDocument | null},
): PairVersions | undefined {
  if (chunk.type === 'initial') return {draft: null, published: null}
  if (!lastTransaction) return undefined
  const known = (effect: TimelineTransaction['draftEffect'], now: SanityDocument | null | undefined) =>
    effectKind(effect) === 'deleted' ? null : now && now._rev === chunk.id ? now : undefined
  const draft = known(lastTransaction.draftEffect, current?.draft)
  const published = known(lastTransaction.publishedEffect, current?.published)
  return draft !== undefined && published !== undefined ? {draft, published} : undefined
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
  const known = knownVersionsAfter(chunk, lastTransaction, current)
  if (known) return known
  const draftId = getDraftId(documentId)
  const publishedId = getPublishedId(documentId)
  const ids = [publishedId, draftId]
  const draftKind = lastTransaction ? effectKind(lastTransaction.draftEffect) : 'untouched'
  const publishedKind = lastTransaction ? effectKind(lastTransaction.publishedEffect) : 'untouched'
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
