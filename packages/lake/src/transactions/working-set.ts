import type {SanityDocument} from '@tessera/types'
import type {DatasetIndex} from '../documents/dataset-index.js'
import type {DocumentAccess} from '../grants/document-access.js'
import {type WriteOperation, writeDenied} from '../grants/permission-errors.js'
import {LakeError} from '../errors.js'
import {DEFAULT_PATCH_LIMITS, type PatchLimits} from '../mutations/patch-limits.js'
import {runQuery} from '../query/run-query.js'

/**
 * The documents as a transaction sees them while it runs: the committed state with the transaction's
 * own writes on top. Nothing here is visible to anyone else until the commit.
 */
export class WorkingSet {
  readonly index: DatasetIndex
  readonly transactionId: string
  readonly timestamp: string
  private readonly writes = new Map<string, SanityDocument | null>()
  private readonly notes = new Map<string, unknown[]>()
  /** The writer's access: query-selected writes see only the documents they may read. */
  private readonly access: DocumentAccess | undefined
  /** What one patch may cost, and how long the whole transaction may take to apply. */
  readonly limits: PatchLimits
  private readonly deadline: number

  constructor(
    index: DatasetIndex,
    transactionId: string,
    timestamp: string,
    access?: DocumentAccess,
    limits: PatchLimits = DEFAULT_PATCH_LIMITS,
  ) {
    this.index = index
    this.transactionId = transactionId
    this.timestamp = timestamp
    this.access = access
    this.limits = limits
    this.deadline = performance.now() + limits.maxWriteMillis
  }

  /**
   * Called between the operations of a transaction: every operation is bounded on its own, but
   * thousands of them (each copying a large document, say) would still hold up every other request.
   */
  checkDeadline(): void {
    if (performance.now() <= this.deadline) return
    const description = `The transaction took longer than ${this.limits.maxWriteMillis} ms to apply (see "maxWriteMillis"): nothing was written; send fewer or smaller mutations per transaction`
    throw new LakeError(413, description, {type: 'transactionTooLargeError', description})
  }

  get(id: string): SanityDocument | null {
    if (this.writes.has(id)) return this.writes.get(id) ?? null
    return this.index.get(id) ?? null
  }

  /**
   * The document as the caller may know it: an existing document the caller may not read is as if it
   * did not exist, so no answer (an error, a conflict, a copy) says anything about what it holds.
   */
  visible(id: string): SanityDocument | null {
    const doc = this.get(id)
    if (!doc || !this.access || this.access.everywhere('read') || this.access.can('read', doc)) return doc
    return null
  }

  /**
   * The document a write changes, checked before anything else happens to it: unreadable ones are as
   * if missing (`visible`), and one the caller may read but not update is refused at once, with the
   * same 403 whatever it holds, before any revision check or patch could say more about it. The
   * result is checked again as a whole when the transaction is built (check-writes.ts).
   */
  forWrite(id: string, operation: WriteOperation): SanityDocument | null {
    const doc = this.visible(id)
    if (doc && this.access && !this.access.everywhere('update') && !this.access.can('update', doc)) {
      throw writeDenied(operation, id, 'update')
    }
    return doc
  }

  /** Stores a new version, stamping `_rev` and `_updatedAt` the way every write does. */
  put(doc: SanityDocument): SanityDocument {
    const stamped = {...doc, _rev: this.transactionId, _updatedAt: this.timestamp}
    this.writes.set(doc._id, stamped)
    return stamped
  }

  delete(id: string): void {
    this.writes.set(id, null)
  }

  /**
   * Records a mutation, rewritten to name this document by id, as applied to it. Listen events carry
   * these, so a client that replays mutations never sees one meant for another document.
   */
  note(id: string, mutation: unknown): void {
    const list = this.notes.get(id)
    if (list) list.push(mutation)
    else this.notes.set(id, [mutation])
  }

  mutationsFor(id: string): unknown[] {
    return this.notes.get(id) ?? []
  }

  /** Ids written by this transaction whose final state differs in existence or content from before. */
  changedIds(): string[] {
    return [...this.writes.keys()].filter((id) => !(this.writes.get(id) === null && !this.index.has(id)))
  }

  before(id: string): SanityDocument | null {
    return this.index.get(id) ?? null
  }

  /** The ids a GROQ query selects (for patch and delete by query), seeing this transaction's writes. */
  idsMatching(query: string, params: Record<string, unknown>): string[] {
    const result =
      this.writes.size === 0
        ? runQuery(this.index, {query, params, perspective: 'raw', scope: this.access?.readScope(this.index)})
        : this.queryOverlay(query, params)
    const docs = Array.isArray(result) ? result : result ? [result] : []
    return docs
      .map((doc) => (doc && typeof doc === 'object' ? (doc as {_id?: unknown})._id : undefined))
      .filter((id): id is string => typeof id === 'string')
  }

  private queryOverlay(query: string, params: Record<string, unknown>): unknown {
    // Rare path (a query-selected write after another write in the same transaction): query a
    // throwaway index holding the overlaid documents.
    const overlay = new (this.index.constructor as new (name: string) => DatasetIndex)(this.index.name)
    for (const doc of this.index.all()) if (!this.writes.has(doc._id)) overlay.put(doc)
    for (const doc of this.writes.values()) if (doc) overlay.put(doc)
    return runQuery(overlay, {query, params, perspective: 'raw', scope: this.access?.readScope(overlay)})
  }
}
