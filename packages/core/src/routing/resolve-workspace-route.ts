import {normalizeBasePath} from '../config/list-workspaces.js'
import type {IntentName, IntentParams, Tool, ToolSwitcherConfig} from '../config/types.js'
import {isIntentRoute, parseIntentSegments} from './intent-path.js'
import {routingMessages} from './messages.js'
import {joinPath, pathSegments} from './paths.js'
import {resolveTools, type ToolWarning} from './resolve-tools.js'

/** The legacy name of the structure tool, still found in old links and bookmarks. */
export const LEGACY_DESK_TOOL = 'desk'
export const STRUCTURE_TOOL = 'structure'

export interface RoutedWorkspace {
  basePath?: string
  tools: readonly Tool[]
  toolSwitcher?: ToolSwitcherConfig
}

export type WorkspaceRoute =
  | {type: 'no-tools'; message: string}
  | {
      type: 'tool'
      tool: Tool
      /** The path below the tool's segment, for the tool's own router ('/' when none). */
      toolPath: string
      /** True when the path named no tool and the first tool was chosen. */
      isDefaultTool: boolean
    }
  | {
      type: 'intent'
      intent: IntentName
      params: IntentParams
      /** The first tool (in switcher order) whose `canHandleIntent` accepts it; undefined if none. */
      tool: Tool | undefined
    }
  | {
      type: 'redirect'
      pathname: string
      /** Replace the history entry instead of pushing one, so Back does not bounce. */
      replace: boolean
      reason: 'legacy-desk' | 'unknown-tool' | 'invalid-intent'
      /** The tool segment that caused the redirect. */
      toolName?: string
    }

export type WorkspaceRouteResult = WorkspaceRoute & {
  /** Tools left out for having no name or a duplicate name. */
  warnings: ToolWarning[]
}

/**
 * Routes the path below a workspace's base path (`restPath` from `matchWorkspace`) to an intent, a
 * tool, or a redirect (spec 000 §2.1): 'desk' → 'structure' when only structure exists, unknown tools
 * and malformed intents → the workspace root, no tool segment → the first tool.
 */
export function resolveWorkspaceRoute(workspace: RoutedWorkspace, restPath: string): WorkspaceRouteResult {
  const {tools, visibleTools, warnings} = resolveTools(workspace.tools, workspace.toolSwitcher)
  const basePath = normalizeBasePath(workspace.basePath)
  const segments = pathSegments(restPath)
  const root = joinPath(basePath)

  if (tools.length === 0) return {type: 'no-tools', message: routingMessages.noTools(), warnings}

  if (isIntentRoute(segments)) {
    const parsed = parseIntentSegments(segments)
    if (!parsed) return {type: 'redirect', pathname: root, replace: true, reason: 'invalid-intent', warnings}
    const tool = tools.find((candidate) => candidate.canHandleIntent?.(parsed.intent, parsed.params) === true)
    return {type: 'intent', ...parsed, tool, warnings}
  }

  const [toolName, ...toolSegments] = segments
  if (toolName === undefined) {
    // The first tool the switcher shows; a studio whose tools are all hidden still opens one.
    const tool = visibleTools[0] ?? tools[0]
    return {type: 'tool', tool, toolPath: '/', isDefaultTool: true, warnings}
  }

  const tool = tools.find((candidate) => candidate.name === toolName)
  if (tool)
    return {type: 'tool', tool, toolPath: joinPath('', ...toolSegments), isDefaultTool: false, warnings}

  if (toolName === LEGACY_DESK_TOOL && tools.some((candidate) => candidate.name === STRUCTURE_TOOL)) {
    return {
      type: 'redirect',
      pathname: joinPath(basePath, STRUCTURE_TOOL, ...toolSegments),
      replace: true,
      reason: 'legacy-desk',
      toolName,
      warnings,
    }
  }

  return {type: 'redirect', pathname: root, replace: true, reason: 'unknown-tool', toolName, warnings}
}
