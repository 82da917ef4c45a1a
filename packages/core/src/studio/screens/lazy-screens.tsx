import {lazy, Suspense, type ReactNode} from 'react'
import {LoadingScreen} from './loading-screen.js'

// Screens off the way to a signed-in workspace are loaded when first shown (the sign-in screen once
// per session, the others rarely), so they stay out of the studio's first download. Each is its own
// chunk: a visitor who signs in does not also download the error screens.

export const LoginContainer = lazy(() =>
  import('../boot/login-container.js').then((module) => ({default: module.LoginContainer})),
)
export const CorsScreen = lazy(() =>
  import('./cors-screen.js').then((module) => ({default: module.CorsScreen})),
)
export const ErrorScreen = lazy(() =>
  import('./error-screen.js').then((module) => ({default: module.ErrorScreen})),
)
export const NotAuthorizedScreen = lazy(() =>
  import('./not-authorized-screen.js').then((module) => ({default: module.NotAuthorizedScreen})),
)
export const SchemaErrorsScreen = lazy(() =>
  import('./schema-errors-screen.js').then((module) => ({default: module.SchemaErrorsScreen})),
)
export const WorkspaceNotFoundScreen = lazy(() =>
  import('./workspace-not-found-screen.js').then((module) => ({default: module.WorkspaceNotFoundScreen})),
)

/** Around a lazy screen: the loading screen stands in while its code loads. */
export function LazyScreen({children}: {children: ReactNode}) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
}
