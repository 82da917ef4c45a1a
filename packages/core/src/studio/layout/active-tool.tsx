import {createElement, type ComponentType, useEffect} from 'react'
import type {IntentName, IntentParams, Tool} from '../../config/types.js'
import type {WorkspaceRouteResult} from '../../routing/resolve-workspace-route.js'
import {routingMessages} from '../../routing/messages.js'
import {useStudioRouter} from '../router/router-context.js'
import {NoToolsScreen, RedirectingScreen, ToolNotFoundScreen} from '../screens/tool-screens.js'
import {ToolErrorBoundary} from './tool-error-boundary.js'

/** What a tool component gets: itself, the path below its segment, and the intent it was opened for. */
export interface ToolComponentProps {
  tool: Tool
  toolPath: string
  intent?: {name: IntentName; params: IntentParams}
}

function ToolView({tool, toolPath, intent}: ToolComponentProps) {
  const component = tool.component as ComponentType<ToolComponentProps> | undefined
  const title = tool.title ?? tool.name
  return (
    <ToolErrorBoundary key={tool.name} toolTitle={title}>
      {component ? (
        createElement(component, {tool, toolPath, intent})
      ) : (
        <ToolNotFoundScreen message={routingMessages.toolNotFound(tool.name)} />
      )}
    </ToolErrorBoundary>
  )
}

/** Renders what the workspace route resolved to: a tool, an intent's tool, or a screen saying why not. */
export function ActiveTool({route}: {route: WorkspaceRouteResult}) {
  const router = useStudioRouter()
  const redirectTo = route.type === 'redirect' ? route.pathname : undefined
  const replace = route.type === 'redirect' ? route.replace : false
  useEffect(() => {
    if (redirectTo !== undefined) router.navigate(redirectTo, {replace})
  }, [redirectTo, replace, router])

  switch (route.type) {
    case 'no-tools':
      return <NoToolsScreen message={route.message} />
    case 'redirect':
      return <RedirectingScreen />
    case 'intent':
      if (!route.tool) return <ToolNotFoundScreen message={`No tool can open the ${route.intent} intent`} />
      return <ToolView tool={route.tool} toolPath="/" intent={{name: route.intent, params: route.params}} />
    case 'tool':
      return <ToolView tool={route.tool} toolPath={route.toolPath} />
  }
}
