import {useClient, useObservable} from '@tessera/kit'
import {useEffect, useMemo, useRef} from 'react'
import {
  createDocumentListLoader,
  initialDocumentListState,
  type DocumentListState,
} from './document-list-loader.js'
import {DOCUMENT_LIST_PAGE_SIZE} from './list-queries.js'

const NO_FIELDS: readonly string[] = []

export interface UseDocumentListOptions {
  filter: string
  params: Record<string, unknown>
  /** The arguments of `order()` (`orderClause`). */
  order: string
  /** Top-level fields the rows' previews read (`pageFieldsFor`). */
  fields: readonly string[]
  /** Where the search looks (`searchFieldsFor`). */
  searchFields?: readonly string[]
  /** The search's `match` patterns (`searchPatternsOf`); none lists everything. */
  searchPatterns?: readonly string[]
  /** Overrides the loader's 1 s refetch throttle (tests). */
  throttleMs?: number
}

export interface DocumentListResult {
  state: DocumentListState
  setVisibleRange(first: number, last: number): void
  retry(): void
}

/**
 * A live, paged document list through the workspace client, while mounted. A new filter, parameters,
 * ordering or field list starts a new list (the old one stops listening); for the same filter and
 * parameters the new list starts from the old count, so a new ordering keeps its rows' places. A new
 * search narrows the same list (it keeps listening) and starts it over from its new count.
 */
export function useDocumentList({
  filter,
  params,
  order,
  fields,
  searchFields = NO_FIELDS,
  searchPatterns = NO_FIELDS,
  throttleMs,
}: UseDocumentListOptions): DocumentListResult {
  const client = useClient()
  // Compared by content: a pane node rebuilt with equal parameters keeps its list.
  const paramsKey = JSON.stringify(params)
  const fieldsKey = fields.join(',')
  const searchFieldsKey = searchFields.join(',')
  const patternsKey = JSON.stringify(searchPatterns)
  const listKey = `${filter}\n${paramsKey}\n${patternsKey}`
  // The patterns at the time a loader is made; later ones are handed to it (`setSearchPatterns`).
  const patternsNow = useRef(searchPatterns)
  patternsNow.current = searchPatterns
  const lastCount = useRef<{listKey: string; count: number | undefined}>(undefined)
  const carriedCount = lastCount.current?.listKey === listKey ? lastCount.current.count : undefined
  const loader = useMemo(
    () =>
      createDocumentListLoader({
        client,
        filter,
        params: JSON.parse(paramsKey) as Record<string, unknown>,
        order,
        fields: fieldsKey ? fieldsKey.split(',') : [],
        searchFields: searchFieldsKey ? searchFieldsKey.split(',') : [],
        searchPatterns: patternsNow.current,
        throttleMs,
        initialCount: carriedCount,
      }),
    // The carried count only seeds a new list: a new count must not start one. A new search is
    // handed to the list below rather than starting another.
    [client, filter, paramsKey, order, fieldsKey, searchFieldsKey, throttleMs],
  )
  useEffect(() => {
    loader.setSearchPatterns(JSON.parse(patternsKey) as string[])
  }, [loader, patternsKey])
  const initial = useMemo(() => initialDocumentListState(DOCUMENT_LIST_PAGE_SIZE, carriedCount), [loader])
  const state = useObservable(loader.state$, initial)
  useEffect(() => {
    lastCount.current = {listKey, count: state.count}
  }, [listKey, state.count])
  return useMemo(
    () => ({state, setVisibleRange: loader.setVisibleRange, retry: loader.retry}),
    [state, loader],
  )
}
