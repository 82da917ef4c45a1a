import {useEffect, useMemo} from 'react'
import {matchWorkspace} from '../../routing/match-workspace.js'
import {useStudio} from '../context/studio-context.js'
import {useStudioRouter} from '../router/router-context.js'
import {LazyScreen, SchemaErrorsScreen, WorkspaceNotFoundScreen} from '../screens/lazy-screens.js'
import {LoadingScreen} from '../screens/loading-screen.js'
import {ScreenLocale} from './screen-locale.js'
import {routableWorkspaces, workspacePath} from './workspace-path.js'
import {WorkspaceGate} from './workspace-gate.js'

/** Routes the location to a workspace (spec 000 §2.1): match, redirect or 'Workspace not found'. */
export function StudioRoot() {
  const studio = useStudio()
  const router = useStudioRouter()
  const routable = useMemo(
    () => routableWorkspaces(studio.basePath, studio.workspaces),
    [studio.workspaces, studio.basePath],
  )
  const match = useMemo(() => matchWorkspace(routable, router.pathname), [routable, router.pathname])
  const failedMatch = useMemo(() => {
    const failed = (studio.failedWorkspaces ?? []).map((workspace) => ({
      ...workspace,
      basePath: workspacePath(studio.basePath, workspace),
    }))
    return failed.length > 0 ? matchWorkspace(failed, router.pathname) : undefined
  }, [studio.failedWorkspaces, studio.basePath, router.pathname])
  const redirectTo = match.type === 'redirect' ? match.pathname : undefined
  useEffect(() => {
    if (redirectTo !== undefined) router.navigate(redirectTo, {replace: true})
  }, [redirectTo, router])

  // Screens about no one workspace speak the first workspace's language (see ScreenLocale).
  const firstWorkspace = studio.workspaces[0] ?? studio.failedWorkspaces?.[0]
  if (studio.workspaces.length === 0) {
    return (
      <ScreenLocale source={firstWorkspace}>
        <LazyScreen>
          <SchemaErrorsScreen problems={studio.problems} />
        </LazyScreen>
      </ScreenLocale>
    )
  }
  if (match.type === 'redirect') return <LoadingScreen text="Redirecting…" />
  if (match.type === 'not-found' && failedMatch?.type === 'match') {
    // A workspace with errors shows them at its own path, not 'Workspace not found'.
    const failed = failedMatch.workspace
    return (
      <ScreenLocale source={studio.failedWorkspaces?.find((workspace) => workspace.index === failed.index)}>
        <LazyScreen>
          <SchemaErrorsScreen
            problems={studio.problems.filter(
              (problem) => problem.workspaceIndex === failed.index || problem.workspaceName === failed.name,
            )}
          />
        </LazyScreen>
      </ScreenLocale>
    )
  }
  if (match.type === 'not-found') {
    return (
      <ScreenLocale source={firstWorkspace}>
        <LazyScreen>
          <WorkspaceNotFoundScreen
            pathname={router.pathname}
            onGoToDefault={() => router.navigate(match.defaultWorkspacePath)}
          />
        </LazyScreen>
      </ScreenLocale>
    )
  }
  return (
    <WorkspaceGate
      key={match.workspace.name}
      workspace={match.workspace.workspace}
      basePath={match.basePath}
      restPath={match.restPath}
    />
  )
}
