import {useMemo} from 'react'
import {useObservable as useReactRxObservable} from 'react-rx'
import {NEVER, Observable} from 'rxjs'

/** True only while react-rx's hook runs for a render (see `commitOnly`). */
let rendering = false

/**
 * `source$` as react-rx should see it. react-rx subscribes once while rendering (and lets go a
 * microtask later) to read a value the stream has at once. Our stores' cold streams open things on
 * subscribe (a document list's or incoming references' listener, requests), which that subscription
 * would open and abort on every mount. So a subscription made while rendering completes at once and
 * never reaches `source$`: the stream is subscribed once, when the component commits, as before.
 */
function commitOnly<T>(source$: Observable<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    if (rendering) {
      subscriber.complete()
      return undefined
    }
    return source$.subscribe(subscriber)
  })
}

/**
 * The latest value of `observable$`, or `initial` until it emits (react-rx's `useObservable`).
 * Subscribes while the component is mounted and again when `observable$` changes identity, so memoize
 * it (`useMemo`) in the caller; the old stream is let go a microtask later. An error of the observable
 * is thrown during render, for an error boundary.
 */
export function useObservable<T, I = T>(observable$: Observable<T> | undefined, initial: I): T | I {
  // react-rx needs an observable: none never emits, so `initial` stays.
  const source$ = useMemo(() => commitOnly<T>(observable$ ?? NEVER), [observable$])
  // `initial` is read once per observable: a new initial alone neither resubscribes nor shows. Given
  // as a function, so react-rx hands back an `initial` that is itself a function instead of calling it.
  const getInitial = useMemo(() => () => initial, [observable$])
  rendering = true
  try {
    return useReactRxObservable(source$, getInitial)
  } finally {
    rendering = false
  }
}
