import type {SanityClient} from '@sanity/client'
import {getDocumentTypeNames} from '@tessera/schema'
import type {Schema, SchemaType} from '@tessera/types'
import {defer, forkJoin, map, type Observable, of} from 'rxjs'
import {getPublishedId} from '../documents/ids.js'
import {buildSearchQuery, type BuiltSearchQuery} from './build-search-query.js'
import {GLOBAL_SEARCH_SOURCE, GLOBAL_SEARCH_TAG, SEARCH_PAGE_SIZE} from './constants.js'
import {compileFilters} from './filters/compile-filters.js'
import type {SearchFieldDefinition} from './filters/field-definitions.js'
import type {SearchFilter} from './filters/types.js'
import {getOrdering, type SearchOrdering} from './orderings.js'
import {parseSearchText} from './search-text.js'
import type {WeightedField} from './search-fields.js'
import {searchablePathsOf} from './searchable-paths.js'

/** What the user asks for (spec 000 §3 'Search state' terms and filters). */
export interface GlobalSearchTerms {
  query: string
  /** Chosen document types; empty means every document type. */
  types: readonly string[]
  filters?: readonly SearchFilter[]
}

export interface GlobalSearchOptions {
  ordering?: string
  pageIndex?: number
  /** Hits per page: the spec's 1000 by default. */
  limit?: number
  /** Field definitions the filters refer to (deriveSearchFields). */
  fields?: readonly SearchFieldDefinition[]
  /** Index of the recent search this came from, for the comment tags. */
  recentSearchIndex?: number
  /** Ask for per-field match reasons (the score-debug mode). */
  debug?: boolean
  /**
   * Top-level fields to bring back with each hit of a type (`hit.document`), by type name: what the
   * type's preview reads, so a hit shows its preview without a request of its own (kit's previewPlanOf).
   */
  documentFields?: Readonly<Record<string, readonly string[] | undefined>>
  now?: Date
}

/** Why a hit came: a field and the terms it matched there (score-debug mode). */
export interface SearchStory {
  path: string
  why: string
  score: number
}

/** One document found (spec 000 §3 'Hit'); a draft and its published document are one hit. */
export interface SearchHit {
  _id: string
  _type: string
  /** The published id (what the edit intent opens). */
  publishedId: string
  score: number
  stories: SearchStory[]
  /**
   * With `documentFields`: the found version's `_id`, `_type` and its type's asked-for fields (a
   * field the version lacks is null, as any projection gives it).
   */
  document?: Record<string, unknown>
}

export interface GlobalSearchPage {
  hits: SearchHit[]
  /** spec 000 §4: whether the page returned hits (there may be another). */
  hasMore: boolean
}

/**
 * spec/002 §5: a global search runs only if the query is non-empty, a filter is present, or types
 * are selected (unless empty queries are allowed).
 */
export function canSearch(terms: GlobalSearchTerms, allowEmpty = false): boolean {
  if (allowEmpty) return true
  return parseSearchText(terms.query).length > 0 || (terms.filters?.length ?? 0) > 0 || terms.types.length > 0
}

/**
 * Each compiled type's searchable paths (and their grouping key), derived once: walking a type with
 * portable text took ~10 ms of every search at 2 cores under load (bench:search profile).
 */
const pathsOfType = new WeakMap<SchemaType, {fields: WeightedField[]; key: string}>()

function searchablePathsOfType(type: SchemaType): {fields: WeightedField[]; key: string} {
  let paths = pathsOfType.get(type)
  if (!paths) {
    const fields = searchablePathsOf(type)
    paths = {fields, key: JSON.stringify(fields)}
    pathsOfType.set(type, paths)
  }
  return paths
}

/**
 * The global search's queries for the terms (exported for tests and the bench): one per group of
 * types with the same searchable fields, so each query matches and scores a document against its own
 * type's fields only and keeps the simple shape the lake answers from its text index. Each asks for
 * every hit up to the end of the page; searchGlobally merges them and cuts the page.
 */
export function buildGlobalSearchQueries(
  schema: Schema,
  terms: GlobalSearchTerms,
  options: GlobalSearchOptions = {},
): BuiltSearchQuery[] {
  const names = terms.types.length > 0 ? terms.types : getDocumentTypeNames(schema)
  const groups = new Map<string, {name: string; fields: WeightedField[]}[]>()
  const documentFields = options.documentFields ?? {}
  for (const name of names) {
    const type = schema.get(name)
    if (!type) continue
    const {fields, key} = searchablePathsOfType(type)
    groups.set(key, [...(groups.get(key) ?? []), {name, fields}])
  }
  const ordering = getOrdering(options.ordering)
  const filters = compileFilters(terms.filters ?? [], options.fields ?? [], {now: options.now ?? new Date()})
  const limit = options.limit ?? SEARCH_PAGE_SIZE
  const pageIndex = Math.max(0, options.pageIndex ?? 0)
  const sort = `${ordering.sort.field} ${ordering.sort.direction}`
  // spec 000 §7: comment tags — recent-search index, selected type count, sort, source, filter count.
  const comments = [
    ...(options.recentSearchIndex === undefined
      ? []
      : [`findability-recent-search:${options.recentSearchIndex}`]),
    `findability-selected-types:${terms.types.length}`,
    `findability-sort:${ordering.label}`,
    `findability-source:${GLOBAL_SEARCH_SOURCE}`,
    `findability-filter-count:${filters.length}`,
  ]
  const searchTerms = parseSearchText(terms.query).map((term) =>
    term.kind === 'phrase' ? {phrase: term.text} : term.pattern,
  )
  return [...groups.values()].map((types) =>
    buildSearchQuery({
      types,
      text: terms.query,
      terms: searchTerms,
      filters,
      order: [sort],
      skipScore: ordering.ignoreScore,
      comments,
      debug: options.debug,
      projection: projectionOf(types.map((type) => documentFields[type.name] ?? [])),
      offset: 0,
      limit: limit * (pageIndex + 1),
    }),
  )
}

