import {Button} from '@sanity/ui'
import {LazyMenuButton, createCodeLoader} from '@tessera/kit'
import type {ColorSchemeSetting} from '../../colour-scheme/types.js'
import {USER_MENU_WIDTH} from '../constants.js'
import {UserAvatarView} from '../user-avatar.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

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

const itemsCode = createCodeLoader(() =>
  import('./user-menu-items.js').then((module) => module.UserMenuItems),
)

/** The user menu (spec 000 §2.4): who is signed in, colour scheme, project links, sign out. */
export function UserMenuView(props: UserMenuViewProps) {
  const t = useStudioText()
  const {user} = props
  return (
    <LazyMenuButton
      id="user-menu"
      button={
        <Button mode="bleed" padding={1} aria-label={t('user-menu.label', {name: user.name})}>
          <UserAvatarView name={user.name} userId={user.id} imageUrl={user.imageUrl} size={1} />
        </Button>
      }
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menuProps={{style: {minWidth: USER_MENU_WIDTH.min, maxWidth: USER_MENU_WIDTH.max}}}
      items={itemsCode}
      itemsProps={props}
    />
  )
}
