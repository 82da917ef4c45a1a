import {useEffect, useState} from 'react'

/** Code that loads on demand (a dynamic import), remembered once it is in. */
export interface CodeLoader<T> {
  /** The code if it is already in (then it renders at once, without a loading state). */
  loaded(): T | undefined
  /** Starts or joins the load. */
  load(): Promise<T>
}

/**
 * Lazily loaded code for rendering: `undefined` (show a placeholder) until it is in, then the code;
 * a failed load is thrown to the nearest error boundary (which can retry by remounting). With
 * `wanted` false nothing is loaded yet (code already in is still given).
 *
 * Deliberately not React.lazy + Suspense: a committed Suspense fallback makes React hold back the
 * reveal that follows for up to 300 ms (React's fallback throttle), so each lazily loaded part on the
 * way to an editable form cost that much. Here the code's arrival is an ordinary state update.
 */
export function useLoadedCode<T>(loader: CodeLoader<T>, wanted = true): T | undefined {
  // A function is stored as a value, not called as a state updater.
  const [state, setState] = useState<{code?: T; error?: unknown}>(() => ({code: loader.loaded()}))
  const missing = state.code === undefined && state.error === undefined
  useEffect(() => {
    if (!missing || !wanted) return undefined
    let active = true
    loader.load().then(
      (code) => active && setState({code}),
      (error: unknown) => active && setState({error}),
    )
    return () => {
      active = false
    }
  }, [loader, missing, wanted])
  if (state.error !== undefined) throw state.error
  return state.code
}

/** A `CodeLoader` for `load`: one load at a time, a failed one forgotten (tried again next time). */
export function createCodeLoader<T>(load: () => Promise<T>): CodeLoader<T> {
  let code: T | undefined
  let loading: Promise<T> | undefined
  return {
    loaded: () => code,
    load: () =>
      (loading ??= load().then(
        (value) => (code = value),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
  }
}
