/** Checks of object-like types: fields, fieldsets and groups. */
import {ASSET_BASE_FIELD_NAMES} from '../builtins/index.js'
import {FIELD_NAME_PATTERN} from '../names.js'
import {describeValue, isNonEmptyString, isRecord} from '../values.js'
import {fieldSegment, resolveTypeProperty, type CheckContext, type ResolvedKind} from './check-context.js'
import {checkConditional} from './check-properties.js'
import type {ProblemPath} from './collector.js'

/** Type bodies are checked by the caller's dispatcher, passed in to keep the modules acyclic. */
export type BodyCheck = (
  def: Record<string, unknown>,
  path: ProblemPath,
  resolved: ResolvedKind,
  ctx: CheckContext,
) => void

export function checkObjectLike(
  def: Record<string, unknown>,
  path: ProblemPath,
  resolved: ResolvedKind,
  ctx: CheckContext,
  checkBody: BodyCheck,
): void {
  const {problems, registry} = ctx
  // Documents and objects exist to hold fields; images and files already have theirs.
  const requiresFields = resolved.root === 'document' || resolved.root === 'object'
  const missingFields = `${resolved.root === 'object' ? 'An' : 'A'} ${resolved.root} type must have a "fields" array with at least one field`
  const fieldsetNames = checkNamedList(def, 'fieldsets', path, ctx)
  const groupNames = checkNamedList(def, 'groups', path, ctx)

  const fields = def.fields
  if (fields === undefined) {
    const inherited = registry.inherited(resolved.typeName, 'fields')
    if (requiresFields && !(Array.isArray(inherited) && inherited.length > 0)) {
      problems.error(path, 'schema-object-fields-invalid', missingFields)
    }
    return
  }
  if (!Array.isArray(fields)) {
    problems.error(
      path,
      'schema-object-fields-invalid',
      `"fields" must be an array, got ${describeValue(fields)}`,
    )
    return
  }
  if (fields.length === 0 && requiresFields)
    problems.error(path, 'schema-object-fields-invalid', missingFields)

  const known = {
    fieldsets: fieldsetNames ?? namesOf(registry.inherited(resolved.typeName, 'fieldsets')),
    groups: groupNames ?? namesOf(registry.inherited(resolved.typeName, 'groups')),
  }
  const baseNames = ASSET_BASE_FIELD_NAMES[resolved.root] ?? []
  const seen = new Set<string>()
  fields.forEach((field, index) => {
    const fieldPath = [...path, fieldSegment(field, index)]
    if (!isRecord(field)) {
      problems.error(
        fieldPath,
        'schema-field-invalid',
        `Field definitions must be objects, got ${describeValue(field)}`,
      )
      return
    }
    checkFieldName(field.name, fieldPath, seen, baseNames, resolved.root, ctx)
    checkFieldPlacement(field, fieldPath, known, ctx)
    const fieldKind = resolveTypeProperty(field, fieldPath, ctx)
    if (fieldKind) checkBody(field, fieldPath, fieldKind, ctx)
  })
}

function checkFieldName(
  name: unknown,
  path: ProblemPath,
  seen: Set<string>,
  baseNames: readonly string[],
  root: string,
  ctx: CheckContext,
): void {
  const {problems} = ctx
  if (name === undefined || name === '') {
    problems.error(path, 'schema-field-name-missing', 'Field is missing a name')
  } else if (typeof name !== 'string') {
    problems.error(
      path,
      'schema-field-name-invalid',
      `Field name must be a string, got ${describeValue(name)}`,
    )
  } else if (!FIELD_NAME_PATTERN.test(name)) {
    problems.error(
      path,
      'schema-field-name-invalid',
      `Field name "${name}" is invalid: use letters, digits and underscores, not starting with a digit`,
    )
  } else if (name.startsWith('_')) {
    problems.error(
      path,
      'schema-field-name-reserved',
      `Field name "${name}" is reserved: names starting with an underscore belong to the system`,
    )
  } else if (baseNames.includes(name)) {
    problems.error(
      path,
      'schema-field-name-reserved',
      `Field name "${name}" is reserved: every ${root} already has it`,
    )
  } else if (seen.has(name)) {
    problems.error(
      path,
      'schema-field-name-duplicate',
      `Field name "${name}" is already used by another field of this type`,
    )
  } else {
    seen.add(name)
  }
}

function checkFieldPlacement(
  field: Record<string, unknown>,
  path: ProblemPath,
  known: {fieldsets: Set<string>; groups: Set<string>},
  ctx: CheckContext,
): void {
  const {fieldset, group} = field
  if (fieldset !== undefined && !(typeof fieldset === 'string' && known.fieldsets.has(fieldset))) {
    ctx.problems.error(
      path,
      'schema-fieldset-unknown',
      `Fieldset ${JSON.stringify(fieldset)} is not defined on this type`,
    )
  }
  if (group === undefined) return
  for (const name of Array.isArray(group) ? group : [group]) {
    if (typeof name === 'string' && known.groups.has(name)) continue
    ctx.problems.error(
      path,
      'schema-group-unknown',
      `Group ${JSON.stringify(name)} is not defined on this type`,
    )
  }
}

const namesOf = (list: unknown): Set<string> =>
  new Set(
    Array.isArray(list)
      ? list.flatMap((item) => (isRecord(item) && isNonEmptyString(item.name) ? [item.name] : []))
      : [],
  )

/** Checks `fieldsets` or `groups` definitions; returns their names when the type defines them. */
function checkNamedList(
  def: Record<string, unknown>,
  key: 'fieldsets' | 'groups',
  path: ProblemPath,
  ctx: CheckContext,
): Set<string> | undefined {
  const list = def[key]
  if (list === undefined) return undefined
  const helpId = key === 'fieldsets' ? 'schema-fieldset-invalid' : 'schema-group-invalid'
  const noun = key === 'fieldsets' ? 'Fieldset' : 'Group'
  if (!Array.isArray(list)) {
    ctx.problems.error(path, helpId, `"${key}" must be an array, got ${describeValue(list)}`)
    return new Set()
  }
  const names = new Set<string>()
  const defaults: string[] = []
  for (const item of list) {
    if (!isRecord(item) || !isNonEmptyString(item.name)) {
      ctx.problems.error(
        path,
        helpId,
        `${noun} definitions must be objects with a "name", got ${describeValue(item)}`,
      )
      continue
    }
    if (names.has(item.name))
      ctx.problems.error(path, helpId, `${noun} name "${item.name}" is defined more than once`)
    names.add(item.name)
    if (key === 'groups' && item.default === true) defaults.push(item.name)
    checkConditional(item, path, ctx, `${noun} "${item.name}": `)
  }
  if (defaults.length > 1) {
    ctx.problems.error(
      path,
      helpId,
      `Only one group can be the default, but ${defaults.map((name) => `"${name}"`).join(' and ')} are`,
    )
  }
  return names
}
