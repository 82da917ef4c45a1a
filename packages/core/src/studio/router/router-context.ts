import {createContext, use, useContext} from 'react'
import type {StudioRouter} from './types.js'

export const RouterContext = createContext<StudioRouter | null>(null)

/**
 * The router's `navigate` alone, the same function for the router's whole life: components that only
 * move the location (the navbar and its menus) read it here and do not render again on every
 * location change, as readers of the whole router do.
 */
export const NavigateContext = createContext<StudioRouter['navigate'] | null>(null)

/** The shell's router; throws outside `<Studio>` (stories wrap components in a memory router). */
export function useStudioRouter(): StudioRouter {
  const router = useContext(RouterContext)
  if (!router) throw new Error('useStudioRouter() must be used inside <Studio> or a RouterContext')
  return router
}

/** The router's `navigate`, without following the location (see `NavigateContext`). */
export function useNavigate(): StudioRouter['navigate'] {
  const navigate = use(NavigateContext)
  if (navigate) return navigate
  // Stories and tests that give a RouterContext alone.
  const router = use(RouterContext)
  if (!router) throw new Error('useNavigate() must be used inside <Studio> or a RouterContext')
  return router.navigate
}
