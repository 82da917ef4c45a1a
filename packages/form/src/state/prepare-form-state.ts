import {getBuiltInTypeName, pathToString} from '@tessera/schema'
import type {ConditionalCallback, ObjectField, Path, PathSegment, SchemaType} from '@tessera/types'
import {reuse} from './reuse.js'
import {shareStructure} from './share-structure.js'
import {hasConditionalMembers, indexSubtreeInputs, type SubtreeInputs} from './subtree-inputs.js'
import {
  ALL_FIELDS_GROUP,
  type ArrayFormNode,
  type ArrayMember,
  type ErrorMember,
  type FieldMember,
  type FormNode,
  type ObjectFormNode,
  type ObjectMember,
  objectCollapseId,
  type PrepareFormStateOptions,
} from './types.js'
import {isRecord, itemTypeOf, jsonTypeOf} from './values.js'

interface Context {
  options: PrepareFormStateOptions
  document: Record<string, unknown> | undefined
  focusId: string | undefined
  inputs: SubtreeInputs
}

/** What each node's subtree depended on when it was built (see `indexSubtreeInputs`). */
const builtWith = new WeakMap<FormNode, string>()

function conditional(
  ctx: Context,
  property: boolean | ConditionalCallback | undefined,
  parent: unknown,
  value: unknown,
): boolean {
  if (typeof property === 'function') {
    const result = property({
      document: ctx.document,
      parent,
      value,
      currentUser: ctx.options.currentUser ?? null,
    })
    if (typeof result !== 'boolean') throw new Error('hidden and readOnly callbacks must return a boolean')
    return result
  }
  return property === true
}

function base(ctx: Context, type: SchemaType, path: Path, value: unknown, readOnly: boolean) {
  const id = pathToString(path)
  return {
    id,
    path,
    schemaType: type,
    value,
    readOnly,
    focused: ctx.focusId === id,
    validation: ctx.inputs.markersAt(id),
    presence: ctx.inputs.presenceAt(id),
  }
}

function buildNode(
  ctx: Context,
  type: SchemaType,
  path: Path,
  value: unknown,
  readOnly: boolean,
  previous: FormNode | undefined,
): FormNode {
  const signature = ctx.inputs.signature(pathToString(path))
  // The fast path that keeps typing cheap in large documents: the same value (the store shares
  // unchanged subtrees), nothing else below changed, and no callback that could see the edit elsewhere.
  if (
    previous &&
    previous.value === value &&
    previous.schemaType === type &&
    previous.readOnly === readOnly &&
    builtWith.get(previous) === signature &&
    !hasConditionalMembers(type)
  ) {
    return previous
  }
  let node: FormNode
  if (type.jsonType === 'object') {
    node = buildObject(ctx, type, path, isRecord(value) ? value : undefined, readOnly, previous)
  } else if (type.jsonType === 'array') {
    // Nothing but values changed below the array: its items can be checked by value alone.
    const onlyValuesChanged = previous !== undefined && builtWith.get(previous) === signature
    node = buildArray(
      ctx,
      type,
      path,
      Array.isArray(value) ? value : undefined,
      readOnly,
      previous,
      onlyValuesChanged,
    )
  } else {
    node = reuse(previous?.kind === 'primitive' ? previous : undefined, {
      kind: 'primitive' as const,
      ...base(ctx, type, path, value, readOnly),
    })
  }
  builtWith.set(node, signature)
  return node
}

function buildField(
  ctx: Context,
  field: ObjectField,
  parentPath: Path,
  parent: Record<string, unknown> | undefined,
  readOnly: boolean,
  previous: ObjectMember | undefined,
): FieldMember | ObjectMember | undefined {
  const value = parent?.[field.name]
  if (conditional(ctx, field.type.hidden, parent, value)) return undefined
  const key = `field-${field.name}`
  const actual = jsonTypeOf(value)
  if (actual !== 'null' && actual !== field.type.jsonType) {
    return reuse(previous, {
      kind: 'error' as const,
      key,
      name: field.name,
      schemaType: field.type,
      error: {
        type: 'INCOMPATIBLE_TYPE' as const,
        expectedJsonType: field.type.jsonType,
        actualJsonType: actual,
        value,
      },
    })
  }
  const fieldReadOnly = readOnly || conditional(ctx, field.type.readOnly, parent, value)
  const previousNode = previous?.kind === 'field' ? previous.field : undefined
  const node = buildNode(ctx, field.type, [...parentPath, field.name], value, fieldReadOnly, previousNode)
  return reuse(previous, {kind: 'field' as const, key, name: field.name, field: node})
}

