import {LakeError, mutationError} from '../errors.js'
import {applyMutation} from '../mutations/apply-mutation.js'
import type {WorkingSet} from '../transactions/working-set.js'

/** One action being run: where it sits in the request and the transaction it writes into. */
export interface ActionStep {
  working: WorkingSet
  index: number
  /** Short action name for messages, e.g. `publish`. */
  label: string
  /** Published ids written by publish actions, whose references are strengthened at the end. */
  published: string[]
}

/**
 * A failed action, failing the whole transaction. The description carries the action index because the
 * client's error message shows descriptions only.
 */
export function actionFailure(
  step: ActionStep,
  statusCode: number,
  id: string,
  type: string,
  reason: string,
): LakeError {
  const description = `Action at index ${step.index} (${step.label}): ${reason}`
  return mutationError(statusCode, [{index: step.index, id, type, description}], 'actionError')
}

// applyMutation phrases its errors for the mutate endpoint ("Mutation at index 0 (patch) on "x": …").
const MUTATION_PREFIX = /^Mutation at index \d+ \([^)]*\)(?: on "[^"]*")?: /

/**
 * Applies an id-explicit mutation for an action. applyMutation records it with `working.note`, so listen
 * events carry the per-document mutation; its errors are re-reported as this action's.
 */
export function applyForAction(step: ActionStep, mutation: Record<string, unknown>, id: string): void {
  try {
    applyMutation(step.working, mutation, step.index, {autoGenerateArrayKeys: false})
  } catch (err) {
    if (!(err instanceof LakeError)) throw err
    // A permission refusal reads the same whichever way the write came (mutation or action).
    // So is a transaction past its time budget.
    const passThrough = ['insufficientPermissionsError', 'transactionTooLargeError']
    if (passThrough.includes(err.detail?.type ?? '')) throw err
    // A mutation error's item carries the failing mutation's own type and description.
    const item = (err.detail?.items as {error: {type: string; description: string}}[] | undefined)?.[0]
    const reason = (item?.error.description ?? err.message).replace(MUTATION_PREFIX, '')
    const type = item?.error.type ?? err.detail?.type ?? 'actionError'
    throw actionFailure(step, err.statusCode, id, type, `"${id}": ${reason}`)
  }
}
