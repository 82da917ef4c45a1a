import {MenuItem} from '@sanity/ui/menu'
import type {MouseEvent} from 'react'
import {followInside} from '../presence-menu/follow-inside.js'
import {toolIcon} from './tool-icon.js'
import type {ToolLink} from './types.js'

/** The 'More' menu's links (the tools that do not fit); loaded when the menu is first wanted. */
export function ToolLinksMoreItems({
  tools,
  activeToolName,
  onNavigate,
}: {
  tools: ToolLink[]
  activeToolName: string | undefined
  onNavigate(tool: ToolLink): void
}) {
  return tools.map((tool) => (
    <MenuItem
      key={tool.name}
      as="a"
      href={tool.href}
      icon={toolIcon(tool.icon)}
      text={tool.title}
      pressed={tool.name === activeToolName}
      onClick={(event: MouseEvent<HTMLElement>) => followInside(event, tool.href, () => onNavigate(tool))}
    />
  ))
}
