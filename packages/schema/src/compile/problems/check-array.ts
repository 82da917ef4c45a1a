/** Checks of arrays (`of`), their members, and the member lists of blocks. */
import {TYPE_NAME_PATTERN} from '../names.js'
import {rootJsonType} from '../registry.js'
import {describeValue, isRecord} from '../values.js'
import {memberSegment, resolveTypeProperty, type CheckContext, type ResolvedKind} from './check-context.js'
import type {BodyCheck} from './check-fields.js'
import type {ProblemPath} from './collector.js'

const MISSING_OF = 'An array type must have an "of" array listing at least one member type'

export function checkArray(
  def: Record<string, unknown>,
  path: ProblemPath,
  resolved: ResolvedKind,
  ctx: CheckContext,
  checkBody: BodyCheck,
): void {
  const of = def.of
  if (of === undefined) {
    const inherited = ctx.registry.inherited(resolved.typeName, 'of')
    if (!(Array.isArray(inherited) && inherited.length > 0))
      ctx.problems.error(path, 'schema-array-of-invalid', MISSING_OF)
    return
  }
  if (!Array.isArray(of)) {
    ctx.problems.error(
      path,
      'schema-array-of-invalid',
      `"of" must be an array of member types, got ${describeValue(of)}`,
    )
    return
  }
  if (of.length === 0) {
    ctx.problems.error(path, 'schema-array-of-invalid', MISSING_OF)
    return
  }
  checkMembers(of, path, ctx, checkBody, 'array')
}

/**
 * Members of an array, or of a block's children (`of`) and annotations: in blocks they must be
 * object types, since they are stored as objects among spans and mark definitions.
 */
export function checkMembers(
  members: unknown[],
  path: ProblemPath,
  ctx: CheckContext,
  checkBody: BodyCheck,
  list: 'array' | 'children' | 'annotations',
): void {
  const {problems} = ctx
  const primitives: string[] = []
  const objects: string[] = []
  const nameCounts = new Map<string, number>()
  members.forEach((member, index) => {
    const memberPath = [...path, memberSegment(member, index, list === 'annotations' ? 'annotations' : 'of')]
    if (!isRecord(member)) {
      problems.error(
        memberPath,
        'schema-array-of-invalid',
        `Array members must be objects like {type: 'string'}, got ${describeValue(member)}`,
      )
      return
    }
    if (
      member.name !== undefined &&
      !(typeof member.name === 'string' && TYPE_NAME_PATTERN.test(member.name))
    ) {
      problems.error(
        memberPath,
        'schema-type-name-invalid',
        `Member name ${JSON.stringify(member.name)} is invalid: use letters, digits and underscores, not starting with a digit`,
      )
    }
    const resolved = resolveTypeProperty(member, memberPath, ctx)
    if (!resolved) return
    const memberName = typeof member.name === 'string' ? member.name : resolved.typeName
    nameCounts.set(memberName, (nameCounts.get(memberName) ?? 0) + 1)
    if (resolved.root === 'array') {
      problems.error(
        memberPath,
        'schema-array-of-array',
        'Arrays can not contain arrays directly; wrap the inner array in an object type',
      )
    } else if (rootJsonType(resolved.root) === 'object') {
      objects.push(memberName)
    } else {
      primitives.push(memberName)
      if (list !== 'array') {
        problems.error(
          memberPath,
          'schema-block-invalid',
          `Block ${list} must be object types, but "${memberName}" is a primitive type`,
        )
      }
    }
    checkBody(member, memberPath, resolved, ctx)
  })
  if (list === 'array' && primitives.length > 0 && objects.length > 0) {
    problems.error(
      path,
      'schema-array-of-mixed',
      `An array can not mix primitive member types (${primitives.join(', ')}) with object member types (${objects.join(', ')})`,
    )
  }
  for (const [name, count] of nameCounts) {
    if (count < 2) continue
    problems.error(
      path,
      'schema-array-of-duplicate',
      `Array members must have distinct names, but "${name}" is used by ${count} members; give each a "name"`,
    )
  }
}

/** `styles`, `lists`, `marks.decorators`: arrays of `{title, value}`. */
function checkTitledValues(value: unknown, label: string, path: ProblemPath, ctx: CheckContext): void {
  if (value === undefined) return
  const valid =
    Array.isArray(value) &&
    value.every((item) => isRecord(item) && typeof item.title === 'string' && typeof item.value === 'string')
  if (!valid)
    ctx.problems.error(path, 'schema-block-invalid', `"${label}" must be an array of {title, value} objects`)
}

export function checkBlock(
  def: Record<string, unknown>,
  path: ProblemPath,
  ctx: CheckContext,
  checkBody: BodyCheck,
): void {
  checkTitledValues(def.styles, 'styles', path, ctx)
  checkTitledValues(def.lists, 'lists', path, ctx)
  const {marks, of} = def
  if (marks !== undefined) {
    if (!isRecord(marks)) {
      ctx.problems.error(
        path,
        'schema-block-invalid',
        `"marks" must be an object, got ${describeValue(marks)}`,
      )
    } else {
      checkTitledValues(marks.decorators, 'marks.decorators', path, ctx)
      if (marks.annotations !== undefined) {
        if (Array.isArray(marks.annotations))
          checkMembers(marks.annotations, path, ctx, checkBody, 'annotations')
        else
          ctx.problems.error(
            path,
            'schema-block-invalid',
            `"marks.annotations" must be an array of object types`,
          )
      }
    }
  }
  if (of === undefined) return
  if (Array.isArray(of)) checkMembers(of, path, ctx, checkBody, 'children')
  else
    ctx.problems.error(
      path,
      'schema-block-invalid',
      `"of" must be an array of object types, got ${describeValue(of)}`,
    )
}
