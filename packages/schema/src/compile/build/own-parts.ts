/** Compiles what a definition says itself: fields, members, targets and plain properties. */
import type {
  FieldGroupDefinition,
  FieldsetDefinition,
  ObjectField,
  PreviewConfig,
  SchemaType,
} from '@tessera/types'
import {startCase} from '../names.js'
import {isNonEmptyString, isRecord} from '../values.js'
import type {BuildContext} from './context.js'
import type {CreateType, Naming, OwnParts} from './parts.js'

/** Properties compiled separately instead of copied as given. */
const STRUCTURAL = new Set([
  'name',
  'type',
  'jsonType',
  'title',
  'fields',
  'fieldsets',
  'groups',
  'of',
  'to',
  'preview',
  'options',
  'validation',
  'fieldset',
  'group',
])
const BLOCK_PROPS = new Set(['styles', 'lists', 'marks'])
const FIELD_ROOTS = new Set(['document', 'object', 'image', 'file'])

export function compileOwnParts(
  def: Record<string, unknown>,
  root: string,
  naming: Naming,
  ctx: BuildContext,
  create: CreateType,
): OwnParts {
  const props: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(def)) {
    if (STRUCTURAL.has(key) || (root === 'block' && BLOCK_PROPS.has(key)) || value === undefined) continue
    props[key] = value
  }
  const title = titleFor(def, naming)
  if (title !== undefined) props.title = title
  if (def.validation !== undefined) {
    props.validation = Array.isArray(def.validation) ? [...def.validation] : [def.validation]
  }

  const parts: OwnParts = {props}
  if (isRecord(def.options)) parts.options = def.options
  if (isRecord(def.preview)) parts.preview = def.preview as PreviewConfig
  if ((naming.kind === 'root' || FIELD_ROOTS.has(root)) && Array.isArray(def.fields)) {
    parts.fields = compileFields(def.fields, ctx, create)
    if (Array.isArray(def.fieldsets))
      parts.fieldsetDefinitions = namedEntries<FieldsetDefinition>(def.fieldsets)
    if (Array.isArray(def.groups)) {
      parts.groups = namedEntries<FieldGroupDefinition>(def.groups).map((group) => ({
        ...group,
        title: group.title ?? startCase(group.name),
      }))
    }
  } else if (FIELD_ROOTS.has(root) && Array.isArray(def.fieldsets)) {
    // Fieldsets for inherited fields.
    parts.fieldsetDefinitions = namedEntries<FieldsetDefinition>(def.fieldsets)
  }
  if (root === 'array' && Array.isArray(def.of)) parts.of = compileMembers(def.of, ctx, create)
  if (root === 'reference' && def.to !== undefined) parts.to = compileTargets(def.to, ctx)
  if (root === 'crossDatasetReference' && Array.isArray(def.to)) parts.to = crossDatasetTargets(def.to, ctx)
  if (root === 'block') {
    parts.rebuildsBlock =
      naming.kind === 'root' || ['styles', 'lists', 'marks', 'of'].some((key) => def[key] !== undefined)
  }
  return parts
}

function titleFor(def: Record<string, unknown>, naming: Naming): string | undefined {
  if (typeof def.title === 'string') return def.title
  switch (naming.kind) {
    case 'root':
    case 'named':
      return startCase(naming.name)
    case 'field':
      return startCase(naming.fieldName)
    case 'member':
      // An unnamed member shows its type's title (inherited); a named one is titled after its name.
      return isNonEmptyString(def.name) ? startCase(def.name) : undefined
  }
}

/** Entries that are objects with a name, first of each name. */
function namedEntries<T extends {name: string}>(list: unknown[]): T[] {
  const seen = new Set<string>()
  return list.filter((item): item is T => {
    if (!isRecord(item) || !isNonEmptyString(item.name) || seen.has(item.name)) return false
    seen.add(item.name)
    return true
  })
}

/** Fields that can be compiled: named (first of each name), with a known type. Others are problems. */
export function compileFields(defs: unknown[], ctx: BuildContext, create: CreateType): ObjectField[] {
  const seen = new Set<string>()
  const fields: ObjectField[] = []
  for (const def of defs) {
    if (!isRecord(def) || !isNonEmptyString(def.name) || seen.has(def.name)) continue
    const parent = typeof def.type === 'string' ? ctx.named.get(def.type) : undefined
    if (!parent) continue
    seen.add(def.name)
    const field: ObjectField = {
      name: def.name,
      type: create(def, parent, {kind: 'field', fieldName: def.name}),
    }
    if (typeof def.fieldset === 'string') field.fieldset = def.fieldset
    if (typeof def.group === 'string' || Array.isArray(def.group))
      field.group = def.group as string | string[]
    fields.push(field)
  }
  return fields
}

export function compileMembers(defs: unknown[], ctx: BuildContext, create: CreateType): SchemaType[] {
  return defs.flatMap((def) => {
    if (!isRecord(def)) return []
    const parent = typeof def.type === 'string' ? ctx.named.get(def.type) : undefined
    return parent ? [create(def, parent, {kind: 'member'})] : []
  })
}

/** Reference targets are the named types themselves, so `to[0] === schema.get('author')`. */
function compileTargets(to: unknown, ctx: BuildContext): SchemaType[] {
  return (Array.isArray(to) ? to : [to]).flatMap((target) => {
    const type = isRecord(target) && typeof target.type === 'string' ? ctx.named.get(target.type) : undefined
    return type ? [type] : []
  })
}

/** Targets in another dataset are not in this schema: they become field-less document types. */
function crossDatasetTargets(to: unknown[], ctx: BuildContext): SchemaType[] {
  const document = ctx.namedType('document')
  return to.flatMap((target) => {
    if (!isRecord(target) || !isNonEmptyString(target.type)) return []
    const type: SchemaType = {
      name: target.type,
      type: document,
      jsonType: 'object',
      title: typeof target.title === 'string' ? target.title : startCase(target.type),
      fields: [],
      fieldsets: [],
    }
    if (target.icon !== undefined) type.icon = target.icon
    if (isRecord(target.preview)) type.preview = target.preview as PreviewConfig
    return [type]
  })
}
