import {getBuiltInTypeName} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {SEARCH_WEIGHTS} from './constants.js'

/** A field a document is found by, as a GROQ path (`name`, `slug.current`), and how much it counts. */
export interface WeightedField {
  path: string
  weight: number
}

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/
const TEXT_TYPES = new Set(['string', 'text', 'email', 'url'])

/**
 * The GROQ path of a preview selection when it leads to text in the document itself: `slug` becomes
 * `slug.current`; paths through references (`author.name`), arrays or unknown fields are left out,
 * since `match` can only see the document's own values.
 */
function textPath(type: SchemaType, selection: string): string | undefined {
  const segments = selection.split('.')
  let current: SchemaType | undefined = type
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || !current || current.jsonType !== 'object') return undefined
    if (getBuiltInTypeName(current) === 'reference') return undefined
    current = current.fields?.find((field) => field.name === segment)?.type
  }
  if (!current) return undefined
  const builtIn = getBuiltInTypeName(current)
  if (builtIn === 'slug') return `${selection}.current`
  return builtIn && TEXT_TYPES.has(builtIn) ? selection : undefined
}

/**
 * The fields a document of this type is searched by (spec/001 §7 'Same-dataset reference search'):
 * its preview title, subtitle and description when they are text of the document, and its id.
 */
export function searchFieldsOf(type: SchemaType): WeightedField[] {
  const select = type.preview?.select ?? {}
  const fields: WeightedField[] = []
  for (const key of ['title', 'subtitle', 'description'] as const) {
    const selection = select[key]
    const path = typeof selection === 'string' ? textPath(type, selection) : undefined
    if (path && !fields.some((field) => field.path === path)) fields.push({path, weight: SEARCH_WEIGHTS[key]})
  }
  fields.push({path: '_id', weight: SEARCH_WEIGHTS.id})
  return fields
}

const GROQ_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/

/**
 * The fields of a type from another dataset (a cross-dataset reference's target), which this schema
 * knows only by its `preview.select`: the title, subtitle and description paths as written, then
 * the id. A path that is not text there simply never matches.
 */
export function searchFieldsOfSelection(select: Record<string, string> | undefined): WeightedField[] {
  const fields: WeightedField[] = []
  for (const key of ['title', 'subtitle', 'description'] as const) {
    const path = select?.[key]
    if (path && GROQ_PATH.test(path) && !fields.some((field) => field.path === path))
      fields.push({path, weight: SEARCH_WEIGHTS[key]})
  }
  fields.push({path: '_id', weight: SEARCH_WEIGHTS.id})
  return fields
}
