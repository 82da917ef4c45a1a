import {Box, Flex} from '@tessera/kit/primitives'
import {
  createFilter,
  FILTER_DEFINITIONS,
  type RecentSearch,
  type SearchFieldDefinition,
  type SearchHit,
} from '@tessera/store'
import {useId, useMemo, type KeyboardEvent, type ReactNode, type Ref} from 'react'
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
 * The panel's actions, made once per `dispatch`: the memoised filter area, ordering menu and result
 * rows then skip the renders of a search starting and landing.
 */
function useHandlers(dispatch: (action: SearchAction) => void) {
  return useMemo(
    () => ({
      queryChange: (query: string) => dispatch({type: 'query', query}),
      toggleFilters: () => dispatch({type: 'toggleFilters'}),
      orderingChange: (ordering: string) => dispatch({type: 'ordering', ordering}),
      activeIndexChange: (index: number) => dispatch({type: 'activeIndex', index}),
      loadMore: () => dispatch({type: 'nextPage'}),
      addType: (typeName: string) => dispatch({type: 'addType', typeName}),
      removeType: (typeName: string) => dispatch({type: 'removeType', typeName}),
      clearTypes: () => dispatch({type: 'clearTypes'}),
      addFilter: (name: string, field: SearchFieldDefinition | undefined) => {
        const definition = FILTER_DEFINITIONS.get(name)
        if (definition) dispatch({type: 'addFilter', filter: createFilter(definition, field)})
      },
      operatorChange: (index: number, operatorType: string) =>
        dispatch({type: 'setOperator', index, operatorType}),
      valueChange: (index: number, value: unknown) => dispatch({type: 'setValue', index, value}),
      removeFilter: (index: number) => dispatch({type: 'removeFilter', index}),
      clearFilters: () => dispatch({type: 'clearFilters'}),
    }),
    [dispatch],
  )
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
  const on = useHandlers(dispatch)

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
          onOrderingChange={on.orderingChange}
          onOpen={props.onOpen}
          onActiveIndexChange={on.activeIndexChange}
          onLoadMore={on.loadMore}
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
        onActiveIndexChange={on.activeIndexChange}
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
        onQueryChange={on.queryChange}
        onKeyDown={onKeyDown}
        onClose={props.onClose}
        onToggleFilters={on.toggleFilters}
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
          onAddType={on.addType}
          onRemoveType={on.removeType}
          onClearTypes={on.clearTypes}
          onAddFilter={on.addFilter}
          onOperatorChange={on.operatorChange}
          onValueChange={on.valueChange}
          onRemoveFilter={on.removeFilter}
          onClearFilters={on.clearFilters}
        />
      )}
      <Box flex={1} style={{minHeight: 0, display: 'flex', flexDirection: 'column'}}>
        {body}
      </Box>
    </Flex>
  )
}
