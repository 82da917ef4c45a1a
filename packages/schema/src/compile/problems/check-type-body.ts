/** Checks a type's own properties according to the built-in it derives from. */
import type {CheckContext, ResolvedKind} from './check-context.js'
import {checkArray, checkBlock} from './check-array.js'
import {checkObjectLike} from './check-fields.js'
import {checkCommonProperties, checkIgnoredProperties} from './check-properties.js'
import {checkCrossDatasetReference, checkReference} from './check-reference.js'
import type {ProblemPath} from './collector.js'

export function checkTypeBody(
  def: Record<string, unknown>,
  path: ProblemPath,
  resolved: ResolvedKind,
  ctx: CheckContext,
): void {
  checkCommonProperties(def, path, ctx)
  checkIgnoredProperties(def, path, resolved.root, ctx)
  switch (resolved.root) {
    case 'document':
    case 'object':
    case 'image':
    case 'file':
      checkObjectLike(def, path, resolved, ctx, checkTypeBody)
      break
    case 'array':
      checkArray(def, path, resolved, ctx, checkTypeBody)
      break
    case 'reference':
      checkReference(def, path, resolved, ctx)
      break
    case 'crossDatasetReference':
      checkCrossDatasetReference(def, path, ctx)
      break
    case 'block':
      checkBlock(def, path, ctx, checkTypeBody)
      break
  }
}
