import type {Tool} from '../config/types.js'
import {routingMessages} from './messages.js'

export type ActiveToolResult =
  | {type: 'tool'; tool: Tool}
  | {type: 'no-tools'; message: string}
  | {type: 'tool-not-found'; toolName: string; message: string}

/**
 * The tool a route state names, for the tool screen: 'No configured tools' when there are none,
 * the first tool when no name is given, 'Tool not found: {name}' when the name matches nothing.
 */
export function resolveActiveTool(tools: readonly Tool[], toolName: string | undefined): ActiveToolResult {
  const first = tools[0]
  if (!first) return {type: 'no-tools', message: routingMessages.noTools()}
  if (toolName === undefined) return {type: 'tool', tool: first}
  const tool = tools.find((candidate) => candidate.name === toolName)
  if (tool) return {type: 'tool', tool}
  return {type: 'tool-not-found', toolName, message: routingMessages.toolNotFound(toolName)}
}
