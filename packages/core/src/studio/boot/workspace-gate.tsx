import {ThemeProvider} from '@sanity/ui'
import {CorsOriginError, type AuthStore, type CurrentUser} from '@tessera/store'
import type {ReactNode} from 'react'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {useColorScheme} from '../colour-scheme/color-scheme-context.js'
import {useStudio} from '../context/studio-context.js'
import {corsSettingsUrl} from '../screens/cors-settings-url.js'
import {
  CorsScreen,
  ErrorScreen,
  LazyScreen,
  LoginContainer,
  NotAuthorizedScreen,
} from '../screens/lazy-screens.js'
import {LoadingScreen} from '../screens/loading-screen.js'
import {apiHostOf} from './auth-stores.js'
import {ScreenLocale} from './screen-locale.js'
import {SignedInWorkspace} from './signed-in-workspace.js'
import {usePreloadRouteTool} from './use-preload-route-tool.js'
import {useAuthState, type AuthStatus} from './use-auth-state.js'

export interface WorkspaceGateProps {
  workspace: ResolvedWorkspace
  basePath: string
  restPath: string
}

/**
 * Who may enter the route's workspace (spec 000 §4): loading, then the sign-in screen, 'Not
 * authorized' (zero roles), the CORS dialog, the error screen, or the workspace itself.
 */
export function WorkspaceGate(props: WorkspaceGateProps) {
  const {workspace} = props
  const {scheme} = useColorScheme()
  if (!workspace.theme) return <WorkspaceEntry {...props} />
  // The workspace's own theme (spec 000 §3: each workspace has its own theme), in the chosen scheme.
  return (
    <ThemeProvider theme={workspace.theme} scheme={scheme}>
      <WorkspaceEntry {...props} />
    </ThemeProvider>
  )
}

function WorkspaceEntry({workspace, basePath, restPath}: WorkspaceGateProps) {
  const {authStoreFor} = useStudio()
  const authStore = authStoreFor(workspace)
  const {status, retry} = useAuthState(authStore)
  usePreloadRouteTool(workspace, basePath, restPath)

  if (status.type === 'loading') return <LoadingScreen />
  const screen = entryScreen(workspace, authStore, status, retry)
  if (screen) {
    return (
      <ScreenLocale source={workspace}>
        <LazyScreen>{screen}</LazyScreen>
      </ScreenLocale>
    )
  }
  // entryScreen answers every error and every user who may not enter: this is a ready, allowed user.
  const {state} = status as Extract<AuthStatus, {type: 'ready'}>
  return (
    <SignedInWorkspace
      workspace={workspace}
      basePath={basePath}
      restPath={restPath}
      auth={{...state, currentUser: state.currentUser as CurrentUser}}
      authStore={authStore}
    />
  )
}

/** The screen in place of the workspace (sign-in, errors, 'Not authorized'), or null to enter it. */
function entryScreen(
  workspace: ResolvedWorkspace,
  authStore: AuthStore,
  status: Exclude<AuthStatus, {type: 'loading'}>,
  retry: () => void,
): ReactNode {
  if (status.type === 'error') {
    if (status.error instanceof CorsOriginError) {
      const origin = status.error.origin ?? window.location.origin
      return (
        <CorsScreen
          origin={origin}
          continueUrl={corsSettingsUrl(apiHostOf(workspace), workspace.projectId, origin)}
        />
      )
    }
    return <ErrorScreen error={status.error} onRetry={retry} />
  }
  const {state} = status
  if (!state.authenticated || !state.currentUser) return <LoginContainer current={workspace} />
  if (state.currentUser.roles.length === 0) {
    return <NotAuthorizedScreen userName={state.currentUser.name} onSignOut={() => void authStore.logout()} />
  }
  return null
}
