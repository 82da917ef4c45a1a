import type {SanityClient} from '@sanity/client'
import {expectWelcomeFirst, WITHOUT_RESULT} from '@tessera/store'
import {
  asyncScheduler,
  BehaviorSubject,
  map,
  Observable,
  of,
  retry,
  type Subscription,
  switchMap,
  tap,
  throttleTime,
  timer,
} from 'rxjs'
import {
  DOCUMENT_LIST_PAGE_SIZE,
  DOCUMENT_LIST_TAG,
  documentListQueries,
  EXISTING_IDS_QUERY,
  type DocumentListQueryOptions,
} from './list-queries.js'
import {draftedIds, keepUnchangedRows, rowsFromPage, type DocumentListRow, type PageDocument} from './rows.js'
import {DOCUMENT_LIST_SEARCH_PARAM} from './search.js'

/** What a document list knows, as it changes. */
export interface DocumentListState {
  /** How many documents the filter selects; undefined until first counted. */
  count: number | undefined
  /** Rows of the fetched pages, by page number (page p holds rows [p * pageSize, (p + 1) * pageSize)). */
  pages: ReadonlyMap<number, readonly DocumentListRow[]>
  pageSize: number
  /** The last failure (listening, counting or a page), until something succeeds again. */
  error: Error | undefined
}

export function initialDocumentListState(pageSize: number, count?: number): DocumentListState {
  return {count, pages: new Map(), pageSize, error: undefined}
}

/** Row `index` of the list, or undefined while its page is loading. */
export function rowAt(state: DocumentListState, index: number): DocumentListRow | undefined {
  return state.pages.get(Math.floor(index / state.pageSize))?.[index % state.pageSize]
}

export interface DocumentListLoaderOptions extends DocumentListQueryOptions {
  client: SanityClient
  params: Record<string, unknown>
  pageSize?: number
  /** Changes are fetched at most this often (ms); the first at once. Default 1000 (spec/002 §9). */
  throttleMs?: number
  /** Pages kept out of view before the farthest are dropped. Default 30. */
  maxKeptPages?: number
  /**
   * Rows beyond either end of the view whose pages are fetched too, so that steady scrolling finds
   * the next page already there. Default half a page.
   */
  prefetchRows?: number
  /** Waits this long (ms) after the range in view changes before fetching, so a fling fetches only where it stops. */
  rangeSettleMs?: number
  /**
   * The count to show until the first one arrives: the same list in another order has as many rows,
   * so a new ordering shows placeholders where the rows were instead of starting over from nothing.
   */
  initialCount?: number
  /** The search's `match` patterns to start with (`searchPatternsOf`); none lists everything. */
  searchPatterns?: readonly string[]
}

export interface DocumentListLoader {
  /** The list's state; subscribing starts listening and fetching, the last unsubscribe stops it. */
  state$: Observable<DocumentListState>
  /** The rows in view (first and last index, inclusive); their pages are fetched. */
  setVisibleRange(first: number, last: number): void
  /** Fetches everything again at once (and reconnects a failed listener). */
  retry(): void
  /**
   * Narrows the list to the documents matching the patterns (none: all of them). The list starts
   * over from the top, counting again; the listener stays connected.
   */
  setSearchPatterns(patterns: readonly string[]): void
}

