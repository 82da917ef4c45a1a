/**
 * Creating a compiled type from a definition and its parent. A type's own properties win; everything
 * else is inherited from the parent (options are merged key by key).
 */
import type {PreviewConfig, SchemaType} from '@tessera/types'
import {typeChain} from '../type-chain.js'
import {buildBlock} from './block.js'
import type {BuildContext} from './context.js'
import {compileFieldsets} from './fieldsets.js'
import {compileOwnParts} from './own-parts.js'
import type {CreateType, Naming, OwnParts} from './parts.js'
import {guessPreviewSelect, isPreviewRoot} from './preview.js'

/** Handled explicitly by `inherit`, never copied as-is from the parent. */
const NOT_COPIED = new Set([
  'name',
  'type',
  'jsonType',
  'fields',
  'fieldsets',
  'groups',
  'of',
  'to',
  'preview',
  'options',
])

/** Compiled types whose root is `image` or `file` keep the root's fields before their own. */
const ASSET_ROOTS = new Set(['image', 'file'])

/** The root built-in of a (possibly still empty) type: the end of its chain. */
const rootName = (type: SchemaType): string => typeChain(type).at(-1)!.name

/**
 * Fills `target` (a named type's shell) or a new object. Named and root types are completed at once,
 * in dependency order; fields and members are completed after all named types (see BuildContext).
 */
export function createType(
  ctx: BuildContext,
  def: Record<string, unknown>,
  parent: SchemaType | undefined,
  naming: Naming,
  overrides: Partial<OwnParts> = {},
  target?: SchemaType,
): SchemaType {
  const create: CreateType = (childDef, childParent, childNaming, childOverrides) =>
    createType(ctx, childDef, childParent, childNaming, childOverrides)
  const type = target ?? ({} as SchemaType)
  type.name =
    naming.kind === 'root' || naming.kind === 'named' ? naming.name : memberOrFieldName(def, parent, naming)
  if (parent) type.type = parent
  type.jsonType = parent ? parent.jsonType : (def.jsonType as SchemaType['jsonType'])
  const root = parent ? rootName(parent) : type.name
  const own = {...compileOwnParts(def, root, naming, ctx, create), ...overrides}
  Object.assign(type, own.props)
  const finish = () => inherit(ctx, type, def, own, parent, root, create)
  if (naming.kind === 'root' || naming.kind === 'named') finish()
  else ctx.defer(finish)
  return type
}

/** Fields are named after their type (`string`); members after their own name, which is the items' `_type`. */
function memberOrFieldName(
  def: Record<string, unknown>,
  parent: SchemaType | undefined,
  naming: Naming,
): string {
  if (naming.kind === 'member' && typeof def.name === 'string' && def.name) return def.name
  return parent?.name ?? String(def.type)
}

function inherit(
  ctx: BuildContext,
  type: SchemaType,
  def: Record<string, unknown>,
  own: OwnParts,
  parent: SchemaType | undefined,
  root: string,
  create: CreateType,
): void {
  if (parent?.options || own.options) type.options = {...parent?.options, ...own.options}

  if (root === 'block' && own.rebuildsBlock) {
    buildBlock(type, def, parent, ctx, create)
  } else if (own.fields) {
    const base = parent && ASSET_ROOTS.has(root) ? (typeChain(parent).at(-1)!.fields ?? []) : []
    type.fields = [...base, ...own.fields]
  } else if (parent?.fields) {
    type.fields = parent.fields
    if (root === 'block' && parent.of) type.of = parent.of
  }

  if (type.jsonType === 'object') {
    type.fields ??= []
    const definitions = own.fieldsetDefinitions ?? (parent && ctx.fieldsetDefinitions.get(parent))
    if (definitions) ctx.fieldsetDefinitions.set(type, definitions)
    const relayout =
      !parent || own.fields || own.fieldsetDefinitions || !parent.fieldsets || type.fields !== parent.fields
    type.fieldsets = relayout ? compileFieldsets(type.fields, definitions) : parent.fieldsets
    const groups = own.groups ?? parent?.groups
    if (groups) type.groups = groups
  }
  if (type.jsonType === 'array') type.of = own.of ?? parent?.of ?? []
  if (root === 'reference' || root === 'crossDatasetReference') type.to = own.to ?? parent?.to ?? []

  if (parent) {
    for (const [key, value] of Object.entries(parent)) {
      if (!NOT_COPIED.has(key) && !(key in type)) type[key] = value
    }
  }
  const preview = previewFor(ctx, type, own, parent, root)
  if (preview) type.preview = preview
}

/**
 * The developer's preview wins (its missing select is guessed); otherwise the parent's, unless that
 * was itself a guess and this type has different fields; otherwise a guess from the fields.
 */
function previewFor(
  ctx: BuildContext,
  type: SchemaType,
  own: OwnParts,
  parent: SchemaType | undefined,
  root: string,
): PreviewConfig | undefined {
  if (!parent || !isPreviewRoot(root)) return own.preview ?? parent?.preview
  if (own.preview) {
    return own.preview.select
      ? own.preview
      : {...own.preview, select: guessPreviewSelect(type.fields ?? [], root)}
  }
  const inherited = parent.preview
  if (inherited && !(ctx.guessedPreviews.has(inherited) && type.fields !== parent.fields)) return inherited
  const guessed: PreviewConfig = {select: guessPreviewSelect(type.fields ?? [], root)}
  ctx.guessedPreviews.add(guessed)
  return guessed
}