function inGroup(field: ObjectField, group: string): boolean {
  if (group === ALL_FIELDS_GROUP) return true
  const groups = Array.isArray(field.group) ? field.group : field.group ? [field.group] : []
  return groups.includes(group)
}

function buildObject(
  ctx: Context,
  type: SchemaType,
  path: Path,
  value: Record<string, unknown> | undefined,
  readOnly: boolean,
  previousNode: FormNode | undefined,
): ObjectFormNode {
  const previous = previousNode?.kind === 'object' ? previousNode : undefined
  const node = base(ctx, type, path, value, readOnly || conditional(ctx, type.readOnly, undefined, value))
  const visibleGroups = (type.groups ?? []).filter((group) => !conditional(ctx, group.hidden, value, value))
  const selectedName =
    ctx.options.selectedGroups?.[node.id] ??
    visibleGroups.find((group) => group.default)?.name ??
    ALL_FIELDS_GROUP
  const groups =
    visibleGroups.length === 0
      ? []
      : [
          {name: ALL_FIELDS_GROUP, title: 'All fields'},
          ...visibleGroups.map((g) => ({name: g.name, title: g.title ?? g.name})),
        ].map((group) => ({...group, selected: group.name === selectedName}))
  const selected = groups.some((group) => group.selected) ? selectedName : ALL_FIELDS_GROUP
  // Only an object field opens and closes (not the document, not an array item, which has its dialog).
  const isField = path.length > 0 && typeof path[path.length - 1] === 'string'
  const options = type.options as {collapsible?: boolean; collapsed?: boolean} | undefined
  const collapsible = isField && (options?.collapsible === true || options?.collapsed !== undefined)
  const collapse = collapsible
    ? {
        collapsible: true,
        collapsed: ctx.options.collapsedFieldSets?.[objectCollapseId(node.id)] ?? options?.collapsed === true,
      }
    : {}
  const previousMembers = new Map(previous?.members.map((member) => [member.key, member]))

  const members: ObjectMember[] = []
  for (const entry of type.fieldsets ??
    (type.fields ?? []).map((field) => ({single: true as const, field}))) {
    if (entry.single) {
      if (!inGroup(entry.field, selected)) continue
      const member = buildField(
        ctx,
        entry.field,
        path,
        value,
        node.readOnly,
        previousMembers.get(`field-${entry.field.name}`),
      )
      if (member) members.push(member)
      continue
    }
    const key = `fieldset-${entry.name}`
    if (conditional(ctx, entry.hidden, value, value)) continue
    const setReadOnly = node.readOnly || conditional(ctx, entry.readOnly, value, value)
    const previousSet = previousMembers.get(key)
    const previousFields = new Map(
      previousSet?.kind === 'fieldSet'
        ? previousSet.fieldSet.members.map((member) => [member.key, member])
        : [],
    )
    const fieldMembers = entry.fields
      .filter((field) => inGroup(field, selected))
      .map((field) =>
        buildField(ctx, field, path, value, setReadOnly, previousFields.get(`field-${field.name}`)),
      )
      .filter(
        (member): member is FieldMember | ErrorMember => member?.kind === 'field' || member?.kind === 'error',
      )
    if (fieldMembers.length === 0) continue
    const collapsible = entry.options?.collapsible === true || entry.options?.collapsed !== undefined
    const collapsedId = `${node.id}.fieldset:${entry.name}`
    members.push(
      reuse(previousSet, {
        kind: 'fieldSet' as const,
        key,
        fieldSet: {
          name: entry.name,
          title: entry.title,
          description: entry.description,
          collapsible,
          collapsed:
            collapsible &&
            (ctx.options.collapsedFieldSets?.[collapsedId] ?? entry.options?.collapsed === true),
          columns: entry.options?.columns,
          members: fieldMembers,
        },
      }),
    )
  }
  const declared = new Set((type.fields ?? []).map((field) => field.name))
  const unknownFields = Object.entries(value ?? {})
    .filter(([name]) => !name.startsWith('_') && !declared.has(name))
    .map(([name, fieldValue]) => ({name, value: fieldValue}))
  return reuse(previous, {kind: 'object' as const, ...node, members, groups, unknownFields, ...collapse})
}

