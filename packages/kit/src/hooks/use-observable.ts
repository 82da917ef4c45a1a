import {useMemo, useSyncExternalStore} from 'react'
import type {Observable} from 'rxjs'

interface ObservableSource<T> {
  subscribe(onChange: () => void): () => void
  getSnapshot(): T
}

function createObservableSource<T, I>(
  observable$: Observable<T> | undefined,
  initial: I,
): ObservableSource<T | I> {
  let value: T | I = initial
  let failure: {error: unknown} | undefined
  return {
    subscribe(onChange) {
      if (!observable$) return () => {}
      const subscription = observable$.subscribe({
        next(next) {
          value = next
          onChange()
        },
        error(error: unknown) {
          failure = {error}
          onChange()
        },
      })
      return () => subscription.unsubscribe()
    },
    getSnapshot() {
      // An error of the stream is thrown while rendering, so an error boundary shows it.
      if (failure) throw failure.error
      return value
    },
  }
}

/**
 * The latest value of `observable$`, or `initial` until it emits. Subscribes while the component is
 * mounted and again when `observable$` changes identity, so memoize it (`useMemo`) in the caller.
 * An error of the observable is thrown during render.
 */
export function useObservable<T, I = T>(observable$: Observable<T> | undefined, initial: I): T | I {
  // `initial` is read once per observable: a new initial alone must not resubscribe.
  const source = useMemo(() => createObservableSource(observable$, initial), [observable$])
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot)
}
