import {Label} from '@sanity/ui'
import {Box} from '@tessera/kit/primitives'
import {MenuDivider, MenuGroup, MenuItem} from '@sanity/ui/menu'
import type {ReactNode} from 'react'
import type {FieldActionNode} from './types.js'

function renderNode(node: FieldActionNode, index: number, topLevel: boolean): ReactNode {
  if (node.type === 'divider') return <MenuDivider key={`divider-${index}`} />
  if (node.type === 'action') {
    return (
      <MenuItem
        key={`action-${index}`}
        text={node.title}
        icon={node.icon}
        tone={node.tone}
        disabled={node.disabled}
        pressed={node.selected}
        onClick={node.onAction}
      />
    )
  }
  if (topLevel && node.expanded !== false) {
    // An expanded group: its title, then its entries in place (their own groups as submenus).
    return (
      <Box key={`group-${index}`} role="group" aria-label={node.title}>
        <Box paddingX={3} paddingTop={3} paddingBottom={2}>
          <Label size={1} muted>
            {node.title}
          </Label>
        </Box>
        {node.children.map((child, childIndex) => renderNode(child, childIndex, false))}
      </Box>
    )
  }
  return (
    <MenuGroup
      key={`group-${index}`}
      text={node.title}
      icon={node.icon}
      popover={{placement: 'right-start', portal: true}}
    >
      {node.children.map((child, childIndex) => renderNode(child, childIndex, false))}
    </MenuGroup>
  )
}

/** A field's visible actions as menu items; their code loads when the menu is first wanted. */
export function FieldActionsItems({nodes}: {nodes: readonly FieldActionNode[]}) {
  return nodes.map((node, index) => renderNode(node, index, true))
}
