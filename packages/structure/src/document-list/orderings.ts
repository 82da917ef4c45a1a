import type {SchemaType, SortOrdering} from '@tessera/types'
import type {DocumentListNode} from '../builder/types.js'
import {crossesReference, fieldTypeAt, isOrderPath} from './field-paths.js'

/** The orderings every document list offers, by name (the key the picked ordering is stored under). */
export const TITLE_ORDERING_NAME = 'title'
export const CREATED_ORDERING_NAME = 'createdAt'
export const LAST_EDITED_ORDERING_NAME = 'lastEdited'

export const LAST_EDITED_ORDERING: SortOrdering = {
  name: LAST_EDITED_ORDERING_NAME,
  title: 'Sort by last edited',
  by: [{field: '_updatedAt', direction: 'desc'}],
}

export const CREATED_ORDERING: SortOrdering = {
  name: CREATED_ORDERING_NAME,
  title: 'Sort by created',
  by: [{field: '_createdAt', direction: 'desc'}],
}

/**
 * The field a list of `type` sorts by title on: its `title` field, else the field its preview takes
 * the title from (when that is in the document itself), else none.
 */
export function titleFieldOf(type: SchemaType | undefined): string | undefined {
  if (!type) return undefined
  if (type.fields?.some((field) => field.name === 'title')) return 'title'
  const selected = type.preview?.select?.title
  if (!selected || !isOrderPath(selected) || selected.includes('->')) return undefined
  return crossesReference(type, selected) ? undefined : selected
}

/**
 * The ordering menu of a document list: by title (when the type has one), by created, by last
 * edited, then the pane's own orderings (for a type list, the type's `orderings`), each name once.
 */
export function documentListOrderings(pane: DocumentListNode, type: SchemaType | undefined): SortOrdering[] {
  const titleField = titleFieldOf(type)
  const defaults: SortOrdering[] = [
    ...(titleField
      ? [
          {
            name: TITLE_ORDERING_NAME,
            title: 'Sort by title',
            by: [{field: titleField, direction: 'asc' as const}],
          },
        ]
      : []),
    CREATED_ORDERING,
    LAST_EDITED_ORDERING,
  ]
  const own = pane.orderings?.length ? pane.orderings : (type?.orderings ?? [])
  const byName = new Map<string, SortOrdering>()
  for (const ordering of [...defaults, ...own])
    if (!byName.has(ordering.name)) byName.set(ordering.name, ordering)
  return [...byName.values()]
}

/**
 * The ordering in force: the one picked from the menu (if it is still offered), else the pane's
 * `defaultOrdering`, else the first of the pane's own orderings, else last edited first.
 */
export function currentOrdering(
  pane: DocumentListNode,
  orderings: readonly SortOrdering[],
  pickedName: string | null | undefined,
): SortOrdering {
  const picked = pickedName ? orderings.find((ordering) => ordering.name === pickedName) : undefined
  if (picked) return picked
  if (pane.defaultOrdering?.length) return {name: 'default', title: 'Default', by: pane.defaultOrdering}
  return pane.orderings?.[0] ?? LAST_EDITED_ORDERING
}

/**
 * The arguments of GROQ's `order()` for an ordering: strings compare case-insensitively (`lower()`,
 * so 'apple' and 'Banana' sort as people expect), and `_id` breaks ties so that pages fetched one by
 * one never skip or repeat a document. Fields that are not plain paths are left out.
 */
export function orderClause(by: SortOrdering['by'], type: SchemaType | undefined): string {
  const terms: string[] = []
  for (const {field, direction} of by) {
    if (!isOrderPath(field)) continue
    const fieldType = field.includes('->') ? undefined : fieldTypeAt(type, field)
    const expression = fieldType?.jsonType === 'string' ? `lower(${field})` : field
    terms.push(`${expression} ${direction === 'desc' ? 'desc' : 'asc'}`)
  }
  if (!by.some(({field}) => field === '_id')) terms.push('_id asc')
  return terms.join(', ')
}
