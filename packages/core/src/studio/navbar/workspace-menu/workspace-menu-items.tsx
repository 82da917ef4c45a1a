import {CheckmarkIcon} from '@sanity/icons/Checkmark'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {MenuItem} from '@sanity/ui/menu'
import {WorkspaceIcon} from './workspace-icon.js'
import type {WorkspaceMenuEntry, WorkspaceMenuViewProps} from './workspace-menu-view.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

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

/** The workspace menu's items; their code loads when the menu is first wanted (`LazyMenuButton`). */
export function WorkspaceMenuItems({workspaces, activeName, onSelect}: WorkspaceMenuViewProps) {
  const t = useStudioText()
  return (
    <>
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
    </>
  )
}
