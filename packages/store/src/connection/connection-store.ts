import {
  Observable,
  ReplaySubject,
  defer,
  distinctUntilChanged,
  filter,
  from,
  map,
  of,
  race,
  retry,
  share,
  startWith,
  Subject,
  switchMap,
  takeUntil,
  throwError,
  timer,
  type ObservableInput,
} from 'rxjs'
import {retryDelay} from './backoff.js'

export type ConnectionState =
  | {type: 'connecting'}
  | {type: 'connected'}
  | {
      type: 'error'
      /** Failed attempts in a row (0 when offline right after being connected). */
      attempt: number
      /** When the next attempt starts; null while offline (the next attempt waits for the network). */
      retryAt: Date | null
      /** The browser reports no network. */
      offline: boolean
      error?: unknown
    }

export interface ConnectionStoreOptions {
  /**
   * Checks the connection. A promise (or one-shot observable) that resolves means connected; a
   * long-lived observable means connected from its first value until it errors. Errors are retried
   * with backoff.
   */
  ping: () => ObservableInput<unknown>
  /** Whether the browser is online; by default the `online`/`offline` events of `window`. */
  online$?: Observable<boolean>
}

export interface ConnectionStore {
  connectionState$: Observable<ConnectionState>
  /**
   * Another request found the lake unreachable (a commit, say). While connected, this counts as the
   * first failed attempt: the state turns to error and the ping is retried with the backoff until it
   * answers. Ignored while the state is already an error or nobody watches it.
   */
  reportFailure(error: unknown): void
  /** While in error, the next attempt starts now instead of at its retry time (a user's "Retry now"). */
  retryNow(): void
  dispose(): void
}

const CONNECTING: ConnectionState = {type: 'connecting'}
const CONNECTED: ConnectionState = {type: 'connected'}

/** navigator.onLine and its events where there is a window; always online elsewhere. */
export function browserOnline$(): Observable<boolean> {
  const target = globalThis as {addEventListener?: Window['addEventListener']; navigator?: Navigator}
  if (typeof target.addEventListener !== 'function' || !target.navigator) return of(true)
  return new Observable<boolean>((subscriber) => {
    const online = () => subscriber.next(true)
    const offline = () => subscriber.next(false)
    subscriber.next(target.navigator?.onLine ?? true)
    globalThis.addEventListener('online', online)
    globalThis.addEventListener('offline', offline)
    return () => {
      globalThis.removeEventListener('online', online)
      globalThis.removeEventListener('offline', offline)
    }
  })
}

export function createConnectionStore(options: ConnectionStoreOptions): ConnectionStore {
  // A replaying subject, so streams subscribed after dispose() end at once too.
  const disposed$ = new ReplaySubject<void>(1)
  const online$ = options.online$ ?? browserOnline$()

  // Failed attempts in a row (per subscription); kept across going offline so the count says how long it has been bad.
  const failures = new Subject<unknown>()
  const retryNow = new Subject<void>()
  let latest: ConnectionState = CONNECTING

  function connect(counter: {attempt: number}, failure?: {error: unknown}): Observable<ConnectionState> {
    return new Observable<ConnectionState>((subscriber) =>
      defer(() => {
        if (!failure) return from(options.ping())
        // The reported failure is the first failed attempt: wait its backoff before pinging.
        const {error} = failure
        failure = undefined
        return throwError(() => error)
      })
        .pipe(
          map(() => {
            counter.attempt = 0
            return CONNECTED
          }),
          retry({
            delay: (error: unknown) => {
              counter.attempt += 1
              const wait = retryDelay(counter.attempt)
              subscriber.next({
                type: 'error',
                attempt: counter.attempt,
                retryAt: new Date(Date.now() + wait),
                offline: false,
                error,
              })
              return race(timer(wait), retryNow)
            },
          }),
          startWith(failure ? undefined : CONNECTING),
          filter((state): state is ConnectionState => state !== undefined),
        )
        .subscribe(subscriber),
    )
  }

  const connectionState$ = defer(() => {
    const counter = {attempt: 0}
    latest = CONNECTING
    return online$.pipe(
      distinctUntilChanged(),
      switchMap((online): Observable<ConnectionState> =>
        online
          ? failures.pipe(
              filter(() => latest.type === 'connected'),
              map((error) => ({error})),
              startWith(undefined),
              switchMap((failure) => connect(counter, failure)),
            )
          : of({type: 'error', attempt: counter.attempt, retryAt: null, offline: true}),
      ),
    )
  }).pipe(
    distinctUntilChanged((a, b) => a.type !== 'error' && a.type === b.type),
    map((state) => (latest = state)),
    takeUntil(disposed$),
    share({connector: () => new ReplaySubject<ConnectionState>(1), resetOnRefCountZero: true}),
  )

  return {
    connectionState$,
    reportFailure: (error) => failures.next(error),
    retryNow: () => retryNow.next(),
    dispose() {
      failures.complete()
      retryNow.complete()
      disposed$.next()
      disposed$.complete()
    },
  }
}
