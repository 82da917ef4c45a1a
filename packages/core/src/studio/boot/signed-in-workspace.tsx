import {WorkspaceProvider} from '@tessera/kit'
import type {AuthState, AuthStore, CurrentUser} from '@tessera/store'
import {useEffect, useMemo} from 'react'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {pageTitle} from '../../routing/page-title.js'
import {resolveWorkspaceRoute} from '../../routing/resolve-workspace-route.js'
import {ActiveWorkspaceContext, type ActiveWorkspaceValue} from '../context/active-workspace-context.js'
import {ActiveTool} from '../layout/active-tool.js'
import {StudioLayout} from '../layout/studio-layout.js'
import {LoadingScreen} from '../screens/loading-screen.js'
import {TelemetryProvider} from '../telemetry/telemetry-context.js'
import {intentDocumentOf, useOpenIntentDocument} from './use-open-intent-document.js'
import {useWorkspaceRuntime} from './use-workspace-kernel.js'

export const DEFAULT_STUDIO_TITLE = 'Tessera'

export interface SignedInWorkspaceProps {
  workspace: ResolvedWorkspace
  /** The workspace's full base path ('/' at the root). */
  basePath: string
  /** The path below the base path. */
  restPath: string
  auth: AuthState & {currentUser: CurrentUser}
  authStore: AuthStore
}

/** A workspace whose user may use it: its stores, i18n, route, page title and layout. */
export function SignedInWorkspace({workspace, basePath, restPath, auth, authStore}: SignedInWorkspaceProps) {
  const route = useMemo(
    () =>
      resolveWorkspaceRoute(
        {basePath, tools: workspace.tools, toolSwitcher: workspace.toolSwitcher},
        restPath,
      ),
    [basePath, workspace, restPath],
  )
  const runtime = useWorkspaceRuntime(workspace, auth, intentDocumentOf(route))
  const activeTool = route.type === 'tool' || route.type === 'intent' ? route.tool : undefined
  useOpenIntentDocument(runtime?.kernel, route)

  useEffect(() => {
    const title = pageTitle(workspace.title ?? DEFAULT_STUDIO_TITLE, activeTool)
    if (title !== undefined) document.title = title
  }, [workspace.title, activeTool])

  const active = useMemo<ActiveWorkspaceValue>(
    () => ({workspace, basePath, authStore, currentUser: auth.currentUser, activeToolName: activeTool?.name}),
    [workspace, basePath, authStore, auth.currentUser, activeTool],
  )
  const info = useMemo(
    () => ({
      name: workspace.name,
      title: workspace.title ?? workspace.name,
      basePath,
      projectId: workspace.projectId,
      dataset: workspace.dataset,
      templates: workspace.templates,
      plugins: workspace.plugins,
    }),
    [workspace, basePath],
  )

  if (!runtime) return <LoadingScreen />
  return (
    <WorkspaceProvider
      kernel={runtime.kernel}
      i18n={runtime.i18n}
      workspace={info}
      currentUser={auth.currentUser}
    >
      <ActiveWorkspaceContext value={active}>
        <TelemetryProvider projectId={workspace.projectId}>
          <StudioLayout>
            <ActiveTool route={route} />
          </StudioLayout>
        </TelemetryProvider>
      </ActiveWorkspaceContext>
    </WorkspaceProvider>
  )
}
