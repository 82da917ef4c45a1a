import type {AuthState, AuthStore} from '@tessera/store'
import {useCallback, useEffect, useState} from 'react'

export type AuthStatus =
  {type: 'loading'} | {type: 'ready'; state: AuthState} | {type: 'error'; error: unknown}

// One object, so setting it again while loading does not render again.
const LOADING: AuthStatus = {type: 'loading'}

/** The auth store's state for rendering; `retry` subscribes again after an error. */
export function useAuthState(store: AuthStore): {status: AuthStatus; retry: () => void} {
  const [status, setStatus] = useState<AuthStatus>(LOADING)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    setStatus(LOADING)
    const subscription = store.state$.subscribe({
      next: (state) => setStatus({type: 'ready', state}),
      error: (error: unknown) => setStatus({type: 'error', error}),
    })
    return () => subscription.unsubscribe()
  }, [store, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return {status, retry}
}
