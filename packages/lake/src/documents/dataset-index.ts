import type {SanityDocument} from '@tessera/types'
import {extractReferences} from './references.js'
import {getPublishedId, isDraftId, isPublishedId} from './ids.js'

/**
 * The current documents of one dataset, held in memory for queries, with the indexes that let common
 * filters (`_type ==`, `_id ==`, `_id in`, `references()`) skip a full scan. SQLite stays the durable
 * copy; this index is rebuilt from it at start and updated after every commit.
 */
export class DatasetIndex {
  readonly name: string
  private readonly docs = new Map<string, SanityDocument>()
  /** Per type, id → document, in the same order as `docs`: lists of one type need no id lookups. */
  private readonly byType = new Map<string, Map<string, SanityDocument>>()
  private readonly refsTo = new Map<string, Set<string>>()
  private readonly strongRefsTo = new Map<string, Set<string>>()
  private readonly refsFrom = new Map<string, {all: Set<string>; strong: Set<string>}>()
  /** Per id, where the document is in `docs` (which keeps the order of the last writes). */
  private readonly positions = new Map<string, number>()
  private nextPosition = 0
  private rawCache: SanityDocument[] | undefined
  private publishedCache: SanityDocument[] | undefined
  private draftsCache: SanityDocument[] | undefined
  /** Bumped on every change; caches and listeners compare against it. */
  version = 0

  constructor(name: string) {
    this.name = name
  }

  get size(): number {
    return this.docs.size
  }

  get(id: string): SanityDocument | undefined {
    return this.docs.get(id)
  }

  has(id: string): boolean {
    return this.docs.has(id)
  }

  put(doc: SanityDocument): void {
    this.remove(doc._id)
    this.docs.set(doc._id, doc)
    this.positions.set(doc._id, this.nextPosition++)
    let ofType = this.byType.get(doc._type)
    if (!ofType) {
      ofType = new Map()
      this.byType.set(doc._type, ofType)
    }
    ofType.set(doc._id, doc)
    const refs = extractReferences(doc)
    this.refsFrom.set(doc._id, refs)
    for (const target of refs.all) addTo(this.refsTo, target, doc._id)
    for (const target of refs.strong) addTo(this.strongRefsTo, target, doc._id)
    this.changed()
  }

  remove(id: string): void {
    const existing = this.docs.get(id)
    if (!existing) return
    this.docs.delete(id)
    this.positions.delete(id)
    const ofType = this.byType.get(existing._type)
    ofType?.delete(id)
    if (ofType?.size === 0) this.byType.delete(existing._type)
    const refs = this.refsFrom.get(id)
    if (refs) {
      for (const target of refs.all) removeFrom(this.refsTo, target, id)
      for (const target of refs.strong) removeFrom(this.strongRefsTo, target, id)
      this.refsFrom.delete(id)
    }
    this.changed()
  }

  /**
   * Where a document is in the dataset's order (a larger number comes later), so candidates found
   * elsewhere (the search index) can be put in the order a scan would visit them.
   */
  position(id: string): number | undefined {
    return this.positions.get(id)
  }

  /** Ids of the documents that hold a strong reference to `id`. */
  strongReferrers(id: string): ReadonlySet<string> {
    return this.strongRefsTo.get(id) ?? EMPTY
  }

  referrers(id: string): ReadonlySet<string> {
    return this.refsTo.get(id) ?? EMPTY
  }

  /** The documents of one type, by id. */
  documentsOfType(type: string): ReadonlyMap<string, SanityDocument> {
    return this.byType.get(type) ?? NO_DOCUMENTS
  }

  /** Every document, as the raw perspective sees them. */
  all(): SanityDocument[] {
    this.rawCache ??= Array.from(this.docs.values())
    return this.rawCache
  }

  /** Documents outside `drafts.` and `versions.`. */
  published(): SanityDocument[] {
    this.publishedCache ??= this.all().filter((doc) => isPublishedId(doc._id))
    return this.publishedCache
  }

  /**
   * The drafts perspective: each draft stands in for its published document, under the published id,
   * with `_originalId` telling where it came from.
   */
  drafts(): SanityDocument[] {
    if (this.draftsCache) return this.draftsCache
    const result: SanityDocument[] = []
    for (const doc of this.docs.values()) {
      if (isDraftId(doc._id)) {
        result.push({...doc, _id: getPublishedId(doc._id), _originalId: doc._id})
      } else if (isPublishedId(doc._id) && !this.docs.has(`drafts.${doc._id}`)) {
        result.push(doc)
      }
    }
    this.draftsCache = result
    return result
  }

  private changed(): void {
    this.version++
    this.rawCache = undefined
    this.publishedCache = undefined
    this.draftsCache = undefined
  }
}

const EMPTY: ReadonlySet<string> = new Set()
const NO_DOCUMENTS: ReadonlyMap<string, SanityDocument> = new Map()

function addTo(map: Map<string, Set<string>>, key: string, id: string): void {
  let set = map.get(key)
  if (!set) {
    set = new Set()
    map.set(key, set)
  }
  set.add(id)
}

function removeFrom(map: Map<string, Set<string>>, key: string, id: string): void {
  const set = map.get(key)
  if (!set) return
  set.delete(id)
  if (set.size === 0) map.delete(key)
}
