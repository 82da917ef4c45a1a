import type {Tool, ToolSwitcherConfig} from '../config/types.js'
import {routingMessages} from './messages.js'

export interface ToolWarning {
  code: 'tool-without-name' | 'tool-name-duplicate'
  message: string
  /** Position in the tool list as given. */
  index: number
}

export interface ResolvedTools {
  /** Every routable tool (named, first of each name), in tool-switcher order. */
  tools: Tool[]
  /** The tools the switcher shows: `tools` without the hidden ones. */
  visibleTools: Tool[]
  warnings: ToolWarning[]
}

/**
 * Drops unnamed tools and later duplicates (with warnings), then orders by the tool-switcher config:
 * names in `order` first, in that order, then the rest as given. Hidden tools stay routable by URL;
 * they are only left out of the switcher.
 */
export function resolveTools(tools: readonly Tool[], switcher: ToolSwitcherConfig = {}): ResolvedTools {
  const warnings: ToolWarning[] = []
  const byName = new Map<string, Tool>()
  tools.forEach((tool, index) => {
    if (typeof tool.name !== 'string' || tool.name === '') {
      warnings.push({code: 'tool-without-name', message: routingMessages.toolWithoutName(index), index})
      return
    }
    if (byName.has(tool.name)) {
      warnings.push({
        code: 'tool-name-duplicate',
        message: routingMessages.toolNameDuplicate(tool.name),
        index,
      })
      return
    }
    byName.set(tool.name, tool)
  })

  const order = switcher.order ?? []
  const ordered = [
    ...order.flatMap((name) => byName.get(name) ?? []),
    ...[...byName.values()].filter((tool) => !order.includes(tool.name)),
  ]
  // A name listed twice in `order` must not duplicate its tool.
  const unique = [...new Set(ordered)]
  const hidden = new Set(switcher.hidden ?? [])
  return {tools: unique, visibleTools: unique.filter((tool) => !hidden.has(tool.name)), warnings}
}
