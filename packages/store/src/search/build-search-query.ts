import type {WeightedField} from './search-fields.js'
import {searchTerms} from './search-terms.js'

/** What to search: types and their weighted fields, the typed text, a filter, a page. */
export interface SearchQuerySpec {
  /** The document types searched, each with the fields its documents are found by. */
  types: readonly {name: string; fields: readonly WeightedField[]}[]
  /** What the user typed; every word must match some field, as a prefix. Empty finds everything. */
  text: string
  /**
   * `match` patterns to use instead of `text`'s words (the global search parses phrases itself, see
   * parseSearchText); each must match some field.
   */
  terms?: readonly (string | {phrase: string})[]
  /** More GROQ conditions, each required (compiled search filters). */
  filters?: readonly string[]
  /** Rank by the orderings only, without `score()` (spec 000 §3: every ordering but relevance). */
  skipScore?: boolean
  /** GROQ comments put before the query (the global search's comment tags), one per line. */
  comments?: readonly string[]
  /** Also project, per field and term, whether it matched (`_matches`), for the score-debug mode. */
  debug?: boolean
  /** More attributes to project (the global search merges several queries by `_updatedAt`). */
  projection?: readonly string[]
  /** An extra GROQ filter (a reference field's `options.filter`), with its parameters. */
  filter?: string
  params?: Record<string, unknown>
  /** Leave drafts out (they are searched by default, so unpublished documents can be found). */
  excludeDrafts?: boolean
  /** Orderings after the score (GROQ, e.g. `_updatedAt desc`); `_updatedAt desc` when absent. */
  order?: readonly string[]
  offset?: number
  limit: number
}

export interface BuiltSearchQuery {
  query: string
  params: Record<string, unknown>
  /** The match patterns of the words (`ada*`), for debugging and tests. */
  terms: string[]
  /** The searched paths, heaviest first, in the order of `_matches` rows (debug). */
  fields: {path: string; weight: number}[]
}

/** Our own parameters start with this, so a filter's parameters cannot collide with them. */
const OWN = '__'

const ORDERING = /^[A-Za-z_][A-Za-z0-9_.]*( (asc|desc))?$/

/**
 * One search query for the reference input and the global search: every word required as a
 * prefix in some weighted field, hits ranked by GROQ `score()` with `boost()` per field weight, then
 * paged. Types are literal in the filter, so the lake scans only documents of those types.
 *
 * `*[_type in ["author"] && (name match $__t0 || _id match $__t0) && (filter)]
 *   | score(boost(name match $__t0, 10), boost(_id match $__t0, 1)) | order(_score desc, _updatedAt desc)
 *   [0...100] {_id, _type, _score}`
 */
