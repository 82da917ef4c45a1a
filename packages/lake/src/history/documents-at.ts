import type {SanityDocument} from '@tessera/types'
import {badRequest, notFound} from '../errors.js'
import {booleanOption} from '../http/options.js'
import type {LakeStorage} from '../storage/types.js'
import {timeOption} from './time-option.js'

/** The studio's own wording for this mistake, so it reads the same whichever side catches it. */
export const BOTH_TIME_AND_REVISION = "getHistory can't handle both time and revision parameters"

/**
 * The documents endpoint: each requested document as it was at `revision`, at `time`, or at its
 * `lastRevision` (exactly one of them). Documents absent at that point are left out.
 */
export function documentsAt(
  storage: LakeStorage,
  dataset: string,
  ids: string[],
  query: URLSearchParams,
  /** Which past versions the caller may see; the others are as if absent (see history-access.ts). */
  visible: (doc: SanityDocument) => boolean = () => true,
): SanityDocument[] {
  const revision = query.get('revision') || undefined
  const hasTime = Boolean(query.get('time'))
  const lastRevision = booleanOption(query, 'lastRevision', false)
  if (revision !== undefined && hasTime) throw badRequest(BOTH_TIME_AND_REVISION, 'invalidOptionError')
  if ([revision !== undefined, hasTime, lastRevision].filter(Boolean).length > 1) {
    throw badRequest('Give only one of "time", "revision" and "lastRevision"', 'invalidOptionError')
  }

  if (revision !== undefined) {
    const found = ids.map((id) => {
      // null: the revision deleted it; undefined: not a revision of it (or not one the caller may see).
      const doc = storage.getDocumentAtRevision(dataset, id, revision)
      return doc && !visible(doc) ? undefined : doc
    })
    if (found.every((doc) => doc === undefined)) {
      throw notFound(`Revision "${revision}" not found for document ${ids.map((id) => `"${id}"`).join(', ')}`)
    }
    return found.filter((doc): doc is SanityDocument => Boolean(doc))
  }
  if (hasTime) {
    const time = timeOption(query, 'time')!
    return present(ids.map((id) => storage.getDocumentAtTime(dataset, id, time))).filter(visible)
  }
  if (lastRevision) return present(ids.map((id) => storage.getLastRevision(dataset, id))).filter(visible)
  throw badRequest('Give "time" (an ISO 8601 time) or "revision" (a document _rev)', 'invalidOptionError')
}

function present(docs: (SanityDocument | null)[]): SanityDocument[] {
  return docs.filter((doc): doc is SanityDocument => doc !== null)
}
