import type {SanityDocument} from '@tessera/types'
import {LakeError, mutationError} from '../errors.js'
import type {DocumentAccess} from '../grants/document-access.js'
import {checkWritePermissions} from '../grants/check-writes.js'
import {documentEffects} from '../mendoza/document-effects.js'
import type {StoredTransaction} from '../storage/types.js'
import {checkReferences} from './check-references.js'
import type {WorkingSet} from './working-set.js'

export interface TransactionMeta {
  author: string
  /** The writer's grants; checked first, so a refused write learns nothing from the other checks. */
  access: DocumentAccess
  mutations: unknown[]
  maxDocumentBytes: number
  errorKind: 'mutationError' | 'actionError'
}

/**
 * Turns a finished working set into a transaction ready to store: checks the writer's permissions,
 * document sizes and references (failing the whole transaction) and computes each document's Mendoza
 * effects.
 */
export function buildTransaction(working: WorkingSet, meta: TransactionMeta): StoredTransaction {
  const changes = working.changedIds().map((id) => ({
    id,
    before: working.before(id),
    after: working.get(id),
  }))
  checkWritePermissions(changes, meta.access)
  for (const change of changes) {
    working.checkDeadline()
    checkSize(change.after, meta.maxDocumentBytes)
  }
  const problems = checkReferences(working, changes)
  if (problems.length > 0) throw mutationError(409, problems, meta.errorKind)
  return {
    id: working.transactionId,
    dataset: working.index.name,
    timestamp: working.timestamp,
    author: meta.author,
    mutations: meta.mutations,
    changes: changes.map((change) => {
      working.checkDeadline()
      return {
        ...change,
        mutations: working.mutationsFor(change.id),
        effects: documentEffects(change.before, change.after),
      }
    }),
  }
}

function checkSize(doc: SanityDocument | null, limit: number): void {
  if (!doc) return
  const bytes = Buffer.byteLength(JSON.stringify(doc))
  if (bytes > limit) {
    const description = `Document "${doc._id}" is ${bytes} bytes, over the limit of ${limit} bytes`
    throw new LakeError(413, description, {type: 'documentTooLargeError', description, id: doc._id})
  }
}
