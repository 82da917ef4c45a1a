import {ThemeProvider} from '@sanity/ui'
import {CorsOriginError, type CurrentUser} from '@tessera/store'
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
import {SignedInWorkspace} from './signed-in-workspace.js'
import {usePreloadRouteTool} from './use-preload-route-tool.js'
import {useAuthState} from './use-auth-state.js'

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
  if (status.type === 'error') {
    if (status.error instanceof CorsOriginError) {
      const origin = status.error.origin ?? window.location.origin
      return (
        <LazyScreen>
          <CorsScreen
            origin={origin}
            continueUrl={corsSettingsUrl(apiHostOf(workspace), workspace.projectId, origin)}
          />
        </LazyScreen>
      )
    }
    return (
      <LazyScreen>
        <ErrorScreen error={status.error} onRetry={retry} />
      </LazyScreen>
    )
  }
  const {state} = status
  if (!state.authenticated || !state.currentUser) {
    return (
      <LazyScreen>
        <LoginContainer current={workspace} />
      </LazyScreen>
    )
  }
  if (state.currentUser.roles.length === 0) {
    return (
      <LazyScreen>
        <NotAuthorizedScreen userName={state.currentUser.name} onSignOut={() => void authStore.logout()} />
      </LazyScreen>
    )
  }
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
