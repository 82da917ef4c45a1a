import {getBuiltInTypeName, getDocumentTypeNames, isBlockSchemaType} from '@tessera/schema'
import type {Schema, SchemaType} from '@tessera/types'
import {SEARCH_FIELD_MAX_DEPTH} from '../constants.js'
import {FILTER_DEFINITIONS} from './filter-definitions.js'

/** A field a search filter can target (spec 000 §3 'Field definition'). */
export interface SearchFieldDefinition {
  /** Joins type, path, filter name and document types: unique among the definitions. */
  id: string
  name: string
  /** GROQ path from the document (`seo.title`). */
  fieldPath: string
  /** Titles of the enclosing objects, outermost first (`['SEO']` for `seo.title`). */
  titlePath: string[]
  documentTypes: string[]
  filterName: string
  title: string
  /** The field's built-in type name (`string`, `array`, `reference`, …). */
  type: string
  /** The field's description (the filter tooltip shows it, cut at 256 characters). */
  description?: string
  /** For stringList and arrayList: the values offered, with titles. */
  options?: {title: string; value: string | number | boolean}[]
  /** For references and arrays of references: the types they may point to. */
  referenceTypes?: string[]
}

function listOptions(type: SchemaType): SearchFieldDefinition['options'] | undefined {
  const list = (type.options as {list?: unknown} | undefined)?.list
  if (!Array.isArray(list) || list.length === 0) return undefined
  return list.flatMap((item: unknown) => {
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
      return [{title: String(item), value: item}]
    const option = item as {title?: unknown; value?: unknown} | null
    const value = option?.value
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return []
    return [{title: typeof option?.title === 'string' ? option.title : String(value), value}]
  })
}

const ASSET_PARTS = new Set(['asset', 'hotspot', 'crop', 'media'])
const LIST_MEMBERS = new Set(['boolean', 'number', 'string'])

/**
 * spec 000 §3 'Field derivation for search': a string with a non-empty options list is stringList;
 * an array of references arrayReferences; an array containing blocks portableText; an array of
 * boolean, number or string items with an options list arrayList; otherwise the field's type.
 */
export function filterNameOf(type: SchemaType): string {
  const builtIn = getBuiltInTypeName(type) ?? type.name
  if (builtIn === 'string' && listOptions(type)) return 'stringList'
  if (type.jsonType === 'array') {
    const members = type.of ?? []
    if (members.length > 0 && members.every((member) => getBuiltInTypeName(member) === 'reference'))
      return 'arrayReferences'
    if (members.some((member) => isBlockSchemaType(member))) return 'portableText'
    if (listOptions(type) && members.every((member) => LIST_MEMBERS.has(getBuiltInTypeName(member) ?? '')))
      return 'arrayList'
  }
  return builtIn
}

function titleOf(name: string, type: SchemaType): string {
  if (type.title) return type.title
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/**
 * The fields search filters can target, from the schema's document types (names with the reserved
 * `sanity.` prefix and undeclared types left out), through nested objects to depth 3. A field counts
 * only when a filter exists for its filter name; a slug is one field (its `current` is not offered
 * apart). Duplicates (same path, title and type) merge their document types. Sorted by title, then
 * parent title path, then field path.
 */
export function deriveSearchFields(
  schema: Schema,
  maxDepth = SEARCH_FIELD_MAX_DEPTH,
): SearchFieldDefinition[] {
  const byKey = new Map<string, Omit<SearchFieldDefinition, 'id'>>()
  const visit = (
    typeName: string,
    objectType: SchemaType,
    prefix: string,
    titles: string[],
    depth: number,
  ) => {
    const parentBuiltIn = getBuiltInTypeName(objectType)
    const assetHolder = parentBuiltIn === 'image' || parentBuiltIn === 'file'
    for (const field of objectType.fields ?? []) {
      if (field.name.startsWith('_')) continue
      // An image's or file's own parts are the asset filter's business; their added fields count.
      if (assetHolder && ASSET_PARTS.has(field.name)) continue
      const fieldPath = prefix ? `${prefix}.${field.name}` : field.name
      const title = titleOf(field.name, field.type)
      const filterName = filterNameOf(field.type)
      const builtIn = getBuiltInTypeName(field.type) ?? field.type.name
      if (FILTER_DEFINITIONS.has(filterName)) {
        const key = `${fieldPath}\u0000${title}\u0000${builtIn}`
        const existing = byKey.get(key)
        if (existing) {
          if (!existing.documentTypes.includes(typeName)) existing.documentTypes.push(typeName)
        } else {
          const referenceTypes = referenceTargets(field.type)
          byKey.set(key, {
            name: field.name,
            fieldPath,
            titlePath: titles,
            documentTypes: [typeName],
            filterName,
            title,
            type: builtIn,
            ...(field.type.description ? {description: field.type.description} : {}),
            ...(listOptions(field.type) ? {options: listOptions(field.type)} : {}),
            ...(referenceTypes ? {referenceTypes} : {}),
          })
        }
      }
      const recurse =
        field.type.jsonType === 'object' &&
        builtIn !== 'slug' &&
        builtIn !== 'reference' &&
        builtIn !== 'crossDatasetReference' &&
        depth < maxDepth
      if (recurse) visit(typeName, field.type, fieldPath, [...titles, title], depth + 1)
    }
  }
  for (const typeName of getDocumentTypeNames(schema)) {
    const type = schema.get(typeName)
    if (type) visit(typeName, type, '', [], 1)
  }
  return [...byKey.values()]
    .map((definition) => ({
      ...definition,
      documentTypes: [...definition.documentTypes].sort(),
      id: [
        definition.type,
        definition.fieldPath,
        definition.filterName,
        [...definition.documentTypes].sort().join(','),
      ].join('-'),
    }))
    .sort(
      (a, b) =>
        a.title.localeCompare(b.title) ||
        a.titlePath.join('/').localeCompare(b.titlePath.join('/')) ||
        a.fieldPath.localeCompare(b.fieldPath),
    )
}

function referenceTargets(type: SchemaType): string[] | undefined {
  const refs =
    getBuiltInTypeName(type) === 'reference' ? [type] : type.jsonType === 'array' ? (type.of ?? []) : []
  const names = refs.flatMap((ref) =>
    getBuiltInTypeName(ref) === 'reference' ? (ref.to ?? []).map((to) => to.name) : [],
  )
  return names.length > 0 ? [...new Set(names)] : undefined
}
