import type {OperationContext} from './operation-types.js'

/**
 * Spec 002 §4 Restore, through the history store's `restoreRevision` (dead references and
 * `_updatedAt` stripped, createOrReplace of the draft, or of the published document for live-edit
 * types, with async visibility). Pending edits are committed first, so the restore lands after them
 * rather than being rebased under them; resolves once the pair has seen the restore.
 */
export async function executeRestore(context: OperationContext, revision: string): Promise<void> {
  const {client, pair, idPair, liveEdit} = context
  await pair.flushAndWait()
  // Loaded on first use: restoring is rare, and operations are created for every open document.
  const {restoreRevision} = await import('../../history/restore.js')
  const {transactionId} = await restoreRevision(
    client,
    context.fetchDocumentAtRevision,
    idPair.publishedId,
    revision,
    {
      liveEdit,
    },
  )
  await pair.waitForTransaction(transactionId)
}
