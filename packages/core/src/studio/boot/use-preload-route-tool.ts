import {useMemo} from 'react'
import type {ResolvedWorkspace} from '../../resolve/types.js'
import {resolveWorkspaceRoute} from '../../routing/resolve-workspace-route.js'

/**
 * Asks the tool the URL opens to start loading its code (`Tool.preload`) while the workspace's
 * sign-in check is still running: a tool that loads lazily then arrives with the user instead of
 * after. A route that opens no tool (or a tool without `preload`) does nothing.
 *
 * It runs in the render, not in an effect: the studio's first render is one long task (the theme,
 * the shell), effects run after it, and the tool's code was requested only then, after the sign-in
 * answer was already in (issue 23: time to editable). `preload` is idempotent (a code loader starts
 * once), so a render repeated by React costs nothing.
 */
export function usePreloadRouteTool(workspace: ResolvedWorkspace, basePath: string, restPath: string): void {
  useMemo(() => {
    const route = resolveWorkspaceRoute(
      {basePath, tools: workspace.tools, toolSwitcher: workspace.toolSwitcher},
      restPath,
    )
    const tool = route.type === 'tool' || route.type === 'intent' ? route.tool : undefined
    try {
      tool?.preload?.()
    } catch {
      // Preloading is a head start, not a requirement: the tool loads when it renders anyway.
    }
  }, [workspace, basePath, restPath])
}
