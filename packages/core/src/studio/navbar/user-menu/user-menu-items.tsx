import {CheckmarkIcon} from '@sanity/icons/Checkmark'
import {CogIcon} from '@sanity/icons/Cog'
import {LeaveIcon} from '@sanity/icons/Leave'
import {UsersIcon} from '@sanity/icons/Users'
import {Card} from '@sanity/ui'
import {Box, Text} from '@tessera/kit/primitives'
import {MenuDivider, MenuItem} from '@sanity/ui/menu'
import {COLOR_SCHEME_OPTIONS} from './color-scheme-options.js'
import {UserCard} from './user-card.js'
import type {UserMenuViewProps} from './user-menu-view.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

/** The user menu's items; their code loads when the menu is first wanted (`LazyMenuButton`). */
export function UserMenuItems(props: UserMenuViewProps) {
  const {user, colorScheme, onColorSchemeChange, manageProjectUrl, inviteMembersUrl, onSignOut} = props
  const {locales = [], locale, onLocaleChange} = props
  const t = useStudioText()
  return (
    <>
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
    </>
  )
}
