import type {Mut} from '@sanity/mutator'
import type {PatchOperations} from '@tessera/types'
import type {OperationContext} from './operation-types.js'
import {withTextTargets} from './text-targets.js'

/**
 * Local edits, applied at once and committed through the throttle. Without a draft, the first edit
 * creates it from the published document (`createIfNotExists`, a no-op when the draft already exists
 * on the server); live-edit types patch the published document directly. Text patches get a string to
 * land on first (text-targets.ts).
 */
export function executePatch(
  context: OperationContext,
  patches: PatchOperations[],
  initialValue: Record<string, unknown> = {},
): void {
  const {pair, idPair, liveEdit, typeName} = context
  const targetId = liveEdit ? idPair.publishedId : idPair.draftId
  const base = liveEdit ? {} : (pair.state.published ?? {})
  // Sent with every commit but used locally only while there is no draft. A fresh top level shares the
  // published document's values rather than copying them on every keystroke (see shareable-copy.ts).
  const create = {...initialValue, ...base, _id: targetId, _type: typeName}
  const mutations: Mut[] = [
    {createIfNotExists: create},
    ...withTextTargets(patches).map((patch) => ({patch: {...patch, id: targetId}}) as Mut),
  ]
  pair.mutate(targetId, mutations)
}
