import {Avatar} from '@sanity/ui'
import {isValidElement, type ComponentType, type ReactNode} from 'react'
import {UrlIcon} from '../../icons/url-icon.js'
import {WORKSPACE_ICON_SIZE} from '../constants.js'
import {initialsOf} from '../user-avatar.js'

/**
 * A workspace's icon at 25 px: a configured element or component, an SVG's URL (loaded inline),
 * otherwise the title's initials. Config icons are `unknown` (plain config), so only elements,
 * functions and strings are rendered.
 */
export function WorkspaceIcon({icon, title}: {icon: unknown; title: string}) {
  let content: ReactNode = null
  if (isValidElement(icon)) content = icon
  else if (typeof icon === 'string' && icon !== '') content = <UrlIcon url={icon} title={title} />
  else if (typeof icon === 'function') {
    const Icon = icon as ComponentType
    content = <Icon />
  }
  if (content === null) return <Avatar size={1} initials={initialsOf(title)} color="purple" aria-hidden />
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        width: WORKSPACE_ICON_SIZE,
        height: WORKSPACE_ICON_SIZE,
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      {content}
    </span>
  )
}
