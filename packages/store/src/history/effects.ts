import type {MendozaEffects, MendozaPatch} from '@tessera/types'
import {applyPatch} from 'mendoza'

/** What one transaction did to one version of a document. */
export type EffectKind = 'untouched' | 'deleted' | 'written'

/**
 * True when a patch yields null whatever it is applied to. Mendoza encodes "the document is gone"
 * (a delete's apply, a create's revert) as the literal value op `[0, null]`; applying the patch to an
 * empty object confirms that it ignores its input.
 */
export function isNullPatch(patch: MendozaPatch): boolean {
  if (patch.length !== 2 || patch[0] !== 0 || patch[1] !== null) return false
  return applyPatch({}, patch) === null
}

/** An empty patch means the transaction named the document but left it as it was. */
function isEmptyPatch(patch: MendozaPatch): boolean {
  return patch.length === 0
}

export function effectKind(effect: MendozaEffects | undefined): EffectKind {
  if (!effect || isEmptyPatch(effect.apply)) return 'untouched'
  return isNullPatch(effect.apply) ? 'deleted' : 'written'
}

/**
 * Whether the version existed just before the transaction, as the revert patch tells: reverting a
 * creation yields null. Undefined when the transaction did not change the version.
 */
export function existedBefore(effect: MendozaEffects | undefined): boolean | undefined {
  if (!effect || isEmptyPatch(effect.apply)) return undefined
  return !isNullPatch(effect.revert)
}
