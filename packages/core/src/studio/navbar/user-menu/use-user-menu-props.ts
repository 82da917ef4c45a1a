import {useI18n, useLocale} from '@tessera/kit'
import {providerDisplayName} from '@tessera/store'
import {useCallback} from 'react'
import {useColorScheme} from '../../colour-scheme/color-scheme-context.js'
import {useActiveWorkspace} from '../../context/active-workspace-context.js'
import {storeLocale} from '../../boot/locale-storage.js'
import {useTelemetry} from '../../telemetry/telemetry-context.js'
import type {ColorSchemeSetting} from '../../colour-scheme/types.js'
import type {UserMenuViewProps} from './user-menu-view.js'
import {inviteMembersUrl, isAdministrator, manageProjectUrl} from './project-links.js'

/** The user menu's props from the signed-in workspace and the colour scheme (shared by navbar and sidebar). */
export function useUserMenuProps(): UserMenuViewProps {
  const {workspace, currentUser, authStore} = useActiveWorkspace()
  const {setting, setSetting} = useColorScheme()
  const telemetry = useTelemetry()
  const {apiHost, projectId} = workspace
  const onColorSchemeChange = useCallback(
    (next: ColorSchemeSetting) => {
      setSetting(next)
      telemetry.log('Colour scheme changed', {setting: next})
    },
    [setSetting, telemetry],
  )
  const onSignOut = useCallback(() => void authStore.logout(), [authStore])
  const i18n = useI18n()
  const locale = useLocale()
  const onLocaleChange = useCallback(
    (next: string) => {
      storeLocale(projectId, next)
      void i18n.changeLocale(next)
    },
    [i18n, projectId],
  )
  const provider = currentUser.provider
  return {
    user: {
      id: currentUser.id,
      name: currentUser.name,
      email: currentUser.email,
      imageUrl: currentUser.profileImage,
      providerTitle: provider ? providerDisplayName({name: provider, title: provider}) : undefined,
    },
    colorScheme: setting,
    onColorSchemeChange,
    manageProjectUrl: apiHost ? manageProjectUrl(apiHost, projectId) : undefined,
    inviteMembersUrl:
      apiHost && isAdministrator(currentUser) ? inviteMembersUrl(apiHost, projectId) : undefined,
    onSignOut,
    locales: i18n.locales.map(({id, title}) => ({id, title: title ?? id})),
    locale,
    onLocaleChange,
  }
}
