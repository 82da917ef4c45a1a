import {Box, Flex} from '@sanity/ui'
import {
  createFilter,
  FILTER_DEFINITIONS,
  type RecentSearch,
  type SearchFieldDefinition,
  type SearchHit,
} from '@tessera/store'
import {useId, type KeyboardEvent, type ReactNode, type Ref} from 'react'
import type {ReferenceFinder} from '../filters/editors/reference-input.js'
import {FilterArea} from '../filters/filter-area.js'
import {recentRowId, RecentSearchesList} from '../recent/recent-searches-list.js'
import {resultRowId, SearchResults} from '../results/search-results.js'
import type {SearchAction, SearchState} from '../state/search-state.js'
import {SearchHeader} from './search-header.js'
import {InstructionsPanel, NoResultsPanel, SearchErrorPanel} from './status-panels.js'

export interface SearchPanelViewProps {
  state: SearchState
  /** Whether the terms ask for anything: results show, else recent searches. */
  termsValid: boolean
  fullscreen: boolean
  /** Narrow widths (shorter type pills). */
  narrow?: boolean
  fields: readonly SearchFieldDefinition[]
  types: readonly {name: string; title: string}[]
  recentSearches: readonly RecentSearch[]
  /** Most height of the results list (the popover's). */
  resultsMaxHeight?: number | string
  inputRef?: Ref<HTMLInputElement>
  renderPreview(hit: SearchHit): ReactNode
  findReferences?: ReferenceFinder
  renderReferencePreview?(hit: {id: string; type: string}): ReactNode
  dispatch(action: SearchAction): void
  onOpen(hit: SearchHit): void
  onApplyRecent(index: number): void
  onRemoveRecent(index: number): void
  onClearRecent(): void
  onClose(): void
}

/**
 * The search panel (spec 000 §2.6) from plain props: the header, the filter area, then the results
 * (or the no-results or error panel) when the terms are valid, else the recent searches (or, in
 * fullscreen without recents and with filters hidden, the instructions). Arrow keys move through the
 * list shown, Enter opens the row.
 */
export function SearchPanelView(props: SearchPanelViewProps) {
  const {state, termsValid, fullscreen, dispatch} = props
  const listId = useId().replace(/:/g, '')
  const {result} = state
  const showingResults = termsValid
  const count = showingResults ? result.hits.length : props.recentSearches.length
  const active = state.lastActiveIndex
  const activeDescendant =
    active >= 0 && active < count
      ? showingResults
        ? resultRowId(listId, active)
        : recentRowId(listId, active)
      : undefined
  const filtersVisible = !fullscreen || state.filtersVisible
  const typeTitles = Object.fromEntries(props.types.map((type) => [type.name, type.title]))

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (count === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count
      dispatch({type: 'activeIndex', index: next})
    } else if (event.key === 'Enter' && active >= 0 && active < count) {
      event.preventDefault()
      if (showingResults) props.onOpen(result.hits[active])
      else props.onApplyRecent(active)
    }
  }

  let body: ReactNode
  if (showingResults) {
    // A failed search's panel gives way while the next search loads.
    if (result.error && !result.loading) body = <SearchErrorPanel error={result.error} />
    else if (result.loaded && result.hits.length === 0) body = <NoResultsPanel />
    else
      body = (
        <SearchResults
          hits={result.hits}
          loading={result.loading}
          hasMore={result.hasMore}
          ordering={state.ordering}
          activeIndex={active}
          debug={state.debug}
          listId={listId}
          maxHeight={props.resultsMaxHeight}
          renderPreview={props.renderPreview}
          onOrderingChange={(ordering) => dispatch({type: 'ordering', ordering})}
          onOpen={props.onOpen}
          onActiveIndexChange={(index) => dispatch({type: 'activeIndex', index})}
          onLoadMore={() => dispatch({type: 'nextPage'})}
        />
      )
  } else if (props.recentSearches.length > 0) {
    body = (
      <RecentSearchesList
        searches={props.recentSearches}
        fields={props.fields}
        typeTitles={typeTitles}
        activeIndex={active}
        listId={listId}
        onApply={props.onApplyRecent}
        onRemove={props.onRemoveRecent}
        onClear={props.onClearRecent}
        onActiveIndexChange={(index) => dispatch({type: 'activeIndex', index})}
      />
    )
  } else if (fullscreen && !filtersVisible) {
    body = <InstructionsPanel />
  }

  return (
    <Flex direction="column" style={{minHeight: 0, height: '100%'}} data-testid="search-panel">
      <SearchHeader
        query={state.terms.query}
        loading={result.loading}
        fullscreen={fullscreen}
        filtersVisible={filtersVisible}
        filterCount={state.terms.filters.length + state.terms.types.length}
        activeDescendant={activeDescendant}
        listId={listId}
        inputRef={props.inputRef}
        onQueryChange={(query) => dispatch({type: 'query', query})}
        onKeyDown={onKeyDown}
        onClose={props.onClose}
        onToggleFilters={() => dispatch({type: 'toggleFilters'})}
      />
      {filtersVisible && (
        <FilterArea
          types={props.types}
          selectedTypes={state.terms.types}
          filters={state.terms.filters}
          fields={props.fields}
          lastAddedFilter={state.lastAddedFilter}
          fullscreen={fullscreen}
          narrow={props.narrow ?? fullscreen}
          queryLength={state.terms.query.length}
          findReferences={props.findReferences}
          renderReferencePreview={props.renderReferencePreview}
          onAddType={(typeName) => dispatch({type: 'addType', typeName})}
          onRemoveType={(typeName) => dispatch({type: 'removeType', typeName})}
          onClearTypes={() => dispatch({type: 'clearTypes'})}
          onAddFilter={(name, field) => {
            const definition = FILTER_DEFINITIONS.get(name)
            if (definition) dispatch({type: 'addFilter', filter: createFilter(definition, field)})
          }}
          onOperatorChange={(index, operatorType) => dispatch({type: 'setOperator', index, operatorType})}
          onValueChange={(index, value) => dispatch({type: 'setValue', index, value})}
          onRemoveFilter={(index) => dispatch({type: 'removeFilter', index})}
          onClearFilters={() => dispatch({type: 'clearFilters'})}
        />
      )}
      <Box flex={1} style={{minHeight: 0, display: 'flex', flexDirection: 'column'}}>
        {body}
      </Box>
    </Flex>
  )
}
