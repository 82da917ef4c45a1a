import type {ReactNode} from 'react'
import type {StudioHistory} from './history.js'
import {NavigateContext, RouterContext} from './router-context.js'
import {useHistoryRouter} from './use-history-router.js'

/**
 * Gives the components below a `StudioRouter` over `history`, and its `navigate` on its own (the
 * router's navigate is one function per history, so that context does not change with the location).
 */
export function RouterProvider({history, children}: {history: StudioHistory; children: ReactNode}) {
  const router = useHistoryRouter(history)
  return (
    <RouterContext value={router}>
      <NavigateContext value={router.navigate}>{children}</NavigateContext>
    </RouterContext>
  )
}
