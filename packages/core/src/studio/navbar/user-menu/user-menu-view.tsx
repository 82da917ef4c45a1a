import {CheckmarkIcon} from '@sanity/icons/Checkmark'
import {CogIcon} from '@sanity/icons/Cog'
import {DesktopIcon} from '@sanity/icons/Desktop'
import {LeaveIcon} from '@sanity/icons/Leave'
import {MoonIcon} from '@sanity/icons/Moon'
import {SunIcon} from '@sanity/icons/Sun'
import {UsersIcon} from '@sanity/icons/Users'
import {Badge, Box, Button, Card, Flex, Stack, Text} from '@sanity/ui'
import {Menu, MenuButton, MenuDivider, MenuItem} from '@sanity/ui/menu'
import type {ComponentType} from 'react'
import type {ColorSchemeSetting} from '../../colour-scheme/types.js'
import {USER_MENU_WIDTH} from '../constants.js'
import {UserAvatarView} from '../user-avatar.js'
import {useStudioText, type StudioTextKey} from '../../../i18n/studio-strings.js'

export interface UserMenuUser {
  /** The user's id: their avatar's colour, as in documents. */
  id?: string
  name: string
  email?: string
  imageUrl?: string
  /** The login provider's display name ('Google', 'GitHub', ...), shown as a badge. */
  providerTitle?: string
}

export interface UserMenuViewProps {
  user: UserMenuUser
  colorScheme: ColorSchemeSetting
  onColorSchemeChange(setting: ColorSchemeSetting): void
  /** The project's management page; left out when the workspace has no API host to link to. */
  manageProjectUrl?: string
  /** Only for administrators (spec 000 §6). */
  inviteMembersUrl?: string
  onSignOut(): void
  /** The workspace's locales; the choice shows only when there are several. */
  locales?: {id: string; title: string}[]
  locale?: string
  onLocaleChange?(locale: string): void
}

export const COLOR_SCHEME_OPTIONS: {
  setting: ColorSchemeSetting
  titleKey: StudioTextKey
  icon: ComponentType
}[] = [
  {setting: 'system', titleKey: 'user-menu.scheme.system', icon: DesktopIcon},
  {setting: 'dark', titleKey: 'user-menu.scheme.dark', icon: MoonIcon},
  {setting: 'light', titleKey: 'user-menu.scheme.light', icon: SunIcon},
]

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

/** The user menu (spec 000 §2.4): who is signed in, colour scheme, project links, sign out. */
export function UserMenuView(props: UserMenuViewProps) {
  const {user, colorScheme, onColorSchemeChange, manageProjectUrl, inviteMembersUrl, onSignOut} = props
  const {locales = [], locale, onLocaleChange} = props
  const t = useStudioText()
  return (
    <MenuButton
      id="user-menu"
      button={
        <Button mode="bleed" padding={1} aria-label={t('user-menu.label', {name: user.name})}>
          <UserAvatarView name={user.name} userId={user.id} imageUrl={user.imageUrl} size={1} />
        </Button>
      }
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menu={
        <Menu style={{minWidth: USER_MENU_WIDTH.min, maxWidth: USER_MENU_WIDTH.max}}>
          <Card radius={2}>
            <UserCard user={user} />
          </Card>
          <MenuDivider />
          <Box paddingX={3} paddingY={2}>
            <Text size={1} muted weight="medium">
              {t('user-menu.appearance')}
            </Text>
          </Box>
          {COLOR_SCHEME_OPTIONS.map(({setting, titleKey, icon}) => (
            <MenuItem
              key={setting}
              icon={icon}
              text={t(titleKey)}
              pressed={colorScheme === setting}
              iconRight={colorScheme === setting ? CheckmarkIcon : undefined}
              aria-label={t('user-menu.scheme.label', {title: t(titleKey)})}
              onClick={() => onColorSchemeChange(setting)}
            />
          ))}
          {locales.length > 1 && (
            <>
              <MenuDivider />
              <Box paddingX={3} paddingY={2}>
                <Text size={1} muted weight="medium">
                  {t('user-menu.language')}
                </Text>
              </Box>
              {locales.map((option) => (
                <MenuItem
                  key={option.id}
                  text={option.title}
                  pressed={locale === option.id}
                  iconRight={locale === option.id ? CheckmarkIcon : undefined}
                  aria-label={t('user-menu.language.label', {title: option.title})}
                  onClick={() => onLocaleChange?.(option.id)}
                />
              ))}
            </>
          )}
          {(manageProjectUrl || inviteMembersUrl) && <MenuDivider />}
          {manageProjectUrl && (
            <MenuItem
              as="a"
              href={manageProjectUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon={CogIcon}
              text={t('user-menu.manage-project')}
            />
          )}
          {inviteMembersUrl && (
            <MenuItem
              as="a"
              href={inviteMembersUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon={UsersIcon}
              text={t('user-menu.invite-members')}
            />
          )}
          <MenuDivider />
          <MenuItem icon={LeaveIcon} text={t('user-menu.sign-out')} onClick={onSignOut} />
        </Menu>
      }
    />
  )
}
