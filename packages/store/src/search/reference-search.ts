import type {SanityClient} from '@sanity/client'
import type {Schema} from '@tessera/types'
import {defer, map, type Observable, of, switchMap, catchError, throwError} from 'rxjs'
import {getDraftId, getPublishedId} from '../documents/ids.js'
import {buildSearchQuery} from './build-search-query.js'
import {REFERENCE_SEARCH_API_VERSION, REFERENCE_SEARCH_LIMIT, REFERENCE_SEARCH_TAG} from './constants.js'
import {INVALID_REFERENCE_FILTER} from './messages.js'
import {searchFieldsOf} from './search-fields.js'

export interface ReferenceSearchOptions {
  /** The allowed target types (a reference's `to`). */
  types: readonly string[]
  text: string
  /** The field's `options.filter` (or what its filter function returned), with its parameters. */
  filter?: string
  params?: Record<string, unknown>
  /** Cap on hits; the spec's 100 by default. */
  limit?: number
}

/** One document found: its published id, type, and which versions exist (its status). */
export interface ReferenceSearchHit {
  id: string
  type: string
  draft: boolean
  published: boolean
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
  schema: Schema,
  options: ReferenceSearchOptions,
): Observable<ReferenceSearchHit[]> {
  const limit = options.limit ?? REFERENCE_SEARCH_LIMIT
  const searchClient = client.withConfig({apiVersion: REFERENCE_SEARCH_API_VERSION})
  return defer(() => {
    const types = options.types.flatMap((name) => {
      const type = schema.get(name)
      return type ? [{name, fields: searchFieldsOf(type)}] : []
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
        tag: REFERENCE_SEARCH_TAG,
      })
      .pipe(
        map((rows) => collapse(rows).slice(0, limit)),
        switchMap((hits) => withStatus(searchClient, hits)),
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

/** Which versions of each hit exist (a hit found by its draft may be published too). */
function withStatus(
  client: SanityClient,
  hits: {id: string; type: string}[],
): Observable<ReferenceSearchHit[]> {
  if (hits.length === 0) return of([])
  const ids = hits.flatMap((hit) => [hit.id, getDraftId(hit.id)])
  // Literal ids, so the lake looks them up by id instead of scanning.
  return client.observable
    .fetch<string[]>(
      `*[_id in ${JSON.stringify(ids)}]._id`,
      {},
      {perspective: 'raw', tag: REFERENCE_SEARCH_TAG},
    )
    .pipe(
      map((found) => {
        const existing = new Set(found)
        return hits.map((hit) => ({
          ...hit,
          draft: existing.has(getDraftId(hit.id)),
          published: existing.has(hit.id),
        }))
      }),
    )
}
