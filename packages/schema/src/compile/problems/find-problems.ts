/** Finds the problems of a list of type definitions (spec 000 §5: errors block start-up). */
import type {SchemaProblemGroup} from '@tessera/types'
import {isBuiltInTypeName} from '../builtins/index.js'
import {TYPE_NAME_PATTERN, reservedPrefixOf} from '../names.js'
import type {DefinitionRegistry} from '../registry.js'
import {describeValue, isRecord} from '../values.js'
import {
  checkTypeProperty,
  resolvedKind,
  typeSegment,
  type CheckContext,
  type ResolvedKind,
} from './check-context.js'
import {checkTypeBody} from './check-type-body.js'
import {ProblemCollector, type ProblemPath} from './collector.js'

export function findSchemaProblems(
  types: readonly unknown[],
  registry: DefinitionRegistry,
): SchemaProblemGroup[] {
  const ctx: CheckContext = {registry, problems: new ProblemCollector()}
  types.forEach((def, index) => {
    const path = [typeSegment(def, index)]
    if (!isRecord(def)) {
      ctx.problems.error(
        path,
        'schema-type-invalid',
        `Type definitions must be objects, got ${describeValue(def)}`,
      )
      return
    }
    if (!checkTypeName(def, index, path, ctx)) return
    const resolved = checkParent(def, path, ctx)
    if (resolved) checkTypeBody(def, path, resolved, ctx)
  })
  return ctx.problems.groups()
}

/** Reports name problems; false when the definition is ignored (so its body is not checked). */
function checkTypeName(
  def: Record<string, unknown>,
  index: number,
  path: ProblemPath,
  ctx: CheckContext,
): boolean {
  const {problems, registry} = ctx
  const name = def.name
  if (name === undefined || name === '') {
    problems.error(path, 'schema-type-name-missing', 'Type is missing a name; every top-level type needs one')
    return true
  }
  if (typeof name !== 'string') {
    problems.error(path, 'schema-type-name-invalid', `Type name must be a string, got ${describeValue(name)}`)
    return true
  }
  if (isBuiltInTypeName(name)) {
    problems.error(path, 'schema-type-name-reserved', `Type name "${name}" is reserved for a built-in type`)
    return false
  }
  const firstIndex = registry.userTypeIndexes.get(name)
  if (firstIndex !== index) {
    problems.error(
      path,
      'schema-type-name-duplicate',
      `Type name "${name}" is already used by the type at index ${firstIndex}; this definition is ignored`,
    )
    return false
  }
  const prefix = reservedPrefixOf(name)
  if (prefix) {
    problems.error(
      path,
      'schema-type-name-reserved',
      `Type name "${name}" is reserved: names starting with "${prefix}" are kept for built-in types`,
    )
  } else if (!TYPE_NAME_PATTERN.test(name)) {
    problems.error(
      path,
      'schema-type-name-invalid',
      `Type name "${name}" is invalid: use letters, digits and underscores, not starting with a digit (dots may separate namespaces)`,
    )
  }
  return true
}

/** Resolves the parent; an inheritance cycle is reported on each type that is part of it. */
function checkParent(
  def: Record<string, unknown>,
  path: ProblemPath,
  ctx: CheckContext,
): ResolvedKind | undefined {
  const parent = checkTypeProperty(def, path, ctx)
  if (parent === undefined) return undefined
  if (typeof def.name === 'string' && ctx.registry.definitionOf(def.name) === def) {
    const cycle = ctx.registry.resolve(def.name).cycle
    if (cycle?.[0] === def.name) {
      ctx.problems.error(
        path,
        'schema-type-cycle',
        `Type "${def.name}" inherits from itself: ${cycle.join(' -> ')}`,
      )
    }
  }
  return resolvedKind(parent, ctx)
}
