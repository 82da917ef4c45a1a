import type {SanityDocument} from '@tessera/types'
import type {DatasetIndex} from '../documents/dataset-index.js'
import {getDraftId, getPublishedId, isDraftId, isPublishedId} from '../documents/ids.js'
import {derivedValue} from './derived-values.js'

/** The documents a caller may read (a read scope); absent when they may read everything. */
export type ReadableFilter = {has(doc: SanityDocument): boolean}

/**
 * The drafts perspective, as `DatasetIndex.drafts()` and `ReadScope.drafts()` describe it: a readable
 * draft stands in for its published document under the published id, with `_originalId` naming the
 * draft; a published document shows where it has no readable draft; `versions.` documents do not show.
 */
export interface DraftsView {
  /** What `*` is in the drafts perspective, in dataset order (each overlay where its draft is). */
  documents: SanityDocument[]
  /** Published ids that have a readable draft. */
  drafted: ReadonlySet<string>
}

/**
 * The drafts view of `readable` (every document, or a read scope's), built once per array. One pass
 * that looks up only ids it already holds: building `drafts.${id}` for each of 100,000 documents
 * costs more than the rest of a list query.
 */
export function draftsView(readable: SanityDocument[]): DraftsView {
  return derivedValue(readable, 'drafts view', () => {
    const drafted = new Set<string>()
    for (const doc of readable) if (isDraftId(doc._id)) drafted.add(getPublishedId(doc._id))
    const documents: SanityDocument[] = []
    for (const doc of readable) {
      if (isDraftId(doc._id)) documents.push(overlayOf(doc))
      else if (isPublishedId(doc._id) && !drafted.has(doc._id)) documents.push(doc)
    }
    return {documents, drafted}
  })
}

// A draft object always gets the same overlay copy: documents are replaced on every write, never
// changed, so the copy cannot go stale, and it goes when the draft object does.
const overlays = new WeakMap<SanityDocument, SanityDocument>()

/** The draft as the drafts perspective shows it: under the published id, `_originalId` the draft's. */
export function overlayOf(draft: SanityDocument): SanityDocument {
  let overlay = overlays.get(draft)
  if (!overlay) {
    overlay = {...draft, _id: getPublishedId(draft._id), _originalId: draft._id}
    overlays.set(draft, overlay)
  }
  return overlay
}

function readable(
  doc: SanityDocument | undefined,
  scope: ReadableFilter | undefined,
): SanityDocument | undefined {
  return doc && (!scope || scope.has(doc)) ? doc : undefined
}

/** What the drafts perspective shows in place of a raw document, or undefined when it shows nothing for it. */
export function draftsViewOf(
  doc: SanityDocument,
  view: DraftsView,
  scope: ReadableFilter | undefined,
): SanityDocument | undefined {
  if (!readable(doc, scope)) return undefined
  if (isDraftId(doc._id)) return overlayOf(doc)
  // A published document with a readable draft shows as that draft (where the draft is visited).
  return isPublishedId(doc._id) && !view.drafted.has(doc._id) ? doc : undefined
}

/** The document the drafts perspective shows under `id`, if any (never one for a draft id). */
export function draftsDocumentWithId(
  id: string,
  index: DatasetIndex,
  scope: ReadableFilter | undefined,
): SanityDocument | undefined {
  if (!isPublishedId(id)) return undefined
  const draft = readable(index.get(getDraftId(id)), scope)
  return draft ? overlayOf(draft) : readable(index.get(id), scope)
}
