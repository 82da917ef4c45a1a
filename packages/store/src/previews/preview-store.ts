import type {SanityClient} from '@sanity/client'
import {
  combineLatest,
  concatMap,
  distinctUntilChanged,
  firstValueFrom,
  forkJoin,
  interval,
  map,
  type Observable,
  of,
  ReplaySubject,
  share,
  switchMap,
  takeUntil,
  timer,
} from 'rxjs'
import {getDraftId, getPublishedId} from '../documents/ids.js'
import {AVAILABILITY_READABLE, createAvailabilityChecker, type DocumentAvailability} from './availability.js'
import {AVAILABILITY_RECHECK_MS, PREVIEW_REFRESH_INTERVAL_MS} from './constants.js'
import type {PreviewDocument} from './field-fetch.js'
import {createGlobalListener} from './global-listener.js'
import {createFieldObserver, type ObserveFields} from './observe-fields.js'
import {createPathObserver, type ObservePaths} from './observe-paths.js'

export interface PreviewStoreOptions {
  client: SanityClient
  /** How often observed previews are fetched again. Default 10 s. */
  refreshInterval?: number
  /** Failed fetches (the preview keeps its last value). Default `console.warn`. */
  onError?: (error: Error) => void
  /** How often an unreadable document's availability is checked again. Default 30 minutes. */
  availabilityRecheckMs?: number
}

export interface DocumentPairAvailability {
  draft: DocumentAvailability
  published: DocumentAvailability
}

export interface PreviewStore {
  /** A document's top-level fields (plus `_id`, `_type`, `_rev`), live; null if missing or unreadable. */
  observeFields: ObserveFields
  /** Paths into a document, following references (`author.name`), live. */
  observePaths: ObservePaths
  /** Whether a document can be read, is missing, or is hidden by permissions; live. */
  observeDocumentAvailability(id: string): Observable<DocumentAvailability>
  /** The same for the draft and the published document of a pair, each checked separately. */
  observeDocumentPairAvailability(id: string): Observable<DocumentPairAvailability>
  /** One-off check of many ids, batched with every other check made in the same millisecond. */
  checkAvailability(ids: readonly string[]): Promise<DocumentAvailability[]>
  dispose(): void
}

/** The preview store of one workspace. */
export function createPreviewStore(options: PreviewStoreOptions): PreviewStore {
  const {client} = options
  const onError = options.onError ?? ((error: Error) => console.warn(`Preview: ${error.message}`))
  // Replays, so observations started after dispose end at once too.
  const disposed$ = new ReplaySubject<void>(1)
  // One timer for everything observed, running only while something is.
  const refresh$ = interval(options.refreshInterval ?? PREVIEW_REFRESH_INTERVAL_MS).pipe(share())
  const observeFields = createFieldObserver({
    client,
    listener: createGlobalListener(client),
    refresh$,
    disposed$,
    onError,
  })
  const observePaths = createPathObserver(observeFields)
  const check = createAvailabilityChecker(client)
  const recheckMs = options.availabilityRecheckMs ?? AVAILABILITY_RECHECK_MS

  function observeDocumentAvailability(id: string): Observable<DocumentAvailability> {
    return observeFields(id, []).pipe(
      map((doc: PreviewDocument | null) => doc !== null),
      distinctUntilChanged(),
      // Readable is known from the document itself; otherwise ask why it is not there, and ask again
      // every 30 minutes (a document hidden by permissions sends no listener event when that changes).
      switchMap((readable) =>
        readable ? of(AVAILABILITY_READABLE) : timer(0, recheckMs).pipe(concatMap(() => check(id))),
      ),
      distinctUntilChanged((a, b) => a.reason === b.reason),
      takeUntil(disposed$),
    )
  }

  return {
    observeFields,
    observePaths,
    observeDocumentAvailability,
    observeDocumentPairAvailability: (id) =>
      combineLatest({
        draft: observeDocumentAvailability(getDraftId(id)),
        published: observeDocumentAvailability(getPublishedId(id)),
      }),
    checkAvailability: (ids) =>
      ids.length === 0 ? Promise.resolve([]) : firstValueFrom(forkJoin(ids.map(check))),
    dispose() {
      disposed$.next()
      disposed$.complete()
    },
  }
}
