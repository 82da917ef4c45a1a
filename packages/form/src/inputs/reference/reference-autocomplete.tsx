import {SearchIcon} from '@sanity/icons/Search'
import {Card, Spinner, TextInput} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {REFERENCE_SEARCH_LIMIT} from '@tessera/store'
import {useState, type KeyboardEvent, type ReactNode} from 'react'
import {HitList} from './hit-list.js'
import {useNarrowLayout} from './reference-layout.js'
import type {ReferenceHit} from './reference-services.js'
import type {ReferenceSearchState} from './use-reference-search.js'
import {useReferenceMessages} from './use-reference-messages.js'

export interface ReferenceAutocompleteProps {
  id: string
  text: string
  onTextChange(text: string): void
  state: ReferenceSearchState
  /** A hit's row: its live preview and status. */
  renderHit(hit: ReferenceHit): ReactNode
  onPick(hit: ReferenceHit): void
  /** Escape (or the cancel button): leave the search without a change. */
  onCancel?(): void
  /** Hits that may not be picked (already in a list whose items must be unique). */
  disabledIds?: ReadonlySet<string>
  autoFocus?: boolean
  readOnly?: boolean
  /** Beside the search box: the create-new button, a cancel button. */
  actions?: ReactNode
}

/**
 * The search box with its list of hits (spec/001 §2 'Search autocomplete with result previews'):
 * arrow keys move through the hits, Enter picks, Escape cancels; loading, empty, failure and
 * 'more results' states in words.
 */
export function ReferenceAutocomplete(props: ReferenceAutocompleteProps) {
  const M = useReferenceMessages()
  const {id, text, onTextChange, state, renderHit, onPick, onCancel, disabledIds, autoFocus, readOnly} = props
  const [active, setActive] = useState(0)
  const [open, setOpen] = useState(Boolean(autoFocus))
  const hits = state.hits
  // A new list starts at its first hit (set while rendering, so the list paints once).
  const [activeFor, setActiveFor] = useState(hits)
  if (activeFor !== hits) {
    setActiveFor(hits)
    setActive(0)
  }

  const pickable = (index: number) => {
    const hit = hits[index]
    return hit && !disabledIds?.has(hit.id) ? hit : undefined
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((index) => Math.min(hits.length - 1, index + 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => Math.max(0, index - 1))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const hit = pickable(active)
      if (hit) onPick(hit)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      if (onCancel) onCancel()
      else setOpen(false)
    }
  }

  const narrow = useNarrowLayout()
  const listId = `${id}-listbox`
  const showList = open && state.status !== 'idle'
  return (
    <Stack gap={1} data-testid="reference-autocomplete">
      {/* Narrow (spec/001 §2): the buttons go under the search box instead of beside it. */}
      <Flex gap={1} direction={narrow ? 'column' : 'row'}>
        <Box flex={1}>
          <TextInput
            id={id}
            icon={SearchIcon}
            value={text}
            readOnly={readOnly}
            autoFocus={autoFocus}
            placeholder={M.searchPlaceholder}
            aria-label={M.searchLabel}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && hits[active] ? `${listId}-${active}` : undefined}
            data-testid="reference-search-input"
            onFocus={() => setOpen(true)}
            onChange={(event) => {
              setOpen(true)
              onTextChange(event.currentTarget.value)
            }}
            onKeyDown={onKeyDown}
          />
        </Box>
        {props.actions && (
          <Flex gap={1} justify={narrow ? 'flex-end' : undefined}>
            {props.actions}
          </Flex>
        )}
      </Flex>
      {showList && (
        <Card
          border
          radius={2}
          shadow={1}
          data-testid="reference-search-results"
          // Which search the list shows (benchmarks and tests wait for their own words).
          data-results-for={state.status === 'done' ? state.text : undefined}
        >
          <SearchStatus state={state} />
          {hits.length > 0 && (
            <HitList
              listId={listId}
              hits={hits}
              active={active}
              onActivate={setActive}
              onPick={onPick}
              disabledIds={disabledIds}
              renderHit={renderHit}
              footer={
                hits.length >= REFERENCE_SEARCH_LIMIT && (
                  <Box padding={3}>
                    <Text size={1} muted>
                      {M.moreResults(REFERENCE_SEARCH_LIMIT)}
                    </Text>
                  </Box>
                )
              }
            />
          )}
        </Card>
      )}
    </Stack>
  )
}

function SearchStatus({state}: {state: ReferenceSearchState}) {
  const M = useReferenceMessages()
  if (state.status === 'loading' && state.showIndicator && state.hits.length === 0)
    return (
      <Flex padding={3} gap={2} align="center" data-testid="reference-search-loading">
        <Spinner muted />
        <Text size={1} muted>
          {M.searching}
        </Text>
      </Flex>
    )
  if (state.status === 'done' && state.hits.length === 0)
    return (
      <Box padding={3} data-testid="reference-search-empty">
        <Text size={1} muted>
          {M.noResults(state.text)}
        </Text>
      </Box>
    )
  if (state.status === 'error')
    return (
      <Card padding={3} tone="critical" data-testid="reference-search-error">
        <Text size={1}>{state.message}</Text>
      </Card>
    )
  return null
}
