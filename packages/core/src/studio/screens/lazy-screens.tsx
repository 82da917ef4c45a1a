import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import {Suspense, type ComponentType, type ReactNode} from 'react'
import {LoadingScreen} from './loading-screen.js'

// Screens off the way to a signed-in workspace are loaded when first shown (the sign-in screen once
// per session, the others rarely), so they stay out of the studio's first download. Each is its own
// chunk: a visitor who signs in does not also download the error screens. The loading screen stands
// in meanwhile, as an ordinary render rather than a Suspense fallback (React holds a Suspense reveal
// back for up to 300 ms after its fallback: see the kit's useLoadedCode).
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loader = createCodeLoader(load)
  return function LazyLoadedScreen(props: P) {
    const Screen = useLoadedCode(loader)
    return Screen ? <Screen {...props} /> : <LoadingScreen />
  }
}

export const LoginContainer = lazyScreen(() =>
  import('../boot/login-container.js').then((module) => module.LoginContainer),
)
export const CorsScreen = lazyScreen(() => import('./cors-screen.js').then((module) => module.CorsScreen))
export const ErrorScreen = lazyScreen(() => import('./error-screen.js').then((module) => module.ErrorScreen))
export const NotAuthorizedScreen = lazyScreen(() =>
  import('./not-authorized-screen.js').then((module) => module.NotAuthorizedScreen),
)
export const SchemaErrorsScreen = lazyScreen(() =>
  import('./schema-errors-screen.js').then((module) => module.SchemaErrorsScreen),
)
export const WorkspaceNotFoundScreen = lazyScreen(() =>
  import('./workspace-not-found-screen.js').then((module) => module.WorkspaceNotFoundScreen),
)

/** Around a lazy screen: the loading screen stands in while something inside suspends (a locale's texts). */
export function LazyScreen({children}: {children: ReactNode}) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
}
