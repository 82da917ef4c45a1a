import {UsersIcon} from '@sanity/icons/Users'
import {AvatarStack, Box, Button, Flex, Stack, Text} from '@sanity/ui'
import {Menu, MenuButton, MenuDivider, MenuItem} from '@sanity/ui/menu'
import type {MouseEvent} from 'react'
import {PRESENCE_MENU_MAX_WIDTH} from '../constants.js'
import {UserAvatarView} from '../user-avatar.js'
import {studioStrings, useStudioText} from '../../../i18n/studio-strings.js'

export interface PresenceMenuEntry {
  userId: string
  displayName: string
  imageUrl?: string
  /** '5 minutes ago', already in the workspace's locale. */
  lastActive: string
  /** The edit intent of the user's latest document, or undefined when they are at none. */
  href?: string
}

export interface PresenceMenuViewProps {
  entries: PresenceMenuEntry[]
  /** Follows an entry's link inside the studio (the router), instead of a page load. */
  onNavigate(href: string): void
  /** Only the icon and a count (narrow navbars). */
  collapsed?: boolean
}

/** The English text of an empty presence menu (`presence.nobody` of the studio's strings). */
export const PRESENCE_EMPTY_TEXT = studioStrings['presence.nobody']

/** A plain click stays in the app; new-tab and new-window clicks are left to the browser. */
export function followInside(
  event: MouseEvent<HTMLElement>,
  href: string,
  onNavigate: (href: string) => void,
) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  onNavigate(href)
}

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

function PresenceButtonContent({entries, collapsed}: {entries: PresenceMenuEntry[]; collapsed?: boolean}) {
  if (entries.length > 0 && !collapsed) {
    return (
      <AvatarStack maxLength={3} size={0}>
        {entries.map((entry) => (
          <UserAvatarView
            key={entry.userId}
            name={entry.displayName}
            userId={entry.userId}
            imageUrl={entry.imageUrl}
            size={0}
          />
        ))}
      </AvatarStack>
    )
  }
  return (
    <Flex align="center" gap={2}>
      <Text size={1}>
        <UsersIcon />
      </Text>
      {entries.length > 0 && <Text size={1}>{entries.length}</Text>}
    </Flex>
  )
}

/** Who else is in the dataset (spec 000 §2.4); each entry opens that user's latest document. */
export function PresenceMenuView({entries, onNavigate, collapsed}: PresenceMenuViewProps) {
  const t = useStudioText()
  const label =
    entries.length === 0 ? t('presence.label.nobody') : t('presence.label.online', {count: entries.length})
  return (
    <MenuButton
      id="presence-menu"
      button={
        <Button mode="bleed" padding={2} aria-label={label}>
          <PresenceButtonContent entries={entries} collapsed={collapsed} />
        </Button>
      }
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menu={
        <Menu style={{maxWidth: PRESENCE_MENU_MAX_WIDTH}}>
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
        </Menu>
      }
    />
  )
}
