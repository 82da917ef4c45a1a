import type {SanityClient} from '@sanity/client'
import {listenQuery, WITHOUT_RESULT} from '@tessera/store'
import {catchError, concat, defer, map, type Observable, of, switchMap, tap, timer} from 'rxjs'
import {
  groupIncomingReferences,
  INCOMING_REFERENCES_LISTEN_QUERY,
  INCOMING_REFERENCES_QUERY,
  INCOMING_REFERENCES_TAG,
  incomingReferencesParams,
  type IncomingReference,
  type ReferencingDocument,
} from './incoming-references.js'

/** What the incoming references of a document are known to be, as they change. */
export type IncomingReferencesState =
  | {status: 'loading'}
  | {status: 'ready'; references: IncomingReference[]; truncated: boolean}
  /** Fetching or listening failed; `references` are the last ones known, if any. Retried by itself. */
  | {status: 'error'; error: Error; references?: IncomingReference[]; retryInMs: number}

/**
 * A burst of changes costs one query a second: a listen event with query visibility can be queried at
 * once, so the first change fetches straight away and later ones wait (spec 002 §7/§9, throttle 1 s).
 */
export const INCOMING_REFERENCES_REFETCH_THROTTLE_MS = 1000

/** Retry after a failure: 100 ms doubled per failure in a row, at most 4 minutes (spec 002 §4). */
export function incomingReferencesRetryDelay(failures: number): number {
  return Math.min(100 * 2 ** Math.max(0, failures - 1), 240_000)
}

export interface ObserveIncomingReferencesOptions {
  /** Overrides {@link INCOMING_REFERENCES_REFETCH_THROTTLE_MS} (tests). */
  throttleMs?: number
}

/**
 * The documents referencing `documentId` (draft or published id; both versions count), live: fetched
 * when a listener on `*[references($ids)]` is connected, and again after each change to a document
 * that starts or stops referencing it. Failures become an error state and are retried with backoff;
 * the stream itself never errors.
 */
export function observeIncomingReferences(
  client: SanityClient,
  documentId: string,
  options: ObserveIncomingReferencesOptions = {},
): Observable<IncomingReferencesState> {
  const params = incomingReferencesParams(documentId)
  const throttleMs = options.throttleMs ?? INCOMING_REFERENCES_REFETCH_THROTTLE_MS

  return defer(() => {
    let last: IncomingReference[] | undefined
    let failures = 0

    const fetchOnce = () =>
      client.observable
        .fetch<ReferencingDocument[]>(INCOMING_REFERENCES_QUERY, params, {
          perspective: 'raw',
          tag: INCOMING_REFERENCES_TAG,
        })
        .pipe(map((documents) => groupIncomingReferences(documents)))

    const live$ = (): Observable<IncomingReferencesState> =>
      listenQuery(
        client.listen(INCOMING_REFERENCES_LISTEN_QUERY, params, {
          events: ['welcome', 'mutation'],
          ...WITHOUT_RESULT,
          includeMutations: false,
          visibility: 'query',
          tag: INCOMING_REFERENCES_TAG,
        }),
        fetchOnce,
        // Welcome (every connection, reconnects too) and mutations both mean "fetch again".
        {visibility: 'query', throttleMs},
      ).pipe(
        tap(({references}) => {
          last = references
          failures = 0
        }),
        map(({references, truncated}): IncomingReferencesState => ({
          status: 'ready',
          references,
          truncated,
        })),
        catchError((caught: unknown) => {
          failures += 1
          const retryInMs = incomingReferencesRetryDelay(failures)
          const error = caught instanceof Error ? caught : new Error(String(caught))
          return concat(
            of<IncomingReferencesState>({status: 'error', error, references: last, retryInMs}),
            timer(retryInMs).pipe(switchMap(live$)),
          )
        }),
      )

    return concat(of<IncomingReferencesState>({status: 'loading'}), live$())
  })
}
