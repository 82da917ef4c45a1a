import {useEffect, useMemo} from 'react'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {resolveWorkspaceRoute} from '../../routing/resolve-workspace-route.js'

/**
 * Asks the tool the URL opens to start loading its code (`Tool.preload`), once per tool, while the
 * workspace's sign-in check is still running: a tool that loads lazily then arrives with the user
 * instead of after. A route that opens no tool (or a tool without `preload`) does nothing.
 */
export function usePreloadRouteTool(workspace: ResolvedWorkspace, basePath: string, restPath: string): void {
  const tool = useMemo(() => {
    const route = resolveWorkspaceRoute(
      {basePath, tools: workspace.tools, toolSwitcher: workspace.toolSwitcher},
      restPath,
    )
    return route.type === 'tool' || route.type === 'intent' ? route.tool : undefined
  }, [workspace, basePath, restPath])
  useEffect(() => {
    try {
      tool?.preload?.()
    } catch {
      // Preloading is a head start, not a requirement: the tool loads when it renders anyway.
    }
  }, [tool])
}
