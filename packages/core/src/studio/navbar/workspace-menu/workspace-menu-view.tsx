import {CheckmarkIcon} from '@sanity/icons/Checkmark'
import {SelectIcon} from '@sanity/icons/Select'
import {Box, Button, Flex, Stack, Text} from '@sanity/ui'
import {Menu, MenuButton, MenuItem} from '@sanity/ui/menu'
import {WORKSPACE_MENU_WIDTH} from '../constants.js'
import {WorkspaceIcon} from './workspace-icon.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

export interface WorkspaceMenuEntry {
  name: string
  title: string
  subtitle?: string
  /** Where the workspace is mounted (including the studio's base path). */
  basePath: string
  icon?: unknown
}

export interface WorkspaceMenuViewProps {
  workspaces: WorkspaceMenuEntry[]
  activeName: string
  onSelect(workspace: WorkspaceMenuEntry): void
  /** Shows the active workspace's title beside its icon (wide navbars). */
  showTitle?: boolean
}

function WorkspaceRow({workspace, active}: {workspace: WorkspaceMenuEntry; active: boolean}) {
  return (
    <Flex align="center" gap={3}>
      <WorkspaceIcon icon={workspace.icon} title={workspace.title} />
      <Stack flex={1} gap={2} style={{minWidth: 0}}>
        <Text size={1} weight="medium" textOverflow="ellipsis">
          {workspace.title}
        </Text>
        {workspace.subtitle && (
          <Text size={1} muted textOverflow="ellipsis">
            {workspace.subtitle}
          </Text>
        )}
      </Stack>
      {active && (
        <Text size={1}>
          <CheckmarkIcon />
        </Text>
      )}
    </Flex>
  )
}

/** The workspace switcher (spec 000 §2.4); callers render it only with more than one workspace. */
export function WorkspaceMenuView({workspaces, activeName, onSelect, showTitle}: WorkspaceMenuViewProps) {
  const t = useStudioText()
  const active = workspaces.find((workspace) => workspace.name === activeName)
  return (
    <MenuButton
      id="workspace-menu"
      button={
        <Button
          mode="bleed"
          padding={1}
          aria-label={t('workspace-menu.label', {title: active?.title ?? activeName})}
        >
          <Flex align="center" gap={2}>
            <WorkspaceIcon icon={active?.icon} title={active?.title ?? activeName} />
            {showTitle && active && (
              <Text size={1} weight="medium">
                {active.title}
              </Text>
            )}
            <Text size={1} muted>
              <SelectIcon />
            </Text>
          </Flex>
        </Button>
      }
      popover={{placement: 'bottom-start', portal: true, constrainSize: true}}
      menu={
        <Menu style={{minWidth: WORKSPACE_MENU_WIDTH.min, maxWidth: WORKSPACE_MENU_WIDTH.max}}>
          <Box paddingX={3} paddingY={2}>
            <Text size={1} muted weight="medium">
              {t('workspace-menu.workspaces')}
            </Text>
          </Box>
          {workspaces.map((workspace) => (
            <MenuItem
              key={workspace.name}
              pressed={workspace.name === activeName}
              onClick={() => onSelect(workspace)}
              aria-label={workspace.title}
            >
              <WorkspaceRow workspace={workspace} active={workspace.name === activeName} />
            </MenuItem>
          ))}
        </Menu>
      }
    />
  )
}
