import {EllipsisHorizontalIcon} from '@sanity/icons/EllipsisHorizontal'
import {Button} from '@sanity/ui'
import {createCodeLoader, LazyMenuButton} from '@tessera/kit'
import type {ReactNode} from 'react'
import {useStructureText} from '../../i18n/structure-strings.js'

export interface DocumentPaneMenuProps {
  /** Opens the incoming references dialog (the pane keeps whether it is open). */
  onOpenReferences(): void
  /** Adds 'Review changes', which calls this. */
  onReviewChanges?(): void
  /** Adds 'Inspect' (with its shortcut), which calls this. */
  onInspect?(): void
  /**
   * More menu items, after the others. Prefer the props above: a caller's own MenuItems import
   * @sanity/ui's menu code where the menu is rendered, which this menu otherwise loads on first use.
   */
  children?: ReactNode
  /** The menu's id (unique on the page); defaults to 'document-pane-menu'. */
  id?: string
}

const itemsCode = createCodeLoader(() =>
  import('./document-pane-menu-items.js').then((module) => module.DocumentPaneMenuItems),
)

/** The document pane's context menu button (…): 'Incoming references' and the items asked for. */
export function DocumentPaneMenu({id = 'document-pane-menu', ...items}: DocumentPaneMenuProps) {
  const t = useStructureText()
  return (
    <LazyMenuButton
      id={id}
      button={<Button mode="bleed" icon={EllipsisHorizontalIcon} aria-label={t('document.menu')} />}
      popover={{placement: 'bottom-end', portal: true}}
      items={itemsCode}
      itemsProps={items}
    />
  )
}
