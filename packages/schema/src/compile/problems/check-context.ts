/** What every check receives, path segments, and the resolution of a `type` property. */
import type {DefinitionRegistry} from '../registry.js'
import {describeValue, isNonEmptyString, isRecord} from '../values.js'
import type {ProblemCollector, ProblemPath, PathSegment} from './collector.js'
import {unknownTypeMessage} from './suggest.js'

export interface CheckContext {
  registry: DefinitionRegistry
  problems: ProblemCollector
}

/** What a definition's `type` resolves to: its root built-in and the first built-in on the way. */
export interface ResolvedKind {
  typeName: string
  root: string
  builtIn: string
}

const typeLabel = (def: unknown): string =>
  isRecord(def) && typeof def.type === 'string' ? def.type : '<unknown>'

const nameOr = (def: unknown, fallback: string): string =>
  isRecord(def) && isNonEmptyString(def.name) ? def.name : fallback

export const typeSegment = (def: unknown, index: number): PathSegment => ({
  kind: 'type',
  type: typeLabel(def),
  name: nameOr(def, `types[${index}]`),
})

export const fieldSegment = (def: unknown, index: number): PathSegment => ({
  kind: 'property',
  type: typeLabel(def),
  name: nameOr(def, `fields[${index}]`),
})

export const memberSegment = (def: unknown, index: number, list = 'of'): PathSegment => ({
  kind: 'type',
  type: typeLabel(def),
  name: nameOr(def, `${list}[${index}]`),
})

/**
 * Checks the `type` of a field, array member or top-level type and resolves it. Unknown names are
 * reported here; cycles are reported on the types forming them, so a reference to one is silent.
 */
export function resolveTypeProperty(
  def: Record<string, unknown>,
  path: ProblemPath,
  ctx: CheckContext,
): ResolvedKind | undefined {
  const typeName = checkTypeProperty(def, path, ctx)
  return typeName === undefined ? undefined : resolvedKind(typeName, ctx)
}

/** Reports a missing, non-string or unknown `type`; returns the name when it is defined. */
export function checkTypeProperty(
  def: Record<string, unknown>,
  path: ProblemPath,
  ctx: CheckContext,
): string | undefined {
  const {registry, problems} = ctx
  if (def.type === undefined || def.type === '') {
    problems.error(
      path,
      'schema-type-missing',
      `Missing "type": name the type this one is based on, e.g. type: 'object'`,
    )
    return undefined
  }
  if (typeof def.type !== 'string') {
    problems.error(
      path,
      'schema-type-missing',
      `"type" must be a string naming a type, got ${describeValue(def.type)}`,
    )
    return undefined
  }
  if (!registry.isKnown(def.type)) {
    problems.error(path, 'schema-type-unknown', unknownTypeMessage(def.type, registry.knownNames()))
    return undefined
  }
  return def.type
}

export function resolvedKind(typeName: string, ctx: CheckContext): ResolvedKind | undefined {
  const root = ctx.registry.rootOf(typeName)
  const builtIn = ctx.registry.builtInOf(typeName)
  return root && builtIn ? {typeName, root, builtIn} : undefined
}