/**
 * The error member of an array whose items cannot be edited one by one, if it is one. One pass over
 * the items, with a set of the keys seen: it runs on every keystroke in an array's item (a search of
 * the keys for each key made it quadratic, ~2 ms per keystroke at 1,000 items).
 */
function arrayProblem(type: SchemaType, name: string, items: unknown[]): ErrorMember | undefined {
  let objects = 0
  let missingKey = false
  const seen = new Set<string>()
  const duplicates = new Set<string>()
  for (const item of items) {
    if (!isRecord(item)) continue
    objects++
    const key = item._key
    if (typeof key !== 'string') missingKey = true
    else if (seen.has(key)) duplicates.add(key)
    else seen.add(key)
  }
  const error = (error: ErrorMember['error'], key: string): ErrorMember => ({
    kind: 'error',
    key,
    name,
    schemaType: type,
    error,
  })
  if (objects > 0 && objects < items.length) return error({type: 'MIXED_ARRAY', value: items}, 'error-mixed')
  if (missingKey) return error({type: 'MISSING_KEYS', value: items}, 'error-keys')
  if (duplicates.size === 0) return undefined
  return error({type: 'DUPLICATE_KEYS', keys: [...duplicates], value: items}, 'error-duplicates')
}

function buildItems(
  ctx: Context,
  type: SchemaType,
  path: Path,
  items: unknown[],
  readOnly: boolean,
  previousMembers: readonly ArrayMember[] | undefined,
  onlyValuesChanged: boolean,
): ArrayMember[] {
  const members: ArrayMember[] = []
  const name = String(path[path.length - 1] ?? '')
  // The previous member of an item: at its place unless items moved; the members by key are made
  // only then (typing in one item of a long array rebuilds that one, at its place).
  let previousItems: Map<string, ArrayMember> | undefined
  const previousByKey = (key: string, index: number) => {
    const atPlace = previousMembers?.[index]
    if (atPlace?.key === key) return atPlace
    previousItems ??= new Map(previousMembers?.map((member) => [member.key, member]))
    return previousItems.get(key)
  }
  const dynamic = hasConditionalMembers(type)
  items.forEach((item, index) => {
    // Typing in one item of a long array: every other item is the same object at the same place,
    // with nothing else below it changed, so it is taken as it was without building its path.
    const same = onlyValuesChanged && !dynamic ? previousMembers?.[index] : undefined
    if (
      same?.kind === 'item' &&
      same.index === index &&
      same.item.value === item &&
      same.item.readOnly === readOnly
    ) {
      members.push(same)
      return
    }
    const segment: PathSegment = isRecord(item) ? {_key: item._key as string} : index
    const key = isRecord(item) ? `item-${String(item._key)}` : `item-${index}`
    const itemType = itemTypeOf(type, item)
    const before = previousByKey(key, index)
    if (!itemType) {
      const typeName = isRecord(item) && typeof item._type === 'string' ? item._type : jsonTypeOf(item)
      members.push(
        reuse(before, {
          kind: 'error' as const,
          key,
          name,
          schemaType: type,
          error: {type: 'UNDECLARED_TYPE' as const, typeName, value: item},
        }),
      )
      return
    }
    const built = buildNode(
      ctx,
      itemType,
      [...path, segment],
      item,
      readOnly,
      before?.kind === 'item' ? before.item : undefined,
    )
    members.push(reuse(before, {kind: 'item' as const, key, index, item: built}))
  })
  return members
}

