import {createContext, useContext} from 'react'
import type {StudioRouter} from './types.js'

export const RouterContext = createContext<StudioRouter | null>(null)

/** The shell's router; throws outside `<Studio>` (stories wrap components in a memory router). */
export function useStudioRouter(): StudioRouter {
  const router = useContext(RouterContext)
  if (!router) throw new Error('useStudioRouter() must be used inside <Studio> or a RouterContext')
  return router
}
