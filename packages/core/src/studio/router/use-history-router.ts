import {useMemo, useSyncExternalStore} from 'react'
import type {StudioHistory} from './history.js'
import type {StudioRouter} from './types.js'

/** A `navigate` over `history`: a path equal to the current location changes nothing. */
function navigatorOf(history: StudioHistory): StudioRouter['navigate'] {
  return (path, options) => {
    const current = history.location
    if (`${current.pathname}${current.search}${current.hash}` === path) return
    if (options?.replace) history.replace(path)
    else history.push(path)
  }
}

/** A `StudioRouter` over a history, re-rendering on every location change. */
export function useHistoryRouter(history: StudioHistory): StudioRouter {
  const href = useSyncExternalStore(
    (listener) => history.listen(listener),
    () => {
      const {pathname, search, hash} = history.location
      return `${pathname}${search}${hash}`
    },
  )
  const navigate = useMemo(() => navigatorOf(history), [history])
  return useMemo(() => {
    const {pathname, search, hash} = history.location
    return {pathname, search, hash, navigate}
    // `href` is the location's identity: a new router object per location.
  }, [history, href, navigate])
}
