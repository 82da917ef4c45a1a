import type {HistoryTransaction, SanityDocument} from '@tessera/types'
import type {LakeKernel} from '../kernel.js'
import type {HistoryTransactionRow, LakeStorage} from '../storage/types.js'
import type {DocumentAccess} from './document-access.js'
import {historyDenied} from './permission-errors.js'

/**
 * The history endpoints need "history" on every requested document, judged on its current version or,
 * once deleted, on its last one. An id that never existed has no history to protect.
 */
export function requireHistory(
  access: DocumentAccess,
  kernel: LakeKernel,
  dataset: string,
  ids: string[],
): void {
  if (access.everywhere('history')) return
  const index = kernel.dataset(dataset)
  for (const id of ids) {
    const doc = index.get(id) ?? kernel.storage.getLastRevision(dataset, id)
    if (!access.can('history', doc)) throw historyDenied(id)
  }
}

/**
 * Whether transaction lines must be cut down to the requested documents: a transaction can also have
 * written documents this caller may not read or see the history of.
 */
export function historyIsPartial(access: DocumentAccess): boolean {
  return !(access.everywhere('read') && access.everywhere('history'))
}

/** A past version the caller may see: one they may read and see the history of, as it was then. */
export function mayReadVersion(access: DocumentAccess, doc: SanityDocument): boolean {
  return access.can('read', doc) && access.can('history', doc)
}

/**
 * The requested documents whose change in this transaction the caller may see: the document's
 * versions right before and right after it must both be ones they may see (or absent), since a
 * transaction's effects and mutations reveal both. Access to the current version is not enough: an
 * id that was once secret (or a deleted draft's id, created again) keeps its past to itself.
 */
export function visibleChanges(
  access: DocumentAccess,
  storage: LakeStorage,
  dataset: string,
  row: HistoryTransactionRow,
  requested: ReadonlySet<string>,
): Set<string> {
  const visible = new Set<string>()
  const justBefore = new Date(Date.parse(row.timestamp) - 1).toISOString()
  for (const id of row.documentIds) {
    if (!requested.has(id)) continue
    const after = storage.getDocumentAtRevision(dataset, id, row.id)
    const before = storage.getDocumentAtTime(dataset, id, justBefore)
    if ((!after || mayReadVersion(access, after)) && (!before || mayReadVersion(access, before)))
      visible.add(id)
  }
  return visible
}

/**
 * A transaction line limited to the requested documents: other written documents are not listed, and
 * only the mutations (or actions) that name a requested document by id are kept.
 */
export function restrictLine(line: HistoryTransaction, requested: ReadonlySet<string>): HistoryTransaction {
  const restricted = {...line, documentIDs: line.documentIDs.filter((id) => requested.has(id))}
  if (line.effects)
    restricted.effects = Object.fromEntries(Object.entries(line.effects).filter(([id]) => requested.has(id)))
  if (line.mutations)
    restricted.mutations = line.mutations.filter((mutation) => namesAny(mutation, requested))
  return restricted
}

const ID_FIELDS = ['_id', 'id', 'publishedId', 'draftId'] as const

/** A mutation `{create: {_id}}`, `{patch: {id}}`, or an action `{actionType, publishedId, draftId}`. */
function namesAny(mutation: unknown, ids: ReadonlySet<string>): boolean {
  if (mutation === null || typeof mutation !== 'object') return false
  const bodies = [mutation, ...Object.values(mutation)]
  return bodies.some((body) => {
    if (body === null || typeof body !== 'object') return false
    const record = body as Record<string, unknown>
    return ID_FIELDS.some((field) => typeof record[field] === 'string' && ids.has(record[field]))
  })
}
