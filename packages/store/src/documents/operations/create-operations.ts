import type {PairState} from '../pair/pair-state.js'
import {deleteDisabled, executeDelete} from './delete.js'
import {discardChangesDisabled, executeDiscardChanges} from './discard-changes.js'
import {DISABLED_REASONS, type DisabledReason, OperationDisabledError} from './disabled-reasons.js'
import {duplicateDisabled, executeDuplicate} from './duplicate.js'
import type {DisabledCheck, DocumentOperations, Operation, OperationContext} from './operation-types.js'
import {executePatch} from './patch.js'
import {executePublish, publishDisabled} from './publish.js'
import {executeRestore} from './restore.js'
import {executeUnpublish, unpublishDisabled} from './unpublish.js'

const never: DisabledCheck = () => false

/** The operations for the pair's current state. Every one is disabled with `NOT_READY` until ready. */
export function createOperations(context: OperationContext, state: PairState): DocumentOperations {
  const make = <Args extends unknown[], Result>(
    name: string,
    check: DisabledCheck,
    execute: (...args: Args) => Result,
  ): Operation<Args, Result> => {
    const disabled: false | DisabledReason = state.ready ? check(context, state) : DISABLED_REASONS.NOT_READY
    return {
      disabled,
      execute: (...args: Args) => {
        if (context.pair.state.ready) return execute(...args)
        const error = new OperationDisabledError(name, DISABLED_REASONS.NOT_READY)
        // patch is synchronous and throws; the others reject like any failure of theirs.
        if (name === 'patch') throw error
        return Promise.reject(error) as Result
      },
    }
  }
  return {
    publish: make('publish', publishDisabled, () => executePublish(context)),
    unpublish: make('unpublish', unpublishDisabled, () => executeUnpublish(context)),
    discardChanges: make('discardChanges', discardChangesDisabled, () => executeDiscardChanges(context)),
    delete: make('delete', deleteDisabled, () => executeDelete(context)),
    duplicate: make('duplicate', duplicateDisabled, (newId: string) => executeDuplicate(context, newId)),
    restore: make('restore', never, (revision: string) => executeRestore(context, revision)),
    patch: make(
      'patch',
      never,
      (patches: Parameters<typeof executePatch>[1], initialValue?: Record<string, unknown>) =>
        executePatch(context, patches, initialValue),
    ),
    commit: make('commit', never, () => context.pair.commit()),
  }
}
