import type {SanityClient} from '@sanity/client'
import {defer, from, map, mergeMap, type Observable, reduce} from 'rxjs'
import {
  AVAILABILITY_CONCURRENCY,
  AVAILABILITY_TAG,
  AVAILABILITY_URL_LIMIT,
  AVAILABILITY_WINDOW_MS,
} from './constants.js'
import {windowedBatch} from './windowed-batch.js'

export type AvailabilityReason = 'READABLE' | 'PERMISSION_DENIED' | 'NOT_FOUND'

export interface DocumentAvailability {
  available: boolean
  reason: AvailabilityReason
}

export const AVAILABILITY_READABLE: DocumentAvailability = {available: true, reason: 'READABLE'}
export const AVAILABILITY_PERMISSION_DENIED: DocumentAvailability = {
  available: false,
  reason: 'PERMISSION_DENIED',
}
export const AVAILABILITY_NOT_FOUND: DocumentAvailability = {available: false, reason: 'NOT_FOUND'}

export interface AvailabilityResponse {
  omitted?: {id: string; reason: string}[]
}

/**
 * Splits ids into groups whose comma-joined, URL-encoded form fits in `budget` characters, keeping
 * their order. An id longer than the budget on its own still gets a group (the server decides).
 */
export function chunkIdsForUrl(ids: readonly string[], budget: number): string[][] {
  const chunks: string[][] = []
  let chunk: string[] = []
  let length = 0
  for (const id of ids) {
    const cost = encodeURIComponent(id).length + (chunk.length > 0 ? 1 : 0)
    if (chunk.length > 0 && length + cost > budget) {
      chunks.push(chunk)
      chunk = []
      length = 0
    }
    length += chunk.length > 0 ? cost : encodeURIComponent(id).length
    chunk.push(id)
  }
  if (chunk.length > 0) chunks.push(chunk)
  return chunks
}

/** Reads `/data/doc`'s answer: not omitted is readable; omitted says why; any other reason throws. */
export function availabilityFromResponse(
  ids: readonly string[],
  response: AvailabilityResponse,
): DocumentAvailability[] {
  const omitted = new Map((response.omitted ?? []).map((entry) => [entry.id, entry.reason]))
  return ids.map((id) => {
    if (!omitted.has(id)) return AVAILABILITY_READABLE
    const reason = omitted.get(id)
    if (reason === 'existence') return AVAILABILITY_NOT_FOUND
    if (reason === 'permission') return AVAILABILITY_PERMISSION_DENIED
    throw new Error(`Unexpected reason for omission of document "${id}": "${reason}"`)
  })
}

function docPath(client: SanityClient, ids: readonly string[]): string {
  return client.getDataUrl('doc', ids.map(encodeURIComponent).join(','))
}

/**
 * Checks many ids at once (`GET /data/doc/{ids}?excludeContent=true`): requests made within 1 ms are
 * combined, split so that no request URL exceeds 11164 characters, and sent at most 10 at a time.
 */
export function createAvailabilityChecker(
  client: SanityClient,
): (id: string) => Observable<DocumentAvailability> {
  const query = {excludeContent: 'true'}
  // What a request URL holds besides the ids: host, version, path and query (the client prefixes tags).
  const overhead = () => {
    const prefix = client.config().requestTagPrefix
    const tag = prefix ? `${prefix}.${AVAILABILITY_TAG}` : AVAILABILITY_TAG
    return (
      client.getUrl(docPath(client, [])).length + `?excludeContent=true&tag=${encodeURIComponent(tag)}`.length
    )
  }

  function fetchChunk(ids: string[]): Observable<Map<string, DocumentAvailability>> {
    return defer(() =>
      client.observable.request<AvailabilityResponse>({
        uri: docPath(client, ids),
        query,
        json: true,
        tag: AVAILABILITY_TAG,
      }),
    ).pipe(
      map((response) => {
        const results = availabilityFromResponse(ids, response)
        return new Map(ids.map((id, index) => [id, results[index]]))
      }),
    )
  }

  return windowedBatch(AVAILABILITY_WINDOW_MS, (requested: string[]) => {
    const unique = [...new Set(requested)]
    return from(chunkIdsForUrl(unique, AVAILABILITY_URL_LIMIT - overhead())).pipe(
      mergeMap(fetchChunk, AVAILABILITY_CONCURRENCY),
      reduce((all, results) => new Map([...all, ...results]), new Map<string, DocumentAvailability>()),
      map((all) => requested.map((id) => all.get(id)!)),
    )
  })
}
