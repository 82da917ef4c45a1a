import {
  changeOperator,
  filtersForTypes,
  type RecentSearch,
  type SearchFieldDefinition,
  type SearchFilter,
  type SearchHit,
} from '@tessera/store'

/** The search's result (spec 000 §3 'Search state' result, §4 'Search result'). */
export interface SearchResult {
  hits: SearchHit[]
  hasMore: boolean | null
  loaded: boolean
  loading: boolean
  error: Error | null
}

export interface SearchTermsState {
  query: string
  /** Chosen document types, sorted. */
  types: string[]
  filters: SearchFilter[]
}

/** spec 000 §3 'Search state' (definitions live beside it, in the hook). */
export interface SearchState {
  terms: SearchTermsState
  ordering: string
  pageIndex: number
  filtersVisible: boolean
  /** Index of the filter just added (its editor opens at once), if any. */
  lastAddedFilter: number | null
  /** The list row the keyboard points at. */
  lastActiveIndex: number
  /** Set while the terms are those of a recent search (its index), for the comment tags. */
  recentSearchIndex: number | null
  debug: boolean
  result: SearchResult
}

export const emptyResult: SearchResult = {hits: [], hasMore: null, loaded: false, loading: false, error: null}

export function initialSearchState(options: {fullscreen?: boolean; debug?: boolean} = {}): SearchState {
  return {
    terms: {query: '', types: [], filters: []},
    ordering: 'relevance',
    pageIndex: 0,
    // spec 000 §4: outside fullscreen filters are always visible.
    filtersVisible: !options.fullscreen,
    lastAddedFilter: null,
    lastActiveIndex: -1,
    recentSearchIndex: null,
    debug: options.debug ?? false,
    result: emptyResult,
  }
}

export type SearchAction =
  | {type: 'query'; query: string}
  | {type: 'ordering'; ordering: string}
  | {type: 'nextPage'}
  | {type: 'searchStart'}
  | {type: 'searchComplete'; hits: SearchHit[]; hasMore: boolean; pageIndex: number}
  | {type: 'searchError'; error: Error}
  | {type: 'clear'}
  | {type: 'addFilter'; filter: SearchFilter}
  | {type: 'removeFilter'; index: number}
  | {type: 'setOperator'; index: number; operatorType: string}
  | {type: 'setValue'; index: number; value: unknown}
  | {type: 'clearFilters'}
  | {type: 'addType'; typeName: string}
  | {type: 'removeType'; typeName: string}
  | {type: 'clearTypes'}
  | {type: 'applyRecent'; search: RecentSearch; index: number}
  | {type: 'toggleFilters'; visible?: boolean}
  | {type: 'activeIndex'; index: number}
  | {type: 'debug'; debug: boolean}

/** A terms change: page back to 0, the result not loaded, any recent-search marker gone. */
function withTerms(state: SearchState, terms: SearchTermsState): SearchState {
  return {
    ...state,
    terms,
    pageIndex: 0,
    recentSearchIndex: null,
    lastActiveIndex: -1,
    result: {...state.result, loaded: false},
  }
}

/** The reducer of spec 000 §4; `fields` are the current filter field definitions. */
export function searchReducer(fields: readonly SearchFieldDefinition[]) {
  return (state: SearchState, action: SearchAction): SearchState => {
    switch (action.type) {
      case 'query':
        return withTerms(state, {...state.terms, query: action.query})
      case 'ordering':
        return {
          ...state,
          ordering: action.ordering,
          pageIndex: 0,
          recentSearchIndex: null,
          result: {...state.result, loaded: false},
        }
      case 'nextPage':
        return {...state, pageIndex: state.pageIndex + 1}
      case 'searchStart':
        return {...state, result: {...state.result, loading: true, loaded: false}}
      case 'searchComplete':
        return {
          ...state,
          result: {
            // spec 000 §4: appended when pageIndex is above 0, otherwise replaced.
            hits: action.pageIndex > 0 ? [...state.result.hits, ...action.hits] : action.hits,
            hasMore: action.hasMore,
            loaded: true,
            loading: false,
            error: null,
          },
        }
      case 'searchError':
        return {...state, result: {...state.result, error: action.error, loaded: false, loading: false}}
      case 'clear':
        return {...state, pageIndex: 0, lastActiveIndex: -1, result: {...emptyResult}}
      case 'addFilter':
        return {
          ...withTerms(state, {...state.terms, filters: [...state.terms.filters, action.filter]}),
          lastAddedFilter: state.terms.filters.length,
        }
      case 'removeFilter':
        return {
          ...withTerms(state, {
            ...state.terms,
            filters: state.terms.filters.filter((_, index) => index !== action.index),
          }),
          lastAddedFilter: null,
        }
      case 'setOperator':
        return withTerms(state, {
          ...state.terms,
          filters: state.terms.filters.map((filter, index) =>
            index === action.index ? changeOperator(filter, action.operatorType) : filter,
          ),
        })
      case 'setValue':
        return withTerms(state, {
          ...state.terms,
          filters: state.terms.filters.map((filter, index) =>
            index === action.index ? {...filter, value: action.value} : filter,
          ),
        })
      case 'clearFilters':
        return {...withTerms(state, {...state.terms, filters: []}), lastAddedFilter: null}
      case 'addType': {
        const types = [...new Set([...state.terms.types, action.typeName])].sort()
        // spec 000 §4: choosing a type drops the filters that do not apply to all chosen types.
        return withTerms(state, {
          ...state.terms,
          types,
          filters: filtersForTypes(state.terms.filters, fields, types),
        })
      }
      case 'removeType':
        return withTerms(state, {
          ...state.terms,
          types: state.terms.types.filter((name) => name !== action.typeName),
        })
      case 'clearTypes':
        return withTerms(state, {...state.terms, types: []})
      case 'applyRecent': {
        const {search} = action
        return {
          ...state,
          terms: {
            query: search.terms.query,
            types: [...new Set(search.terms.typeNames)].sort(),
            filters: search.filters,
          },
          pageIndex: 0,
          recentSearchIndex: action.index,
          lastActiveIndex: -1,
          lastAddedFilter: null,
          result: {...state.result, loaded: false},
        }
      }
      case 'toggleFilters':
        return {...state, filtersVisible: action.visible ?? !state.filtersVisible}
      case 'activeIndex':
        return {...state, lastActiveIndex: action.index}
      case 'debug':
        return {...state, debug: action.debug}
    }
  }
}
