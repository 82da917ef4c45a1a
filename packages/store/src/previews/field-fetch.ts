import type {SanityClient} from '@sanity/client'
import {forkJoin, map, type Observable, of} from 'rxjs'
import {PREVIEW_QUERY_TAG, SYSTEM_FIELDS} from './constants.js'

/** A document as a preview sees it: the system fields and the fields asked for. */
export type PreviewDocument = {_id: string; _type: string; _rev: string} & Record<string, unknown>

export interface FieldRequest {
  id: string
  /** Top-level field names (validated by {@link normalizeFields}). */
  fields: readonly string[]
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The requested fields without the system fields (always fetched), unique and sorted. */
export function normalizeFields(fields: readonly string[]): string[] {
  for (const field of fields) {
    if (!FIELD_NAME.test(field)) throw new Error(`Invalid preview field name "${field}"`)
  }
  const system = new Set<string>(SYSTEM_FIELDS)
  return [...new Set(fields)].filter((field) => !system.has(field)).sort()
}

export function previewQuery(fields: readonly string[]): string {
  return `*[_id in $ids]{${[...SYSTEM_FIELDS, ...fields].join(',')}}`
}

/**
 * Fetches many documents' fields: one query per distinct field set, each for all the ids that want
 * that set. Answers per request, in order: the document, or null if it is missing or unreadable.
 */
export function fetchFields(
  client: SanityClient,
  requests: readonly FieldRequest[],
): Observable<(PreviewDocument | null)[]> {
  const groups = new Map<string, {fields: readonly string[]; ids: Set<string>}>()
  for (const request of requests) {
    const key = request.fields.join(',')
    const group = groups.get(key) ?? {fields: request.fields, ids: new Set<string>()}
    group.ids.add(request.id)
    groups.set(key, group)
  }
  if (groups.size === 0) return of([])
  const queries = [...groups].map(([key, group]) =>
    client.observable
      .fetch<PreviewDocument[]>(
        previewQuery(group.fields),
        {ids: [...group.ids]},
        // Raw: a draft id must find the draft itself, whatever the client's default perspective.
        {perspective: 'raw', tag: PREVIEW_QUERY_TAG},
      )
      .pipe(map((documents) => [key, new Map(documents.map((doc) => [doc._id, doc]))] as const)),
  )
  return forkJoin(queries).pipe(
    map((answers) => {
      const byKey = new Map(answers)
      return requests.map((request) => byKey.get(request.fields.join(','))?.get(request.id) ?? null)
    }),
  )
}
