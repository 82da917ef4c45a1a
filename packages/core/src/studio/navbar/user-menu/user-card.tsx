import {Badge} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {UserAvatarView} from '../user-avatar.js'
import {useStudioText} from '../../../i18n/studio-strings.js'
import type {UserMenuUser} from './user-menu-view.js'

/** The signed-in user's card at the top of the user menu and the sidebar. */
export function UserCard({user}: {user: UserMenuUser}) {
  const t = useStudioText()
  return (
    <Flex align="center" gap={3} padding={3}>
      <UserAvatarView name={user.name} userId={user.id} imageUrl={user.imageUrl} size={1} />
      <Stack flex={1} gap={2} style={{minWidth: 0}}>
        <Text size={1} weight="medium" textOverflow="ellipsis">
          {user.name}
        </Text>
        {user.email && (
          <Text size={1} muted textOverflow="ellipsis">
            {user.email}
          </Text>
        )}
      </Stack>
      {user.providerTitle && (
        <Badge fontSize={0} title={t('user-menu.signed-in-with', {provider: user.providerTitle})}>
          {user.providerTitle}
        </Badge>
      )}
    </Flex>
  )
}
