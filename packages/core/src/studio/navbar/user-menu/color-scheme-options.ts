import {DesktopIcon} from '@sanity/icons/Desktop'
import {MoonIcon} from '@sanity/icons/Moon'
import {SunIcon} from '@sanity/icons/Sun'
import type {ComponentType} from 'react'
import type {ColorSchemeSetting} from '../../colour-scheme/types.js'
import type {StudioTextKey} from '../../../i18n/studio-strings.js'

/** The colour scheme choices of the user menu and the mobile sidebar. */
export const COLOR_SCHEME_OPTIONS: {
  setting: ColorSchemeSetting
  titleKey: StudioTextKey
  icon: ComponentType
}[] = [
  {setting: 'system', titleKey: 'user-menu.scheme.system', icon: DesktopIcon},
  {setting: 'dark', titleKey: 'user-menu.scheme.dark', icon: MoonIcon},
  {setting: 'light', titleKey: 'user-menu.scheme.light', icon: SunIcon},
]
