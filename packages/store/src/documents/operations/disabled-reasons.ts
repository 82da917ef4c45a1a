/**
 * Why an operation is disabled (`operation.disabled`), as stable constants a UI can translate:
 * - `NOT_READY`: the document's snapshots have not arrived yet (every operation).
 * - `LIVE_EDIT_ENABLED`: the type is live edit, so there is no draft to publish or unpublish into.
 * - `ALREADY_PUBLISHED`: publish, when there is no draft and the published document exists.
 * - `NO_CHANGES`: publish, when neither exists; discardChanges, when there is no draft.
 * - `NOT_PUBLISHED`: unpublish, when there is no published document; discardChanges, when the
 *   document was never published (discarding would delete it: use delete).
 * - `NOTHING_TO_DELETE`: delete, when neither the draft nor the published document exists.
 * - `NOTHING_TO_DUPLICATE`: duplicate, when neither exists.
 */
export const DISABLED_REASONS = {
  NOT_READY: 'NOT_READY',
  LIVE_EDIT_ENABLED: 'LIVE_EDIT_ENABLED',
  ALREADY_PUBLISHED: 'ALREADY_PUBLISHED',
  NO_CHANGES: 'NO_CHANGES',
  NOT_PUBLISHED: 'NOT_PUBLISHED',
  NOTHING_TO_DELETE: 'NOTHING_TO_DELETE',
  NOTHING_TO_DUPLICATE: 'NOTHING_TO_DUPLICATE',
} as const

export type DisabledReason = (typeof DISABLED_REASONS)[keyof typeof DISABLED_REASONS]

/** Thrown by `execute` when the operation is (or, after flushing, turned out to be) disabled. */
export class OperationDisabledError extends Error {
  constructor(
    readonly operation: string,
    readonly reason: DisabledReason,
  ) {
    super(`Cannot ${operation}: ${reason}`)
    this.name = 'OperationDisabledError'
  }
}
