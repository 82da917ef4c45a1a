import {createElement, type ComponentType, Suspense, useCallback, useEffect} from 'react'
import {useToast} from '@tessera/kit'
import type {IntentName, IntentParams, Tool} from '../../config/types.js'
import type {WorkspaceRouteResult} from '../../routing/resolve-workspace-route.js'
import {joinPath, pathSegments} from '../../routing/paths.js'
import {useActiveWorkspace} from '../context/active-workspace-context.js'
import {useStudioRouter} from '../router/router-context.js'
import {NoToolsScreen, RedirectingScreen, ToolNotFoundScreen} from '../screens/tool-screens.js'
import {ToolErrorBoundary} from './tool-error-boundary.js'
import {toolTitle, useStudioText} from '../../i18n/studio-strings.js'

/**
 * What a tool component gets: itself, the path below its segment, the intent it was opened for, and
 * a way to move within itself. Tools live in lower layers than the shell (the structure tool), so
 * everything they need from the router comes in these props.
 */
export interface ToolComponentProps {
  tool: Tool
  /** The path below the tool's segment, '/' at the tool's root. */
  toolPath: string
  intent?: {name: IntentName; params: IntentParams}
  /** The tool's own root, e.g. '/blog/structure'. */
  toolBasePath: string
  /** Goes to `toolPath` below the tool's root ('/post/abc'); `replace` replaces the history entry. */
  navigate(toolPath: string, options?: {replace?: boolean}): void
}

function ToolView({tool, toolPath, intent}: Pick<ToolComponentProps, 'tool' | 'toolPath' | 'intent'>) {
  const router = useStudioRouter()
  const {basePath} = useActiveWorkspace()
  const component = tool.component as ComponentType<ToolComponentProps> | undefined
  const title = toolTitle(useStudioText(), tool)
  const toolBasePath = joinPath(basePath, tool.name)
  const navigate = useCallback(
    (path: string, options?: {replace?: boolean}) =>
      router.navigate(joinPath(toolBasePath, ...pathSegments(path)), options),
    [router, toolBasePath],
  )
  return (
    <ToolErrorBoundary key={tool.name} toolTitle={title}>
      {/* A tool may load its code lazily (React.lazy): the navbar stays while it does. */}
      <Suspense fallback={<RedirectingScreen loading />}>
        {component ? (
          createElement(component, {tool, toolPath, intent, toolBasePath, navigate})
        ) : (
          <ToolNotFoundScreen toolName={tool.name} />
        )}
      </Suspense>
    </ToolErrorBoundary>
  )
}

/** Renders what the workspace route resolved to: a tool, an intent's tool, or a screen saying why not. */
export function ActiveTool({route}: {route: WorkspaceRouteResult}) {
  const router = useStudioRouter()
  const toast = useToast()
  const t = useStudioText()
  const redirectTo = route.type === 'redirect' ? route.pathname : undefined
  const replace = route.type === 'redirect' ? route.replace : false
  // An unknown tool goes to the workspace's root (spec 000 §2.1); 'Tool not found: {name}' (§2.2)
  // says why the page is not the one the link named.
  const missingTool =
    route.type === 'redirect' && route.reason === 'unknown-tool' ? route.toolName : undefined
  useEffect(() => {
    if (redirectTo === undefined) return
    if (missingTool !== undefined)
      toast.push({status: 'warning', title: t('tools.not-found', {name: missingTool}), closable: true})
    router.navigate(redirectTo, {replace})
  }, [redirectTo, replace, router, missingTool, toast, t])

  switch (route.type) {
    case 'no-tools':
      return <NoToolsScreen />
    case 'redirect':
      return <RedirectingScreen />
    case 'intent':
      if (!route.tool) return <ToolNotFoundScreen intent={route.intent} />
      return <ToolView tool={route.tool} toolPath="/" intent={{name: route.intent, params: route.params}} />
    case 'tool':
      return <ToolView tool={route.tool} toolPath={route.toolPath} />
  }
}
