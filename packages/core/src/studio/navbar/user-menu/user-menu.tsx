import {useUserMenuProps} from './use-user-menu-props.js'
import {UserMenuView} from './user-menu-view.js'

/** The user menu of the signed-in workspace. */
export function UserMenu() {
  return <UserMenuView {...useUserMenuProps()} />
}
