import type {SchemaType} from '@tessera/types'

/** One choice of `options.list`: a plain value, or `{title, value}`. */
export interface OptionItem {
  title: string
  value: string | number
}

function isOptionObject(item: unknown): item is {title?: unknown; value: unknown} {
  return typeof item === 'object' && item !== null && 'value' in item
}

/** The type's `options.list` as `{title, value}` pairs; items that are not strings or numbers are left out. */
export function optionListOf(type: SchemaType): OptionItem[] {
  const list = (type.options as {list?: unknown} | undefined)?.list
  if (!Array.isArray(list)) return []
  const items: OptionItem[] = []
  for (const item of list) {
    const value = isOptionObject(item) ? item.value : item
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const title = isOptionObject(item) && typeof item.title === 'string' ? item.title : String(value)
    items.push({title, value})
  }
  return items
}

/** The first error-level message at a node: what a control shows as its custom validity. */
export function firstError(markers: readonly {level: string; message: string}[]): string | undefined {
  return markers.find((marker) => marker.level === 'error')?.message
}