/** The members a rich-text array node has built so far (see `lazyRichTextArray`). */
const builtMembers = new WeakMap<ArrayFormNode, ArrayMember[]>()

const richTextArrays = new WeakMap<SchemaType, boolean>()

/** An array with a `block` member: the rich-text editor, which reads item nodes only to edit objects. */
function isRichTextArray(type: SchemaType): boolean {
  let known = richTextArrays.get(type)
  if (known === undefined) {
    known = (type.of ?? []).some((member) => getBuiltInTypeName(member) === 'block')
    richTextArrays.set(type, known)
  }
  return known
}

/**
 * A rich-text array's node whose items are built when `members` is first read. Opening a 500-block
 * body would otherwise build ~17,000 nodes (every block, span and mark) that the editor never reads:
 * it shows per-block markers and presence from `below` and builds an object's node when it is edited.
 * The getter keeps the items the previous node had built (for reuse) but not the previous node, so a
 * run of never-read nodes holds no chain of states.
 */
function lazyRichTextArray(
  ctx: Context,
  type: SchemaType,
  node: ReturnType<typeof base>,
  items: unknown[],
  previous: ArrayFormNode | undefined,
  onlyValuesChanged: boolean,
): ArrayFormNode {
  // Without the previous state: the getter must not keep every earlier state alive.
  const ownCtx: Context = {...ctx, options: {...ctx.options, previous: undefined}}
  let reusable = previous ? builtMembers.get(previous) : undefined
  const below = {validation: ctx.inputs.markersBelow(node.id), presence: ctx.inputs.presenceBelow(node.id)}
  const result = {kind: 'array' as const, ...node, below} as ArrayFormNode
  Object.defineProperty(result, 'members', {
    enumerable: true,
    get(): ArrayMember[] {
      let members = builtMembers.get(result)
      if (!members) {
        members = buildItems(ownCtx, type, node.path, items, node.readOnly, reusable, onlyValuesChanged)
        builtMembers.set(result, members)
        reusable = undefined
      }
      return members
    },
  })
  return result
}

function buildArray(
  ctx: Context,
  type: SchemaType,
  path: Path,
  value: unknown[] | undefined,
  readOnly: boolean,
  previousNode: FormNode | undefined,
  onlyValuesChanged = false,
): ArrayFormNode {
  const previous = previousNode?.kind === 'array' ? previousNode : undefined
  const node = base(ctx, type, path, value, readOnly || conditional(ctx, type.readOnly, undefined, value))
  const items = value ?? []
  const problem = arrayProblem(type, String(path[path.length - 1] ?? ''), items)
  if (problem) return reuse(previous, {kind: 'array' as const, ...node, members: [problem]})
  // With hidden or readOnly callbacks inside, whether anything changed is only known by building.
  if (isRichTextArray(type) && !hasConditionalMembers(type)) {
    return lazyRichTextArray(ctx, type, node, items, previous, onlyValuesChanged)
  }
  const members = buildItems(ctx, type, path, items, node.readOnly, previous?.members, onlyValuesChanged)
  return reuse(previous, {kind: 'array' as const, ...node, members})
}

/**
 * The form's state for a document (spec/001 §3; DESIGN §5): a tree of object, array and primitive
 * nodes with their members (fields, fieldsets, array items and errors), hidden members left out,
 * readOnly inherited, validation and presence at each path, groups as tabs and collapsed fieldsets.
 * Pure: the same input gives an equal tree, and with `previous` every unchanged subtree is the very
 * same object as before.
 */
export function prepareFormState(options: PrepareFormStateOptions): ObjectFormNode {
  // Parts equal to last time become the very same objects, so the fast path can skip them.
  const value = options.previous ? shareStructure(options.previous.value, options.value) : options.value
  const ctx: Context = {
    options,
    document: value,
    focusId: options.focusPath && options.focusPath.length > 0 ? pathToString(options.focusPath) : undefined,
    inputs: indexSubtreeInputs(options),
  }
  return buildObject(ctx, options.schemaType, [], value, options.readOnly === true, options.previous)
}
