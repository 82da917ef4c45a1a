import {TextInput} from '@sanity/ui'
import {Stack} from '@tessera/kit/primitives'
import type {KeyboardEvent} from 'react'
import {NewDocumentList, type NewDocumentListProps} from './new-document-list.js'
import {
  NEW_DOCUMENT_DIALOG_MIN_LIST_HEIGHT,
  NEW_DOCUMENT_ITEM_HEIGHT,
  NEW_DOCUMENT_MAX_VISIBLE_ITEMS,
} from './types.js'
import {useStudioText} from '../../i18n/studio-strings.js'

export interface NewDocumentContentProps extends Omit<NewDocumentListProps, 'maxHeight' | 'minHeight'> {
  /** In the narrow screens' dialog rather than the popover. */
  narrow: boolean
  query: string
  onQueryChange(query: string): void
  /** The list's keys (moves, Enter, Escape, Tab), handled by the menu. */
  onKeyDown(event: KeyboardEvent): void
}

/**
 * The new-document menu's filter and list, loaded when the button is first hovered, focused or
 * pressed (`NewDocumentMenuView`), not with the studio.
 */
export function NewDocumentContent({
  narrow,
  query,
  onQueryChange,
  onKeyDown,
  ...list
}: NewDocumentContentProps) {
  const t = useStudioText()
  return (
    <Stack gap={2} padding={narrow ? 3 : 2} onKeyDown={onKeyDown}>
      <TextInput
        autoFocus
        aria-label={t('new-document.filter')}
        placeholder={t('new-document.search')}
        fontSize={1}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
      />
      <NewDocumentList
        {...list}
        maxHeight={narrow ? undefined : NEW_DOCUMENT_ITEM_HEIGHT * NEW_DOCUMENT_MAX_VISIBLE_ITEMS + 8}
        minHeight={narrow ? NEW_DOCUMENT_DIALOG_MIN_LIST_HEIGHT : undefined}
      />
    </Stack>
  )
}
