import type {MendozaEffects} from '@tessera/types'
import {encodeMendozaPatch} from './encode.js'

/**
 * The Mendoza effects of one document change, as the Content Lake computes them: between the two
 * versions without `_rev`. Sanity's clients apply `effects.apply` to the document they hold minus its
 * `_rev` and then set `_rev` to the event's `resultRev`; field positions in a patch count the
 * object's keys, so a patch computed with `_rev` present would address the wrong fields there.
 */
export function documentEffects(before: object | null, after: object | null): MendozaEffects {
  const left = withoutRev(before)
  const right = withoutRev(after)
  return {apply: encodeMendozaPatch(left, right), revert: encodeMendozaPatch(right, left)}
}

export function withoutRev(doc: object | null): object | null {
  if (doc === null || !('_rev' in doc)) return doc
  const {_rev: _ignored, ...rest} = doc as {_rev?: unknown}
  return rest
}
