import type {VersionStep} from '../storage/types.js'

/**
 * One event of the Events API (`/data/history/:dataset/events/documents/:id`), as Sanity's studio
 * reads them in its history panel. `documentId` is the published id of the document group; the
 * studio derives each event's own id from the revisions.
 */
export type DocumentGroupEvent =
  | VersionEvent<'createDocumentVersion'>
  | VersionEvent<'deleteDocumentVersion'>
  | (VersionEvent<'publishDocumentVersion'> & {revisionId: string; publishCause: PublishCause})
  | VersionEvent<'unpublishDocument'>
  | (BaseEvent<'createLiveDocument' | 'updateLiveDocument'> & {revisionId: string})
  | BaseEvent<'deleteDocumentGroup'>

type PublishCause = 'document.publish' | 'release.publish'

interface BaseEvent<T extends string> {
  type: T
  timestamp: string
  author: string
  documentId: string
}

interface VersionEvent<T extends string> extends BaseEvent<T> {
  /** The draft's or version's id and its revision (before a publish or deletion, else after). */
  versionId: string
  versionRevisionId: string
  /** The release of a `versions.<release>.` document, '' for drafts. */
  releaseId: string
}

/** What one transaction did to the variant (draft or version) and to the published document. */
interface GroupStep {
  seq: number
  variant?: VersionStep
  published?: VersionStep
}

const created = (step?: VersionStep) => Boolean(step && step.present && !step.previousPresent)
const deleted = (step?: VersionStep) => Boolean(step && !step.present && step.previousPresent)

/**
 * The events of one transaction, as seen from `requestedId`: the variant (draft or version) sees its
 * creation, deletion, publication and the group's deletion; the published document sees publications,
 * unpublishing, edits made to it directly (live edit, API) and the group's deletion. Edits of a draft
 * are no events: the studio builds those from the transactions.
 */
export function eventsOfStep(
  step: GroupStep,
  requestedId: string,
  publishedId: string,
): DocumentGroupEvent[] {
  const {variant, published} = step
  const first = variant ?? published
  if (!first) return []
  const base = {timestamp: first.timestamp, author: first.author, documentId: publishedId}
  const variantId = variant?.documentId ?? variantIdOf(publishedId, requestedId)
  const releaseId = variantId?.startsWith('versions.') ? variantId.split('.')[1] : ''
  const forPublished = requestedId === publishedId
  const events: DocumentGroupEvent[] = []

  if (variant && deleted(variant) && published?.present) {
    events.push({
      ...base,
      type: 'publishDocumentVersion',
      revisionId: published.rev,
      versionId: variant.documentId,
      versionRevisionId: variant.previousRev ?? variant.rev,
      releaseId,
      publishCause: releaseId ? 'release.publish' : 'document.publish',
    })
    return events
  }
  if (published && deleted(published)) {
    if (variant ? variant.present : published.partnerPresent) {
      if (forPublished)
        events.push({
          ...base,
          type: 'unpublishDocument',
          versionId: variant?.documentId ?? variantIdOf(publishedId, requestedId),
          versionRevisionId: variant?.rev ?? '',
          releaseId,
        })
      else if (variant && created(variant))
        events.push({
          ...base,
          type: 'createDocumentVersion',
          versionId: variant.documentId,
          versionRevisionId: variant.rev,
          releaseId,
        })
    } else {
      events.push({...base, type: 'deleteDocumentGroup'})
    }
    return events
  }
  if (!forPublished && variant) {
    if (created(variant))
      events.push({
        ...base,
        type: 'createDocumentVersion',
        versionId: variant.documentId,
        versionRevisionId: variant.rev,
        releaseId,
      })
    else if (deleted(variant))
      events.push({
        ...base,
        type: 'deleteDocumentVersion',
        versionId: variant.documentId,
        versionRevisionId: variant.previousRev ?? variant.rev,
        releaseId,
      })
  }
  if (forPublished && published && published.present)
    events.push({
      ...base,
      type: created(published) ? 'createLiveDocument' : 'updateLiveDocument',
      revisionId: published.rev,
    })
  return events
}

/** Steps of the same transaction (newest first) joined into one per transaction. */
export function* groupSteps(steps: Iterable<VersionStep>, publishedId: string): Generator<GroupStep> {
  let current: GroupStep | undefined
  for (const step of steps) {
    if (current && current.seq !== step.seq) {
      yield current
      current = undefined
    }
    current ??= {seq: step.seq}
    if (step.documentId === publishedId) current.published = step
    else current.variant = step
  }
  if (current) yield current
}

/** The draft of a published id, or the variant that was asked for. */
function variantIdOf(publishedId: string, requestedId: string): string {
  return requestedId === publishedId ? `drafts.${publishedId}` : requestedId
}
