import type {ReactNode} from 'react'
import type {StudioHistory} from './history.js'
import {RouterContext} from './router-context.js'
import {useHistoryRouter} from './use-history-router.js'

/** Gives the components below a `StudioRouter` over `history`. */
export function RouterProvider({history, children}: {history: StudioHistory; children: ReactNode}) {
  const router = useHistoryRouter(history)
  return <RouterContext value={router}>{children}</RouterContext>
}
