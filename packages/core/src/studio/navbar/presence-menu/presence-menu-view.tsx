import {UsersIcon} from '@sanity/icons/Users'
import {AvatarStack, Button} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {createCodeLoader, LazyMenuButton} from '@tessera/kit'
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

const itemsCode = createCodeLoader(() =>
  import('./presence-menu-items.js').then((module) => module.PresenceMenuItems),
)

/** Who else is in the dataset (spec 000 §2.4); each entry opens that user's latest document. */
export function PresenceMenuView(props: PresenceMenuViewProps) {
  const {entries, collapsed} = props
  const t = useStudioText()
  const label =
    entries.length === 0 ? t('presence.label.nobody') : t('presence.label.online', {count: entries.length})
  return (
    <LazyMenuButton
      id="presence-menu"
      button={
        <Button mode="bleed" padding={2} aria-label={label}>
          <PresenceButtonContent entries={entries} collapsed={collapsed} />
        </Button>
      }
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menuProps={{style: {maxWidth: PRESENCE_MENU_MAX_WIDTH}}}
      items={itemsCode}
      itemsProps={props}
    />
  )
}
