import {useCurrentUser, useKernel, useObservable, useWorkspace} from '@tessera/kit'
import {
  canSearch,
  createRecentSearchesStore,
  deriveSearchFields,
  isFilterValid,
  SEARCH_DEBOUNCE_MS,
  searchGlobally,
  type RecentSearch,
  type SearchFieldDefinition,
} from '@tessera/store'
import {useCallback, useEffect, useMemo, useReducer, useRef} from 'react'
import {catchError, concat, EMPTY, map, of, Subject, switchMap, timer} from 'rxjs'
import {initialSearchState, searchReducer, type SearchAction, type SearchState} from './search-state.js'

export interface GlobalSearchController {
  state: SearchState
  dispatch(action: SearchAction): void
  fields: readonly SearchFieldDefinition[]
  /** Whether the terms ask for anything (spec/002 §5): results show, else recent searches. */
  termsValid: boolean
  recentSearches: RecentSearch[]
  /** Saves the current search to the recent ones (a hit was opened). */
  saveRecent(): void
  applyRecent(index: number): void
  removeRecent(index: number): void
  clearRecent(): void
}

/** A search to run (after the debounce when asked), or a cancel of the pending one. */
type Request = {state: SearchState; debounce: boolean} | {cancel: true}

/**
 * The global search of the signed-in workspace: the state (spec 000 §4), searches run 300 ms after
 * the last change of the terms (a page or ordering change at once), and the recent searches in
 * local storage (per project, dataset and user).
 */
export function useGlobalSearch(options: {
  fullscreen: boolean
  debug: boolean
  /** Fields to bring with each hit, by type (its preview's; see searchGlobally's `documentFields`). */
  documentFields?: Readonly<Record<string, readonly string[] | undefined>>
}): GlobalSearchController {
  const kernel = useKernel()
  const workspace = useWorkspace()
  const user = useCurrentUser()
  const fields = useMemo(() => deriveSearchFields(kernel.schema), [kernel.schema])
  const reducer = useMemo(() => searchReducer(fields), [fields])
  const [state, dispatch] = useReducer(reducer, options, initialSearchState)
  const {documentFields} = options

  const recentStore = useMemo(
    () =>
      createRecentSearchesStore(
        kernel.settings,
        {projectId: workspace.projectId, dataset: workspace.dataset, userId: user?.id},
        kernel.schema,
        fields,
      ),
    [kernel.settings, kernel.schema, workspace.projectId, workspace.dataset, user?.id, fields],
  )
  // Read (and prune) once, then follow changes.
  const recent$ = useMemo(() => {
    recentStore?.get()
    return recentStore?.recentSearches$
  }, [recentStore])
  const recentSearches = useObservable(recent$, [] as RecentSearch[])

  useEffect(() => dispatch({type: 'debug', debug: options.debug}), [options.debug])

  const validFilters = useMemo(
    () => state.terms.filters.filter((filter) => isFilterValid(filter, fields)),
    [state.terms.filters, fields],
  )
  const terms = useMemo(
    () => ({query: state.terms.query, types: state.terms.types, filters: validFilters}),
    [state.terms.query, state.terms.types, validFilters],
  )
  const termsValid = canSearch(terms)

  // One pipeline: the latest request wins; terms changes wait for the debounce.
  const requests = useRef(new Subject<Request>())
  useEffect(() => {
    // Each request replaces the pending one: its debounce timer and any search in flight.
    const subscription = requests.current
      .pipe(
        switchMap((request) => {
          if ('cancel' in request) return EMPTY
          const requested = request.state
          const search$ = searchGlobally(
            kernel.client,
            kernel.schema,
            {
              query: requested.terms.query,
              types: requested.terms.types,
              filters: requested.terms.filters.filter((item) => isFilterValid(item, fields)),
            },
            {
              ordering: requested.ordering,
              pageIndex: requested.pageIndex,
              fields,
              debug: requested.debug,
              recentSearchIndex: requested.recentSearchIndex ?? undefined,
              documentFields,
            },
          ).pipe(
            map((page): SearchAction => ({type: 'searchComplete', ...page, pageIndex: requested.pageIndex})),
            catchError((error: unknown) =>
              of<SearchAction>({
                type: 'searchError',
                error: error instanceof Error ? error : new Error(String(error)),
              }),
            ),
          )
          const run$ = concat(of<SearchAction>({type: 'searchStart'}), search$)
          return request.debounce ? timer(SEARCH_DEBOUNCE_MS).pipe(switchMap(() => run$)) : run$
        }),
      )
      .subscribe(dispatch)
    return () => subscription.unsubscribe()
  }, [kernel.client, kernel.schema, fields, documentFields])

  // spec 000 §4: a search runs when the ordering, page or terms change.
  const latest = useRef(state)
  latest.current = state
  const previous = useRef<{terms: typeof terms; ordering: string; pageIndex: number; debug: boolean} | null>(
    null,
  )
  useEffect(() => {
    const before = previous.current
    previous.current = {terms, ordering: state.ordering, pageIndex: state.pageIndex, debug: state.debug}
    if (!termsValid) {
      if (state.result.hits.length > 0 || state.result.loading) dispatch({type: 'clear'})
      // A pending search for earlier terms must not land now.
      requests.current.next({cancel: true})
      return
    }
    const termsChanged = !before || before.terms !== terms
    requests.current.next({
      state: latest.current,
      debounce: termsChanged && latest.current.recentSearchIndex === null,
    })
    // Runs on the inputs of a search only; the state itself is read from `latest`.
  }, [terms, state.ordering, state.pageIndex, state.debug, termsValid])

  const saveRecent = useCallback(() => {
    const current = latest.current
    if (!recentStore || !canSearch({...current.terms})) return
    recentStore.add({
      terms: {query: current.terms.query, typeNames: current.terms.types},
      filters: current.terms.filters,
    })
  }, [recentStore])

  const applyRecent = useCallback(
    (index: number) => {
      const search = recentSearches[index]
      if (!search) return
      dispatch({type: 'applyRecent', search, index})
      // spec 000 §4: applying one moves it to the top of the list.
      recentStore?.add({terms: search.terms, filters: search.filters})
    },
    [recentSearches, recentStore],
  )

  return {
    state,
    dispatch,
    fields,
    termsValid,
    recentSearches,
    saveRecent,
    applyRecent,
    removeRecent: useCallback((index: number) => void recentStore?.remove(index), [recentStore]),
    clearRecent: useCallback(() => void recentStore?.removeAll(), [recentStore]),
  }
}