/** Reconnect delay after the n-th failure in a row: 100 ms doubled, at most 4 minutes (spec/002 §4). */
export function listenRetryDelay(failures: number): number {
  return Math.min(100 * 2 ** Math.max(0, failures - 1), 240_000)
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/**
 * A live, paged document list. It listens to the filter (drafts and published alike); every
 * connection (`welcome`) and every change, at most once a second, fetches the count and the pages in
 * view again. Pages out of view are marked stale and fetched again when they come back into view,
 * showing their last rows meanwhile, so the list never blanks or jumps while it updates.
 */
export function createDocumentListLoader(options: DocumentListLoaderOptions): DocumentListLoader {
  const {client, params} = options
  const pageSize = options.pageSize ?? DOCUMENT_LIST_PAGE_SIZE
  const throttleMs = options.throttleMs ?? 1000
  const maxKeptPages = options.maxKeptPages ?? 30
  const rangeSettleMs = options.rangeSettleMs ?? 40
  const prefetchRows = options.prefetchRows ?? Math.floor(pageSize / 2)
  let searchPatterns: readonly string[] = options.searchPatterns ?? []
  const searchedQueries = () =>
    documentListQueries({...options, searchFields: searchPatterns.length ? options.searchFields : undefined})
  let queries = searchedQueries()
  /** The parameters of the count and the pages: the pane's, and the search's patterns. */
  const searchedParams = () =>
    searchPatterns.length ? {...params, [DOCUMENT_LIST_SEARCH_PARAM]: searchPatterns} : params
  let queryParams = searchedParams()
  const state$ = new BehaviorSubject<DocumentListState>(
    initialDocumentListState(pageSize, options.initialCount),
  )

  const pages = new Map<number, readonly DocumentListRow[]>()
  /** Pages fetched before the latest change. */
  const stale = new Set<number>()
  const pageRequests = new Map<number, Subscription>()
  let countRequest: Subscription | undefined
  let listener: Subscription | undefined
  let live = false
  let subscribers = 0
  let inView = {first: 0, last: 0}
  let settleTimer: ReturnType<typeof setTimeout> | undefined

  /**
   * A new state only when something in it changed: a change elsewhere refetches the count and the pages
   * in view, and most of the time they come back as they were (someone typing in a document the list
   * shows, with its title unchanged); a new state would render the whole pane for nothing.
   */
  function emit(patch: Partial<DocumentListState> = {}): void {
    const current = state$.value
    const pagesChanged =
      pages.size !== current.pages.size || [...pages].some(([page, rows]) => current.pages.get(page) !== rows)
    const patchChanged = (Object.keys(patch) as (keyof DocumentListState)[]).some(
      (key) => patch[key] !== current[key],
    )
    if (!pagesChanged && !patchChanged) return
    state$.next({...current, ...patch, pages: pagesChanged ? new Map(pages) : current.pages})
  }

  const fetchOptions = (perspective: 'drafts' | 'raw') => ({perspective, tag: DOCUMENT_LIST_TAG})

  function fetchCount(): void {
    countRequest?.unsubscribe()
    countRequest = client.observable
      .fetch<number>(queries.count, queryParams, fetchOptions('drafts'))
      .subscribe({
        next: (count) => {
          emit({count, error: undefined})
          // The count bounds the pages in view.
          syncPages()
        },
        error: (error: unknown) => emit({error: toError(error)}),
      })
  }

  function fetchPage(page: number): void {
    const from = page * pageSize
    const request = client.observable
      .fetch<PageDocument[]>(queries.page(from, from + pageSize), queryParams, fetchOptions('drafts'))
      .pipe(
        switchMap((docs) => {
          const ids = draftedIds(docs)
          if (ids.length === 0) return of(rowsFromPage(docs, new Set()))
          return client.observable
            .fetch<string[]>(EXISTING_IDS_QUERY, {ids}, fetchOptions('raw'))
            .pipe(map((existing) => rowsFromPage(docs, new Set(existing))))
        }),
      )
    const subscription = request.subscribe({
      next: (rows) => {
        pageRequests.delete(page)
        pages.set(page, keepUnchangedRows(pages.get(page), rows, options.fields))
        stale.delete(page)
        emit({error: undefined})
      },
      error: (error: unknown) => {
        pageRequests.delete(page)
        emit({error: toError(error)})
      },
    })
    if (!subscription.closed) pageRequests.set(page, subscription)
  }

  /** Page numbers in view (and those about to be), within the count once it is known. */
  function pagesInView(): number[] {
    const {count} = state$.value
    const wantedLast = inView.last + prefetchRows
    const lastRow = count === undefined ? wantedLast : Math.min(wantedLast, count - 1)
    const result: number[] = []
    for (
      let page = Math.floor(Math.max(0, inView.first - prefetchRows) / pageSize);
      page * pageSize <= lastRow;
      page++
    ) {
      result.push(page)
    }
    // Before the count arrives (or on an empty list) the first page is still worth asking for.
    return result.length > 0 || count !== undefined ? result : [0]
  }

  /** Fetches the pages in view that are missing or stale; stops fetching and keeping pages out of view. */
  function syncPages(): void {
    if (!live) return
    const wanted = new Set(pagesInView())
    for (const [page, request] of pageRequests) {
      if (wanted.has(page)) continue
      request.unsubscribe()
      pageRequests.delete(page)
    }
    for (const page of wanted)
      if ((!pages.has(page) || stale.has(page)) && !pageRequests.has(page)) fetchPage(page)
    dropFarPages(wanted)
  }

  function dropFarPages(wanted: ReadonlySet<number>): void {
    const kept = [...pages.keys()].filter((page) => !wanted.has(page))
    if (kept.length <= maxKeptPages) return
    const middle = Math.floor(inView.first / pageSize)
    kept.sort((a, b) => Math.abs(b - middle) - Math.abs(a - middle))
    for (const page of kept.slice(0, kept.length - maxKeptPages)) {
      pages.delete(page)
      stale.delete(page)
    }
    emit()
  }

  /** After a (re)connection or a change: everything known may be out of date. */
  function refresh(): void {
    for (const page of pages.keys()) stale.add(page)
    for (const request of pageRequests.values()) request.unsubscribe()
    pageRequests.clear()
    fetchCount()
    syncPages()
  }

  function startListening(): void {
    let failures = 0
    listener = client
      .listen(queries.listen, params, {
        events: ['welcome', 'mutation'],
        ...WITHOUT_RESULT,
        includeMutations: false,
        visibility: 'query',
        tag: DOCUMENT_LIST_TAG,
      })
      .pipe(
        // A listener whose first event is not welcome did not connect: an error, retried below.
        expectWelcomeFirst(),
        tap((event) => {
          if (event.type !== 'welcome') return
          live = true
          failures = 0
        }),
        // Welcome and changes alike mean "fetch again": the first at once, a burst once a second.
        throttleTime(throttleMs, asyncScheduler, {leading: true, trailing: true}),
        retry({
          delay: (error: unknown) => {
            live = false
            failures++
            emit({error: toError(error)})
            return timer(listenRetryDelay(failures))
          },
        }),
      )
      .subscribe(() => refresh())
  }

  function stop(): void {
    listener?.unsubscribe()
    listener = undefined
    live = false
    countRequest?.unsubscribe()
    for (const request of pageRequests.values()) request.unsubscribe()
    pageRequests.clear()
    clearTimeout(settleTimer)
  }

  return {
    state$: new Observable<DocumentListState>((subscriber) => {
      const subscription = state$.subscribe(subscriber)
      if (subscribers++ === 0) startListening()
      return () => {
        subscription.unsubscribe()
        if (--subscribers === 0) stop()
      }
    }),
    setVisibleRange(first, last) {
      const next = {first: Math.max(0, first), last: Math.max(first, last)}
      if (next.first === inView.first && next.last === inView.last) return
      inView = next
      clearTimeout(settleTimer)
      settleTimer = setTimeout(syncPages, rangeSettleMs)
    },
    setSearchPatterns(patterns) {
      if (patterns.join('\n') === searchPatterns.join('\n')) return
      searchPatterns = [...patterns]
      queries = searchedQueries()
      queryParams = searchedParams()
      // What was fetched belongs to the old search: drop it, and count from nothing (the view shows
      // placeholders until the new count), from the top (the view scrolls back there).
      countRequest?.unsubscribe()
      for (const request of pageRequests.values()) request.unsubscribe()
      pageRequests.clear()
      pages.clear()
      stale.clear()
      inView = {first: 0, last: inView.last - inView.first}
      emit({count: undefined, error: undefined})
      if (live) {
        fetchCount()
        syncPages()
      }
    },
    retry() {
      emit({error: undefined})
      if (subscribers === 0) return
      if (live) {
        refresh()
        return
      }
      // Not connected (failed or still waiting to try again): connect now.
      stop()
      startListening()
    },
  }
}
