import {
  asyncScheduler,
  defer,
  delay,
  filter,
  map,
  merge,
  mergeMap,
  type MonoTypeOperatorFunction,
  type Observable,
  of,
  share,
  switchMap,
  throttleTime,
  throwError,
} from 'rxjs'

/** The first event of a listener that reconnects before it ever connected (spec 002 §8). */
export const LISTENER_NOT_ESTABLISHED = 'Could not establish EventSource connection'
/** The first event of a listener that is neither welcome nor reconnect (spec 002 §8). */
export const LISTENER_UNEXPECTED_FIRST_EVENT = 'Received unexpected type of first event'

/**
 * After a mutation, a listen query fetches again this long after it (spec 002 §7/§9: 1200 ms), so
 * the change is visible to queries; with `visibility: 'query'` the event already is, and refetches are
 * throttled to one per `LISTEN_QUERY_THROTTLE_MS` instead.
 */
export const LISTEN_QUERY_REFETCH_DELAY_MS = 1200
export const LISTEN_QUERY_THROTTLE_MS = 1000

/**
 * Fails a listener whose first event is not `welcome`: one that starts with `reconnect` could not
 * connect ('Could not establish EventSource connection'), anything else is 'Received unexpected type
 * of first event "<type>"'. Later events pass untouched. Per subscription, so a retry checks again.
 */
export function expectWelcomeFirst<T extends {type: string}>(): MonoTypeOperatorFunction<T> {
  return (source) =>
    defer(() => {
      let first = true
      return source.pipe(
        mergeMap((event) => {
          if (!first) return of(event)
          first = false
          if (event.type === 'welcome') return of(event)
          return throwError(
            () =>
              new Error(
                event.type === 'reconnect'
                  ? LISTENER_NOT_ESTABLISHED
                  : `${LISTENER_UNEXPECTED_FIRST_EVENT} "${event.type}"`,
              ),
          )
        }),
      )
    })
}

export interface ListenQueryOptions {
  /** The listener's visibility: 'query' events can be queried at once. Default 'query'. */
  visibility?: 'query' | 'transaction'
  /** Overrides LISTEN_QUERY_THROTTLE_MS (tests). */
  throttleMs?: number
  /** Overrides LISTEN_QUERY_REFETCH_DELAY_MS (tests). */
  refetchDelayMs?: number
}

/**
 * A query kept live by a listener's events (spec 002 §7): fetched on each `welcome` (each connection),
 * and after mutations — at once and then at most once a second with query visibility, otherwise
 * 1200 ms after each mutation. A newer fetch replaces one in flight. The first event must be a welcome
 * (see `expectWelcomeFirst`); errors (of the listener or a fetch) end the stream for the caller to
 * retry.
 */
export function listenQuery<T>(
  events$: Observable<{type: string}>,
  fetch: () => Observable<T>,
  options: ListenQueryOptions = {},
): Observable<T> {
  const visibility = options.visibility ?? 'query'
  const throttleMs = options.throttleMs ?? LISTEN_QUERY_THROTTLE_MS
  const refetchDelayMs = options.refetchDelayMs ?? LISTEN_QUERY_REFETCH_DELAY_MS
  return defer(() => {
    const checked$ = events$.pipe(expectWelcomeFirst(), share())
    const welcome$ = checked$.pipe(filter((event) => event.type === 'welcome'))
    const mutation$ = checked$.pipe(filter((event) => event.type === 'mutation'))
    const changed$ =
      visibility === 'query'
        ? mutation$.pipe(throttleTime(throttleMs, asyncScheduler, {leading: true, trailing: true}))
        : mutation$.pipe(delay(refetchDelayMs))
    return merge(welcome$, changed$).pipe(
      map(() => undefined),
      switchMap(fetch),
    )
  })
}