export function buildSearchQuery(spec: SearchQuerySpec): BuiltSearchQuery {
  if (spec.types.length === 0) throw new Error('A search needs at least one type')
  for (const key of Object.keys(spec.params ?? {})) {
    if (key.startsWith(OWN)) throw new Error(`Search parameter names may not start with "${OWN}": ${key}`)
  }
  const given = spec.terms ?? searchTerms(spec.text)
  // A phrase goes through text::query (its words next to each other); a word is a `match` pattern.
  const phrases = new Set(given.flatMap((term) => (typeof term === 'string' ? [] : [term.phrase])))
  const terms = [...new Set(given.map((term) => (typeof term === 'string' ? term : `"${term.phrase}"`)))]
  const params: Record<string, unknown> = {...spec.params}
  terms.forEach((term, index) => (params[`${OWN}t${index}`] = term))
  const isPhrase = (term: string) => term.startsWith('"') && phrases.has(term.slice(1, -1))
  const matches = (path: string, index: number) =>
    isPhrase(terms[index]) ? `${path} match text::query($${OWN}t${index})` : `${path} match $${OWN}t${index}`

  // A field weighs what its heaviest type gives it (the same path may be a title in one type only).
  const weights = new Map<string, number>()
  for (const type of spec.types)
    for (const field of type.fields)
      weights.set(field.path, Math.max(weights.get(field.path) ?? 0, field.weight))
  const fields = [...weights].sort((a, b) => b[1] - a[1])

  const typeNames = [...new Set(spec.types.map((type) => type.name))]
  // Types with the same fields form a group; with several groups each document is matched (and
  // scored) against its own type's fields only, not the union of every type's (spec: tens of paths).
  const groups = groupTypes(spec.types)
  const guard = (group: TypeGroup, expression: string) =>
    groups.length === 1 ? expression : `_type in ${JSON.stringify(group.types)} && ${expression}`
  const termCondition = (group: TypeGroup, index: number) =>
    `(${group.fields.map(([path]) => matches(path, index)).join(' || ')})`
  const conditions = [`_type in ${JSON.stringify(typeNames)}`]
  if (spec.excludeDrafts) conditions.push('!(_id in path("drafts.**"))')
  if (terms.length > 0) {
    if (groups.length === 1) terms.forEach((_, index) => conditions.push(termCondition(groups[0], index)))
    else {
      const perGroup = groups.map((group) =>
        guard(group, terms.map((_, index) => termCondition(group, index)).join(' && ')),
      )
      conditions.push(`(${perGroup.map((expression) => `(${expression})`).join(' || ')})`)
    }
  }
  if (spec.filter?.trim()) conditions.push(`(${spec.filter})`)
  for (const filter of spec.filters ?? []) if (filter.trim()) conditions.push(`(${filter})`)

  const order = spec.order ?? ['_updatedAt desc']
  for (const ordering of order)
    if (!ORDERING.test(ordering)) throw new Error(`Invalid ordering "${ordering}"`)
  const offset = Math.max(0, Math.floor(spec.offset ?? 0))
  const end = offset + Math.max(0, Math.floor(spec.limit))

  const comments = (spec.comments ?? []).map((comment) => `// ${comment.replace(/[\r\n]+/g, ' ')}\n`)
  let query = `${comments.join('')}*[${conditions.join(' && ')}]`
  const scored = terms.length > 0 && !spec.skipScore
  if (scored) {
    const boosts = groups.flatMap((group) =>
      terms.flatMap((_, index) =>
        group.fields.map(([path, weight]) => `boost(${guard(group, matches(path, index))}, ${weight})`),
      ),
    )
    // score() needs at least one argument; `false` scores nothing.
    query += ` | score(${boosts.length > 0 ? boosts.join(', ') : 'false'}) | order(${['_score desc', ...order].join(', ')})`
  } else {
    query += ` | order(${order.join(', ')})`
  }
  const projection = ['_id', '_type', ...(spec.projection ?? [])]
  for (const attribute of spec.projection ?? [])
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(attribute)) throw new Error(`Invalid projection "${attribute}"`)
  if (scored) projection.push('_score')
  if (spec.debug && terms.length > 0) {
    const rows = fields.map(([path]) => `[${terms.map((_, index) => matches(path, index)).join(', ')}]`)
    projection.push(`"_matches": [${rows.join(', ')}]`)
  }
  query += ` [${offset}...${end}] {${projection.join(', ')}}`
  return {query, params, terms, fields: fields.map(([path, weight]) => ({path, weight}))}
}

interface TypeGroup {
  types: string[]
  /** Path and weight, heaviest first. */
  fields: [string, number][]
}

/** Types grouped by identical weighted fields, in the order of their first type. */
function groupTypes(types: SearchQuerySpec['types']): TypeGroup[] {
  const groups = new Map<string, TypeGroup>()
  for (const type of types) {
    const fields = new Map<string, number>()
    for (const field of type.fields)
      fields.set(field.path, Math.max(fields.get(field.path) ?? 0, field.weight))
    const sorted = [...fields].sort((a, b) => b[1] - a[1])
    const key = JSON.stringify(sorted)
    const group = groups.get(key)
    if (group) {
      if (!group.types.includes(type.name)) group.types.push(type.name)
    } else groups.set(key, {types: [type.name], fields: sorted})
  }
  return [...groups.values()]
}
