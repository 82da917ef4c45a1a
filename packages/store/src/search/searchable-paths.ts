import {getBuiltInTypeName, isBlockSchemaType} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {SEARCH_FIELD_MAX_DEPTH, SEARCH_WEIGHTS} from './constants.js'
import {searchFieldsOf, type WeightedField} from './search-fields.js'

const TEXT_TYPES = new Set(['string', 'text', 'email', 'url'])
const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/

export interface SearchablePathOptions {
  /** How deep into objects and arrays of objects fields are searched: top-level fields are depth 1. */
  maxDepth?: number
}

/** `options.search.weight` of a field or its type, when it is a number. */
function configuredWeight(type: SchemaType): number | undefined {
  for (let step: SchemaType | undefined = type; step; step = step.type) {
    const search = (step.options as {search?: {weight?: unknown}} | undefined)?.search
    if (typeof search?.weight === 'number' && Number.isFinite(search.weight)) return search.weight
  }
  return undefined
}

function isPortableText(type: SchemaType): boolean {
  return type.jsonType === 'array' && (type.of ?? []).some((member) => isBlockSchemaType(member))
}

/**
 * Every path a document of this type is found by (spec 000 §5: to nesting depth 3), with its weight:
 * text fields (string, text, email, url), slugs by their current value, arrays of strings, and
 * portable text by its plain text (`pt::text(body)`), through objects and arrays of objects
 * (`sections[].heading`). The preview's title, subtitle and description weigh 10, 5 and 1.5, the
 * other fields 1, and `_id` 1; a field's `options.search.weight` replaces its weight, and 0 leaves it
 * out. Fields hidden outright (`hidden: true`) are left out: an editor cannot see why such a hit came;
 * conditionally hidden ones are kept, since whether they show depends on the document. References
 * and assets are not followed (`match` sees only the document's own values).
 */
export function searchablePathsOf(type: SchemaType, options: SearchablePathOptions = {}): WeightedField[] {
  const maxDepth = options.maxDepth ?? SEARCH_FIELD_MAX_DEPTH
  const preview = new Map(searchFieldsOf(type).map((field) => [field.path, field.weight]))
  const found = new Map<string, number>()
  const add = (path: string, weight: number) => {
    if (weight > 0) found.set(path, Math.max(found.get(path) ?? 0, weight))
  }

  const walk = (objectType: SchemaType, prefix: string, depth: number, inArray: boolean) => {
    for (const field of objectType.fields ?? []) {
      if (!SEGMENT.test(field.name) || field.name.startsWith('_')) continue
      if (field.type.hidden === true) continue
      const path = prefix ? `${prefix}.${field.name}` : field.name
      const weight = configuredWeight(field.type) ?? preview.get(path) ?? SEARCH_WEIGHTS.field
      if (weight <= 0) continue
      const builtIn = getBuiltInTypeName(field.type)
      if (builtIn && TEXT_TYPES.has(builtIn)) add(path, weight)
      else if (builtIn === 'slug') add(`${path}.current`, preview.get(`${path}.current`) ?? weight)
      else if (isPortableText(field.type)) {
        // pt::text takes one block array; inside an array of objects it would get a list of them.
        if (!inArray) add(`pt::text(${path})`, weight)
      } else if (field.type.jsonType === 'array') {
        const members = field.type.of ?? []
        if (members.some((member) => TEXT_TYPES.has(getBuiltInTypeName(member) ?? '')))
          add(`${path}[]`, weight)
        if (depth < maxDepth)
          for (const member of members)
            if (member.jsonType === 'object' && !isAssetOrReference(member))
              walk(member, `${path}[]`, depth + 1, true)
      } else if (field.type.jsonType === 'object' && depth < maxDepth) {
        if (builtIn === 'reference' || builtIn === 'crossDatasetReference') continue
        walk(field.type, path, depth + 1, inArray)
      }
    }
  }
  walk(type, '', 1, false)
  // The preview's own paths (a slug's `.current`) count even when the walk weighed them lower.
  for (const [path, weight] of preview) if (path !== '_id' && found.has(path)) add(path, weight)
  add('_id', SEARCH_WEIGHTS.id)
  return [...found].map(([path, weight]) => ({path, weight})).sort((a, b) => b.weight - a.weight)
}

function isAssetOrReference(type: SchemaType): boolean {
  const builtIn = getBuiltInTypeName(type)
  return builtIn === 'reference' || builtIn === 'crossDatasetReference'
}
