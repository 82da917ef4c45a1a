import type {Mut} from '@sanity/mutator'
import {isTerminalStatus, isTransactionIdConflict, statusCodeOf} from '../buffered/commit-errors.js'

/**
 * A commit's mutations without the `createIfNotExists` of documents the lake already has. Every edit
 * of a draft carries its starting document (the whole published document) so that it can create the
 * draft if it is missing; once the draft exists that is a no-op on the lake, yet it made every commit
 * of a large document hundreds of KB. Returns `mutations` itself when nothing could be left out.
 */
export function withoutNeedlessCreates(mutations: Mut[], exists: (id: string) => boolean): Mut[] {
  const lean = mutations.filter((mutation) => {
    const create = (mutation as {createIfNotExists?: {_id?: unknown}}).createIfNotExists
    return !(create && typeof create._id === 'string' && exists(create._id))
  })
  return lean.length === mutations.length ? mutations : lean
}

/**
 * Sends a commit lean (`withoutNeedlessCreates`, `exists` being what the pair's listener last said)
 * and, if the lake refuses it (the document went away before the commit reached it: someone published
 * or discarded the draft), once more as it was made, creates included, under the same transaction id:
 * a refused transaction changed nothing. Any other failure (a duplicate transaction id included), or
 * a refusal of the full commit, is the caller's to handle as before.
 */
export async function submitLean(
  send: (mutations: Mut[]) => Promise<void>,
  mutations: Mut[],
  exists: (id: string) => boolean,
): Promise<void> {
  const lean = withoutNeedlessCreates(mutations, exists)
  if (lean === mutations) return send(mutations)
  try {
    await send(lean)
  } catch (error) {
    // A duplicate transaction id: an earlier attempt went through (its answer lost), nothing to redo.
    if (!isTerminalStatus(statusCodeOf(error)) || isTransactionIdConflict(error)) throw error
    await send(mutations)
  }
}
