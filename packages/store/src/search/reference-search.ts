import type {SanityClient} from '@sanity/client'
import type {Schema} from '@tessera/types'
import {defer, map, type Observable, of, switchMap, catchError, throwError} from 'rxjs'
import {getDraftId, getPublishedId} from '../documents/ids.js'
import {buildSearchQuery} from './build-search-query.js'
import {
  CROSS_DATASET_SEARCH_API_VERSION,
  CROSS_DATASET_SEARCH_TAG,
  REFERENCE_SEARCH_API_VERSION,
  REFERENCE_SEARCH_LIMIT,
  REFERENCE_SEARCH_TAG,
} from './constants.js'
import {INVALID_REFERENCE_FILTER} from './messages.js'
import {searchFieldsOf, searchFieldsOfSelection} from './search-fields.js'

export interface ReferenceSearchOptions {
  /** The allowed target types (a reference's `to`). */
  types: readonly string[]
  text: string
  /** The field's `options.filter` (or what its filter function returned), with its parameters. */
  filter?: string
  params?: Record<string, unknown>
  /** Cap on hits; the spec's 100 by default. */
  limit?: number
  /**
   * Top-level fields to bring back with each hit (`hit.document`), so a list of hits can show their
   * previews without a request per hit. System fields (`_id`, `_type`) always come.
   */
  fields?: readonly string[]
  /**
   * Search another dataset of the same lake (a cross-dataset reference, spec/001 §7): its types are
   * not in `schema`, so they are found by the paths their `preview.select` names, as written, and
   * the request is tagged 'search.cross-dataset-reference' at API 2023-11-13.
   */
  dataset?: string
}

/** One document found: its published id, type, and which versions exist (its status). */
export interface ReferenceSearchHit {
  id: string
  type: string
  draft: boolean
  published: boolean
  /** The asked-for `fields` of its newest version (the draft when there is one). */
  document?: Record<string, unknown>
}

/** A failed search; `invalidFilter` when the lake could not parse the field's custom filter. */
export class ReferenceSearchError extends Error {
  readonly invalidFilter: boolean
  constructor(message: string, invalidFilter: boolean) {
    super(message)
    this.name = 'ReferenceSearchError'
    this.invalidFilter = invalidFilter
  }
}

function isQueryParseError(error: unknown): boolean {
  const details = (error as {details?: {type?: string}} | null)?.details
  return details?.type === 'queryParseError'
}

/**
 * Searches the documents a reference may point to (spec/001 §7 'Same-dataset reference search'):
 * drafts and published documents alike, collapsed to one hit per published id in rank order, at
 * most `limit` of them, each with the versions that exist. Tagged 'search.reference', API 2021-03-25.
 */
export function searchReferences(
  client: SanityClient,
  /** Where the searched types are looked up (a workspace schema, or another dataset's target types). */
  schema: Pick<Schema, 'get'>,
  options: ReferenceSearchOptions,
): Observable<ReferenceSearchHit[]> {
  const limit = options.limit ?? REFERENCE_SEARCH_LIMIT
  const foreign = options.dataset !== undefined
  const searchClient = client.withConfig(
    foreign
      ? {apiVersion: CROSS_DATASET_SEARCH_API_VERSION, dataset: options.dataset}
      : {apiVersion: REFERENCE_SEARCH_API_VERSION},
  )
  const tag = foreign ? CROSS_DATASET_SEARCH_TAG : REFERENCE_SEARCH_TAG
  return defer(() => {
    const types = options.types.flatMap((name) => {
      const type = schema.get(name)
      if (!type) return []
      return [{name, fields: foreign ? searchFieldsOfSelection(type.preview?.select) : searchFieldsOf(type)}]
    })
    if (types.length === 0) return of([])
    // A draft and its published document may both match: ask for twice the cap, then collapse.
    const built = buildSearchQuery({
      types,
      text: options.text,
      filter: options.filter,
      params: options.params,
      limit: limit * 2,
    })
    return searchClient.observable
      .fetch<{_id: string; _type: string}[]>(built.query, built.params, {
        perspective: 'raw',
        tag,
      })
      .pipe(
        map((rows) => collapse(rows).slice(0, limit)),
        switchMap((hits) => withStatus(searchClient, tag, hits, options.fields ?? [])),
      )
  }).pipe(
    catchError((error: unknown) => {
      if (options.filter && isQueryParseError(error))
        return throwError(() => new ReferenceSearchError(INVALID_REFERENCE_FILTER, true))
      const message = error instanceof Error ? error.message : String(error)
      return throwError(() => new ReferenceSearchError(message, false))
    }),
  )
}

/** One hit per published id, in the order of its best-ranked version. */
function collapse(rows: readonly {_id: string; _type: string}[]): {id: string; type: string}[] {
  const seen = new Map<string, {id: string; type: string}>()
  for (const row of rows) {
    const id = getPublishedId(row._id)
    if (!seen.has(id)) seen.set(id, {id, type: row._type})
  }
  return [...seen.values()]
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * Which versions of each hit exist (a hit found by its draft may be published too), and with
 * `fields`, the newest version's values of them: one request for all the hits.
 */
function withStatus(
  client: SanityClient,
  tag: string,
  hits: {id: string; type: string}[],
  fields: readonly string[],
): Observable<ReferenceSearchHit[]> {
  if (hits.length === 0) return of([])
  const ids = hits.flatMap((hit) => [hit.id, getDraftId(hit.id)])
  const wanted = [...new Set(fields)].filter((field) => FIELD_NAME.test(field) && field !== '_id')
  // Literal ids, so the lake looks them up by id instead of scanning.
  return client.observable
    .fetch<Record<string, unknown>[]>(
      `*[_id in ${JSON.stringify(ids)}]{${['_id', ...wanted].join(', ')}}`,
      {},
      {perspective: 'raw', tag},
    )
    .pipe(
      map((found) => {
        const byId = new Map(found.map((version) => [String(version._id), version]))
        return hits.map((hit): ReferenceSearchHit => {
          const draft = byId.get(getDraftId(hit.id))
          const published = byId.get(hit.id)
          const newest = draft ?? published
          return {
            ...hit,
            draft: Boolean(draft),
            published: Boolean(published),
            ...(wanted.length > 0 && newest ? {document: newest} : {}),
          }
        })
      }),
    )
}
