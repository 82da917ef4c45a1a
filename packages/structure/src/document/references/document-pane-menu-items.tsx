import {DocumentsIcon} from '@sanity/icons/Documents'
import {LinkIcon} from '@sanity/icons/Link'
import {RestoreIcon} from '@sanity/icons/Restore'
import {MenuItem} from '@sanity/ui/menu'
import {hotkeyKeys} from '../../hotkeys/index.js'
import {useStructureText} from '../../i18n/structure-strings.js'
import {INSPECT_SHORTCUT} from '../inspect/inspect-shortcut.js'
import type {DocumentPaneMenuProps} from './document-pane-menu.js'

export interface IncomingReferencesMenuItemProps {
  onClick(): void
}

/** The menu item 'Incoming references', for any menu (the pane's context menu). */
export function IncomingReferencesMenuItem({onClick}: IncomingReferencesMenuItemProps) {
  const t = useStructureText()
  return <MenuItem icon={LinkIcon} text={t('references.title')} onClick={onClick} />
}

/** The pane menu's items; their code loads when the menu is first wanted (`LazyMenuButton`). */
export function DocumentPaneMenuItems({
  onOpenReferences,
  onReviewChanges,
  onInspect,
  children,
}: Omit<DocumentPaneMenuProps, 'id'>) {
  const t = useStructureText()
  return (
    <>
      <IncomingReferencesMenuItem onClick={onOpenReferences} />
      {onReviewChanges && (
        <MenuItem icon={RestoreIcon} text={t('status.review-changes')} onClick={onReviewChanges} />
      )}
      {onInspect && (
        <MenuItem
          icon={DocumentsIcon}
          text={t('inspect.menu')}
          hotkeys={hotkeyKeys(INSPECT_SHORTCUT)}
          onClick={onInspect}
        />
      )}
      {children}
    </>
  )
}