/** Projected by every query (the merge orders by them); `_score` and `_matches` are the query's own. */
const BASE_PROJECTION = ['_createdAt', '_updatedAt']
const OWN_ATTRIBUTES = new Set(['_id', '_type', '_score', '_matches'])
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** A group's projection: the merge's attributes and the union of its types' document fields. */
function projectionOf(fieldLists: readonly (readonly string[])[]): string[] {
  const fields = fieldLists.flat().filter((field) => FIELD_NAME.test(field) && !OWN_ATTRIBUTES.has(field))
  return [...new Set([...BASE_PROJECTION, ...fields])]
}

interface Row {
  _id: string
  _type: string
  _createdAt?: string
  _updatedAt?: string
  _score?: number
  _matches?: boolean[][]
  [field: string]: unknown
}

/**
 * Runs a global search (spec 000 §7): page `pageIndex` of 1000 hits, sorted by relevance or by the
 * chosen ordering, tagged 'search.global'. Drafts and published documents are searched alike and
 * collapsed to one hit per document, in the order of its best-ranked version.
 */
export function searchGlobally(
  client: SanityClient,
  schema: Schema,
  terms: GlobalSearchTerms,
  options: GlobalSearchOptions = {},
): Observable<GlobalSearchPage> {
  return defer(() => {
    const queries = buildGlobalSearchQueries(schema, terms, options)
    if (queries.length === 0) return of({hits: [], hasMore: false})
    const ordering = getOrdering(options.ordering)
    const limit = options.limit ?? SEARCH_PAGE_SIZE
    const pageIndex = Math.max(0, options.pageIndex ?? 0)
    return forkJoin(
      queries.map((built) =>
        client.observable
          .fetch<Row[]>(built.query, built.params, {perspective: 'raw', tag: GLOBAL_SEARCH_TAG})
          .pipe(map((rows) => rows.map((row) => ({row, built})))),
      ),
    ).pipe(
      map((results) => {
        const merged = results.flat().sort((a, b) => compareRows(a.row, b.row, ordering))
        const page = merged.slice(limit * pageIndex, limit * (pageIndex + 1))
        return {hits: collapse(page, options.documentFields), hasMore: page.length > 0}
      }),
    )
  })
}

/** The merged order: the score first for relevance, then the ordering's field (ISO times sort as text). */
function compareRows(a: Row, b: Row, ordering: SearchOrdering): number {
  if (!ordering.ignoreScore) {
    const byScore = (b._score ?? 0) - (a._score ?? 0)
    if (byScore !== 0) return byScore
  }
  const field = ordering.sort.field
  const left = a[field] ?? ''
  const right = b[field] ?? ''
  const byField = left < right ? -1 : left > right ? 1 : 0
  return ordering.sort.direction === 'asc' ? byField : -byField
}

function collapse(
  rows: readonly {row: Row; built: BuiltSearchQuery}[],
  documentFields: GlobalSearchOptions['documentFields'],
): SearchHit[] {
  const hits = new Map<string, SearchHit>()
  for (const {row, built} of rows) {
    const publishedId = getPublishedId(row._id)
    if (hits.has(publishedId)) continue
    const fields = documentFields?.[row._type]
    hits.set(publishedId, {
      _id: row._id,
      _type: row._type,
      publishedId,
      score: row._score ?? 0,
      stories: stories(row._matches, built),
      ...(fields ? {document: documentOf(row, fields)} : {}),
    })
  }
  return [...hits.values()]
}

/** The version's own fields from a row (a group's projection may hold other types' fields too). */
function documentOf(row: Row, fields: readonly string[]): Record<string, unknown> {
  const document: Record<string, unknown> = {_id: row._id, _type: row._type}
  for (const field of fields)
    if (FIELD_NAME.test(field) && !OWN_ATTRIBUTES.has(field)) document[field] = row[field] ?? null
  return document
}

function stories(matches: boolean[][] | undefined, built: BuiltSearchQuery): SearchStory[] {
  if (!matches) return []
  return built.fields.flatMap((field, index) => {
    const row = matches[index] ?? []
    const matched = built.terms.filter((_, term) => row[term] === true)
    if (matched.length === 0) return []
    return [
      {
        path: field.path,
        why: `matched ${matched.map((term) => `"${term}"`).join(', ')}`,
        score: field.weight * matched.length,
      },
    ]
  })
}
