import type {BufferedCopy} from '../buffered/buffered-copy.js'
import {SAVED, SAVING, type SaveFailure, type SaveState, sameSaveState, unsavedFields} from '../save-state.js'

/**
 * A pair's save state from its two copies: a refused commit first (its edits are held), then a commit
 * waiting to be retried, then edits on their way. Returns `previous` while nothing shown changed, so a
 * pair state compares by identity.
 */
export function pairSaveState(
  copies: readonly BufferedCopy[],
  previous: SaveState,
  actions: Pick<SaveFailure, 'retry' | 'discard'>,
): SaveState {
  const next = currentSaveState(copies, actions)
  return sameSaveState(previous, next) ? previous : next
}

function currentSaveState(
  copies: readonly BufferedCopy[],
  actions: Pick<SaveFailure, 'retry' | 'discard'>,
): SaveState {
  for (const copy of copies) {
    const refused = copy.refused
    if (refused)
      return {
        type: 'failed',
        documentId: copy.documentId,
        statusCode: refused.statusCode,
        message: refused.message,
        unsavedFields: unsavedFields(copy.local, copy.head),
        ...actions,
      }
  }
  const retrying = copies.map((copy) => copy.retrying).find((error) => error !== undefined)
  if (retrying)
    return {
      type: 'retrying',
      attempt: retrying.attempt,
      retryAt: new Date(retrying.retryAt ?? Date.now()),
      statusCode: retrying.statusCode,
      message: retrying.message,
    }
  return copies.some((copy) => copy.hasLocalEdits) ? SAVING : SAVED
}
