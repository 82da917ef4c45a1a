import {CorsOriginError, type CurrentUser} from '@tessera/store'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {useStudio} from '../context/studio-context.js'
import {CorsScreen, corsSettingsUrl} from '../screens/cors-screen.js'
import {ErrorScreen} from '../screens/error-screen.js'
import {LoadingScreen} from '../screens/loading-screen.js'
import {NotAuthorizedScreen} from '../screens/not-authorized-screen.js'
import {apiHostOf} from './auth-stores.js'
import {LoginContainer} from './login-container.js'
import {SignedInWorkspace} from './signed-in-workspace.js'
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
export function WorkspaceGate({workspace, basePath, restPath}: WorkspaceGateProps) {
  const {authStoreFor} = useStudio()
  const authStore = authStoreFor(workspace)
  const {status, retry} = useAuthState(authStore)

  if (status.type === 'loading') return <LoadingScreen />
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
