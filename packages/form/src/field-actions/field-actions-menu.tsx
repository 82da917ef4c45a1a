import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {Box, Button, Label} from '@sanity/ui'
import {Menu, MenuButton, MenuDivider, MenuGroup, MenuItem} from '@sanity/ui/menu'
import type {ReactNode} from 'react'
import type {FieldActionNode} from './types.js'
import {visibleFieldActions} from './visible-actions.js'
import {useFormText} from '../i18n/form-strings.js'

export interface FieldActionsMenuProps {
  /** Unique in the document (the field's id). */
  id: string
  /**
   * The field's title, for the button's tooltip ('Field actions: Title'). Its name is 'Field actions'
   * alone: a name holding the field's title would also label the field (`getByLabel('Title')`).
   */
  fieldTitle: string
  actions: readonly FieldActionNode[]
}

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

/**
 * A field's action menu (spec/001 §2): a '…' button in the field's header opening its actions,
 * dividers, groups shown in place, and nested groups as submenus. Nothing when no action is visible.
 */
export function FieldActionsMenu({id, fieldTitle, actions}: FieldActionsMenuProps) {
  const shown = visibleFieldActions(actions)
  const t = useFormText()
  if (shown.length === 0) return null
  return (
    <MenuButton
      id={`${id}-field-actions`}
      button={
        <Button
          mode="bleed"
          padding={2}
          fontSize={1}
          icon={EllipsisHorizontalIcon}
          aria-label={t('field-actions.label')}
          title={t('field-actions.title', {field: fieldTitle})}
        />
      }
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menu={<Menu style={{minWidth: 200}}>{shown.map((node, index) => renderNode(node, index, true))}</Menu>}
    />
  )
}
