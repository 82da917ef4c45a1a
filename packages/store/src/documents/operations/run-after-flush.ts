import type {PairState} from '../pair/pair-state.js'
import {OperationDisabledError} from './disabled-reasons.js'
import type {DisabledCheck, OperationContext} from './operation-types.js'

/**
 * The shape of publish, unpublish, discardChanges and delete: commit pending edits and wait until the
 * pair is consistent (so revision locks name what the user saw), check again, send one transaction,
 * and resolve once the pair has applied it.
 */
export async function runAfterFlush(
  context: OperationContext,
  operation: string,
  check: DisabledCheck,
  send: (state: PairState) => Promise<string>,
): Promise<void> {
  await context.pair.flushAndWait()
  const state = context.pair.state
  const reason = check(context, state)
  if (reason) throw new OperationDisabledError(operation, reason)
  const transactionId = await send(state)
  await context.pair.waitForTransaction(transactionId)
}
