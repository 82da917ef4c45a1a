/** Checks of references (`to` must name document types) and cross-dataset references. */
import {describeValue, isNonEmptyString, isRecord} from '../values.js'
import type {CheckContext, ResolvedKind} from './check-context.js'
import type {ProblemPath} from './collector.js'
import {unknownTypeMessage} from './suggest.js'

const MISSING_TO = `A reference must have a "to" listing the document types it can point to, e.g. to: [{type: 'author'}]`

export function checkReference(
  def: Record<string, unknown>,
  path: ProblemPath,
  resolved: ResolvedKind,
  ctx: CheckContext,
): void {
  const {problems, registry} = ctx
  const to = def.to
  if (to === undefined) {
    const inherited = registry.inherited(resolved.typeName, 'to')
    if (inherited === undefined) problems.error(path, 'schema-reference-to-invalid', MISSING_TO)
    return
  }
  const targets = Array.isArray(to) ? to : [to]
  if (targets.length === 0) problems.error(path, 'schema-reference-to-invalid', MISSING_TO)
  for (const target of targets) {
    if (!isRecord(target) || !isNonEmptyString(target.type)) {
      problems.error(
        path,
        'schema-reference-to-invalid',
        `Reference targets must be objects like {type: 'author'}, got ${describeValue(target)}`,
      )
      continue
    }
    if (!registry.isKnown(target.type)) {
      problems.error(path, 'schema-type-unknown', unknownTypeMessage(target.type, registry.knownNames()))
      continue
    }
    const root = registry.rootOf(target.type)
    if (root && root !== 'document') {
      problems.error(
        path,
        'schema-reference-to-invalid',
        `Reference target "${target.type}" is not a document type`,
      )
    }
  }
}

/** The targets live in another dataset, so they are checked for shape only. */
export function checkCrossDatasetReference(
  def: Record<string, unknown>,
  path: ProblemPath,
  ctx: CheckContext,
): void {
  const {problems} = ctx
  if (!isNonEmptyString(def.dataset)) {
    problems.error(
      path,
      'schema-cross-dataset-reference-invalid',
      'A cross-dataset reference must name its "dataset"',
    )
  }
  const to = def.to
  const valid =
    Array.isArray(to) &&
    to.length > 0 &&
    to.every((target) => isRecord(target) && isNonEmptyString(target.type))
  if (!valid) {
    problems.error(
      path,
      'schema-cross-dataset-reference-invalid',
      `A cross-dataset reference must have a "to" array of objects like {type: 'author'}`,
    )
  }
}
