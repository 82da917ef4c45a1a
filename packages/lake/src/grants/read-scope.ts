import type {SanityDocument} from '@tessera/types'
import {getPublishedId, isDraftId, isPublishedId} from '../documents/ids.js'

/**
 * The documents of one dataset version that a caller may read, in the shape queries use (the same
 * perspectives as DatasetIndex). Built once per dataset version and role set, then shared by every
 * query of those roles until the next write.
 */
export class ReadScope {
  readonly version: number
  private readonly raw: SanityDocument[]
  private readonly members: Set<SanityDocument>
  private publishedCache: SanityDocument[] | undefined
  private draftsCache: SanityDocument[] | undefined

  constructor(version: number, readable: SanityDocument[]) {
    this.version = version
    this.raw = readable
    this.members = new Set(readable)
  }

  /** Whether this document object (as held by the dataset index) is readable. */
  has(doc: SanityDocument): boolean {
    return this.members.has(doc)
  }

  all(): SanityDocument[] {
    return this.raw
  }

  published(): SanityDocument[] {
    this.publishedCache ??= this.raw.filter((doc) => isPublishedId(doc._id))
    return this.publishedCache
  }

  /**
   * The drafts overlay of the readable documents: a readable draft stands in for its published
   * document; an unreadable draft leaves the published one (if readable) in place.
   */
  drafts(): SanityDocument[] {
    if (this.draftsCache) return this.draftsCache
    const ids = new Set(this.raw.map((doc) => doc._id))
    const result: SanityDocument[] = []
    for (const doc of this.raw) {
      if (isDraftId(doc._id)) result.push({...doc, _id: getPublishedId(doc._id), _originalId: doc._id})
      else if (isPublishedId(doc._id) && !ids.has(`drafts.${doc._id}`)) result.push(doc)
    }
    this.draftsCache = result
    return result
  }
}
