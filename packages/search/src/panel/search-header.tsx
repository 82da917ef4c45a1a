import {CloseIcon} from '@sanity/icons/Close'
import {ControlsIcon} from '@sanity/icons/Controls'
import {SearchIcon} from '@sanity/icons/Search'
import {SpinnerIcon} from '@sanity/icons/Spinner'
import {Button, Card, TextInput} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import {type KeyboardEvent, type Ref} from 'react'
import {keyframes, styled} from 'styled-components'
import {SPINNER_ROTATION_MS} from '../constants.js'
import {useSearchText} from '../messages.js'

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`
const Spinning = styled(SpinnerIcon)`
  animation: ${spin} ${SPINNER_ROTATION_MS}ms linear infinite;
`

export interface SearchHeaderProps {
  query: string
  loading: boolean
  fullscreen: boolean
  filtersVisible: boolean
  filterCount: number
  /** The id of the list row the keyboard points at (aria-activedescendant). */
  activeDescendant?: string
  listId: string
  inputRef?: Ref<HTMLInputElement>
  onQueryChange(query: string): void
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void
  onClose(): void
  onToggleFilters(): void
}

/**
 * The search input (spec 000 §2.6): a placeholder, a clear button when there is text, a spinner while
 * loading; in fullscreen also the filters toggle and a close button.
 */
export function SearchHeader(props: SearchHeaderProps) {
  const t = useSearchText()
  const {query, loading, fullscreen, filtersVisible, filterCount} = props
  return (
    <Card borderBottom padding={2}>
      <Flex align="center" gap={1}>
        <Box flex={1}>
          <TextInput
            ref={props.inputRef}
            autoFocus
            border={false}
            fontSize={2}
            icon={loading ? Spinning : SearchIcon}
            placeholder={t('search.placeholder')}
            value={query}
            onChange={(event) => props.onQueryChange(event.currentTarget.value)}
            onKeyDown={props.onKeyDown}
            clearButton={query !== '' ? {'aria-label': t('search.clear')} : undefined}
            onClear={() => props.onQueryChange('')}
            role="combobox"
            aria-label={t('search.placeholder')}
            aria-expanded
            aria-controls={props.listId}
            aria-autocomplete="list"
            aria-activedescendant={props.activeDescendant}
            spellCheck={false}
            data-testid="search-input"
          />
        </Box>
        {fullscreen && (
          <Button
            mode={filtersVisible || filterCount > 0 ? 'default' : 'bleed'}
            tone={filterCount > 0 ? 'primary' : 'default'}
            icon={ControlsIcon}
            aria-label={t('search.filters-toggle')}
            aria-pressed={filtersVisible}
            onClick={props.onToggleFilters}
          />
        )}
        {fullscreen && (
          <Button mode="bleed" icon={CloseIcon} aria-label={t('search.close')} onClick={props.onClose} />
        )}
      </Flex>
    </Card>
  )
}
