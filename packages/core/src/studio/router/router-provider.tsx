import {useMemo, type ReactNode} from 'react'
import type {StudioHistory} from './history.js'
import {NavigateContext, RouterContext} from './router-context.js'
import {navigatorOf, useHistoryRouter} from './use-history-router.js'

/** Gives the components below a `StudioRouter` over `history`, and its `navigate` on its own. */
export function RouterProvider({history, children}: {history: StudioHistory; children: ReactNode}) {
  const router = useHistoryRouter(history)
  const navigate = useMemo(() => navigatorOf(history), [history])
  return (
    <RouterContext value={router}>
      <NavigateContext value={navigate}>{children}</NavigateContext>
    </RouterContext>
  )
}
