import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {MenuDivider, MenuItem} from '@sanity/ui/menu'
import type {MouseEvent} from 'react'
import {UserAvatarView} from '../user-avatar.js'
import {followInside} from './follow-inside.js'
import type {PresenceMenuEntry, PresenceMenuViewProps} from './presence-menu-view.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

function EntryRow({entry}: {entry: PresenceMenuEntry}) {
  return (
    <Flex align="center" gap={3}>
      <UserAvatarView name={entry.displayName} userId={entry.userId} imageUrl={entry.imageUrl} size={1} />
      <Stack flex={1} gap={2} style={{minWidth: 0}}>
        <Text size={1} weight="medium" textOverflow="ellipsis">
          {entry.displayName}
        </Text>
        <Text size={1} muted textOverflow="ellipsis">
          {entry.lastActive}
        </Text>
      </Stack>
    </Flex>
  )
}

/** The presence menu's items; their code loads when the menu is first wanted (`LazyMenuButton`). */
export function PresenceMenuItems({entries, onNavigate}: PresenceMenuViewProps) {
  const t = useStudioText()
  return (
    <>
      <Box paddingX={3} paddingY={2}>
        <Text size={1} muted weight="medium">
          {t('presence.online-now')}
        </Text>
      </Box>
      <MenuDivider />
      {entries.length === 0 ? (
        <Box padding={3}>
          <Text size={1} muted>
            {t('presence.nobody')}
          </Text>
        </Box>
      ) : (
        entries.map(({href, ...entry}) =>
          href ? (
            <MenuItem
              key={entry.userId}
              as="a"
              href={href}
              onClick={(event: MouseEvent<HTMLElement>) => followInside(event, href, onNavigate)}
            >
              <EntryRow entry={entry} />
            </MenuItem>
          ) : (
            <MenuItem key={entry.userId} disabled>
              <EntryRow entry={entry} />
            </MenuItem>
          ),
        )
      )}
    </>
  )
}
