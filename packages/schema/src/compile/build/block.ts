/**
 * Block fields are derived from the block's styles, lists, marks and inline types, so a block that
 * changes any of them gets its own `children`, `style`, `listItem`, `markDefs` and `level` fields.
 */
import type {ObjectField, SchemaType} from '@tessera/types'
import {BLOCK_DEFAULTS} from '../builtins/index.js'
import {isRecord} from '../values.js'
import type {BuildContext} from './context.js'
import {compileMembers} from './own-parts.js'
import type {CreateType} from './parts.js'

type Titled = {title: string; value: string}

const titled = (value: unknown): Titled[] | undefined =>
  Array.isArray(value) &&
  value.every((item) => isRecord(item) && typeof item.title === 'string' && typeof item.value === 'string')
    ? (value as Titled[])
    : undefined

interface BlockMarks {
  decorators: Titled[]
  annotations: SchemaType[]
}

export function buildBlock(
  type: SchemaType,
  def: Record<string, unknown>,
  parent: SchemaType | undefined,
  ctx: BuildContext,
  create: CreateType,
): void {
  const parentMarks = parent?.marks as BlockMarks | undefined
  const marks = isRecord(def.marks) ? def.marks : {}
  const styles = titled(def.styles) ?? (parent?.styles as Titled[] | undefined) ?? BLOCK_DEFAULTS.styles
  const lists = titled(def.lists) ?? (parent?.lists as Titled[] | undefined) ?? BLOCK_DEFAULTS.lists
  const decorators = titled(marks.decorators) ?? parentMarks?.decorators ?? BLOCK_DEFAULTS.marks.decorators
  const annotations = Array.isArray(marks.annotations)
    ? compileMembers(marks.annotations, ctx, create)
    : (parentMarks?.annotations ?? [])
  const inline = Array.isArray(def.of) ? compileMembers(def.of, ctx, create) : (parent?.of ?? [])

  const field = (name: string, definition: Record<string, unknown>, of?: SchemaType[]): ObjectField => ({
    name,
    type: create(
      definition,
      ctx.namedType(definition.type as string),
      {kind: 'field', fieldName: name},
      of ? {of} : {},
    ),
  })
  const span = create({type: 'span', decorators, annotations}, ctx.namedType('span'), {kind: 'member'})
  const list = (items: Titled[]) => ({list: items.map(({title, value}) => ({title, value}))})

  type.styles = styles
  type.lists = lists
  type.marks = {decorators, annotations} satisfies BlockMarks
  type.of = inline
  type.fields = [
    field('children', {type: 'array', title: 'Content'}, [span, ...inline]),
    field('style', {type: 'string', title: 'Style', options: list(styles)}),
    field('listItem', {type: 'string', title: 'List item', options: list(lists)}),
    field('markDefs', {type: 'array', title: 'Mark definitions'}, annotations),
    field('level', {type: 'number', title: 'Level'}),
  ]
}
