import {SearchIcon} from '@sanity/icons/Search'
import {TextInput} from '@sanity/ui'
import {Box} from '@tessera/kit/primitives'
import {SpinningIcon} from '../../util/spinning-icon.js'
import {memo, useCallback, type ChangeEvent, type KeyboardEvent} from 'react'
import {useStructureText} from '../../i18n/structure-strings.js'

export interface DocumentListSearchFieldProps {
  /** The text in the field (the list is narrowed by it once typing pauses). */
  text: string
  onTextChange(text: string): void
  /** ArrowDown in the field: the list moves focus to its first row. */
  onArrowDown?(): void
  /** The typed text is not applied yet, or its results are loading: a spinner replaces the icon. */
  busy?: boolean
}

/**
 * 'Search list' at the top of a document list: a search icon, the text, and a clear button while
 * there is text. Escape clears it too (and only then is it kept from the pane's other Escape uses).
 * While the search waits for typing to pause, or for its results, a spinner stands in for the icon.
 */
export const DocumentListSearchField = memo(function DocumentListSearchField({
  text,
  onTextChange,
  onArrowDown,
  busy = false,
}: DocumentListSearchFieldProps) {
  const t = useStructureText()
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onTextChange(event.currentTarget.value),
    [onTextChange],
  )
  const onClear = useCallback(() => onTextChange(''), [onTextChange])
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape' && text) {
        event.preventDefault()
        event.stopPropagation()
        onTextChange('')
      } else if (event.key === 'ArrowDown' && onArrowDown) {
        event.preventDefault()
        onArrowDown()
      }
    },
    [text, onTextChange, onArrowDown],
  )
  return (
    <Box paddingX={2} paddingTop={2} paddingBottom={1} style={{flex: 'none'}}>
      <TextInput
        data-document-list-search=""
        aria-label={t('list.search.placeholder')}
        placeholder={t('list.search.placeholder')}
        icon={busy ? SpinningIcon : SearchIcon}
        data-busy={busy || undefined}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        clearButton={text ? {'aria-label': t('list.search.clear')} : false}
        onClear={onClear}
        fontSize={1}
        radius={2}
        autoComplete="off"
        spellCheck={false}
      />
    </Box>
  )
})
