import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {LinkIcon} from '@sanity/icons/Link'
import {Button} from '@sanity/ui'
import {Menu, MenuButton, MenuItem} from '@sanity/ui/menu'
import type {ReactNode} from 'react'
import {useStructureText} from '../../i18n/structure-strings.js'

export interface IncomingReferencesMenuItemProps {
  onClick(): void
}

/** The menu item 'Incoming references', for any menu (the pane's context menu). */
export function IncomingReferencesMenuItem({onClick}: IncomingReferencesMenuItemProps) {
  const t = useStructureText()
  return <MenuItem icon={LinkIcon} text={t('references.title')} onClick={onClick} />
}

export interface DocumentPaneMenuProps {
  /** Opens the incoming references dialog (the pane keeps whether it is open). */
  onOpenReferences(): void
  /** More menu items, after 'Incoming references'. */
  children?: ReactNode
  /** The menu's id (unique on the page); defaults to 'document-pane-menu'. */
  id?: string
}

/** The document pane's context menu button (…), holding 'Incoming references' and any other items. */
export function DocumentPaneMenu({
  onOpenReferences,
  children,
  id = 'document-pane-menu',
}: DocumentPaneMenuProps) {
  const t = useStructureText()
  return (
    <MenuButton
      id={id}
      button={<Button mode="bleed" icon={EllipsisHorizontalIcon} aria-label={t('document.menu')} />}
      popover={{placement: 'bottom-end', portal: true}}
      menu={
        <Menu>
          <IncomingReferencesMenuItem onClick={onOpenReferences} />
          {children}
        </Menu>
      }
    />
  )
}
