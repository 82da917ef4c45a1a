import {Avatar} from '@sanity/ui'
import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import {isValidElement, type ComponentType, type ReactNode} from 'react'
import {WORKSPACE_ICON_SIZE} from '../constants.js'
import {initialsOf} from '../user-avatar.js'

type UrlIconProps = {url: string; title?: string}

/**
 * The URL icon's code (the fetch and the SVG sanitizer) loads only for a workspace that has one, not
 * with every studio (issue 23). Nothing shows until the icon has loaded either way; if the code does
 * not load, the error is logged as a failed icon request is, and the icon stays empty.
 */
const urlIconCode = createCodeLoader(() =>
  import('../../icons/url-icon.js').then(
    (module): ComponentType<UrlIconProps> => module.UrlIcon,
    (error: unknown) => {
      console.error('Could not load the icon code:', error)
      return () => null
    },
  ),
)

function LazyUrlIcon(props: UrlIconProps) {
  const UrlIcon = useLoadedCode(urlIconCode)
  return UrlIcon ? <UrlIcon {...props} /> : null
}

/**
 * A workspace's icon at 25 px: a configured element or component, an SVG's URL (loaded inline),
 * otherwise the title's initials. Config icons are `unknown` (plain config), so only elements,
 * functions and strings are rendered.
 */
export function WorkspaceIcon({icon, title}: {icon: unknown; title: string}) {
  let content: ReactNode = null
  if (isValidElement(icon)) content = icon
  else if (typeof icon === 'string' && icon !== '') content = <LazyUrlIcon url={icon} title={title} />
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
