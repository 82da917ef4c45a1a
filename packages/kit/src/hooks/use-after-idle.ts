import {useEffect, useState} from 'react'

/** The longest `useAfterIdle` waits on a page that is never idle. */
export const AFTER_IDLE_TIMEOUT_MS = 1000

/**
 * Runs `callback` in the browser's next idle period (at most `timeout` ms later), or in a task where
 * there is no `requestIdleCallback` (Safari, jsdom). Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeout = AFTER_IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), {timeout})
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, 0)
  return () => clearTimeout(handle)
}

/**
 * False for a component that mounted with `wait` true, until the browser's next idle period; true
 * otherwise. For costly work that can show a moment later, such as a page's first `Intl` formatter
 * (~30 ms), which a document's first render would otherwise pay on its way to being editable. Only the
 * mount waits: a later render that needs the work (a relative time's next wording) does it at once.
 */
export function useAfterIdle(wait: boolean): boolean {
  const [waiting, setWaiting] = useState(wait)
  useEffect(() => {
    if (!waiting) return undefined
    return whenIdle(() => setWaiting(false))
  }, [waiting])
  return !waiting
}
