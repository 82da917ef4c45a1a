import type {SanityClient} from '@sanity/client'
import {isEqual} from 'lodash-es'
import {
  catchError,
  distinctUntilChanged,
  EMPTY,
  filter,
  finalize,
  map,
  merge,
  type Observable,
  of,
  shareReplay,
  switchMap,
  takeUntil,
} from 'rxjs'
import {
  OTHER_DATASET_FETCH_WINDOW_MS,
  PREVIEW_FETCH_WINDOW_MS,
  PREVIEW_REFETCH_WINDOW_MS,
} from './constants.js'
import {fetchFields, normalizeFields, type FieldRequest, type PreviewDocument} from './field-fetch.js'
import type {GlobalListener} from './global-listener.js'
import {windowedBatch} from './windowed-batch.js'

export interface ObserveOptions {
  /** Another dataset of the same project: not listened to, only refreshed. */
  dataset?: string
}

export type ObserveFields = (
  id: string,
  fields: readonly string[],
  options?: ObserveOptions,
) => Observable<PreviewDocument | null>

export interface FieldObserverContext {
  client: SanityClient
  listener: GlobalListener
  /** Ticks while anything is observed. */
  refresh$: Observable<unknown>
  disposed$: Observable<unknown>
  onError(error: Error): void
}

type Fetch = (request: FieldRequest) => Observable<PreviewDocument | null>

/**
 * Observes documents' top-level fields, shared per (dataset, id, fields) while observed: fetched once
 * the dataset listener is connected (and again on every reconnect), refetched after each change to the
 * document (at most once per refetch window) and on every refresh tick.
 */
export function createFieldObserver(context: FieldObserverContext): ObserveFields {
  const {client, listener, refresh$, disposed$} = context
  const batched = (windowMs: number, batchClient: SanityClient): Fetch =>
    windowedBatch(windowMs, (requests: FieldRequest[]) => fetchFields(batchClient, requests))
  const fetchFirst = batched(PREVIEW_FETCH_WINDOW_MS, client)
  const fetchAgain = batched(PREVIEW_REFETCH_WINDOW_MS, client)
  const otherDatasets = new Map<string, Fetch>()
  const cache = new Map<string, Observable<PreviewDocument | null>>()

  function otherDataset(dataset: string): Fetch {
    let fetch = otherDatasets.get(dataset)
    if (!fetch) {
      fetch = batched(OTHER_DATASET_FETCH_WINDOW_MS, client.withConfig({dataset}))
      otherDatasets.set(dataset, fetch)
    }
    return fetch
  }

  function triggers(id: string, dataset: string | undefined): Observable<Fetch> {
    if (dataset !== undefined && dataset !== client.config().dataset) {
      const fetch = otherDataset(dataset)
      return merge(of(fetch), refresh$.pipe(map(() => fetch)))
    }
    return merge(
      listener.welcome$.pipe(map(() => fetchFirst)),
      listener.mutations$.pipe(
        filter((event) => event.documentId === id),
        map(() => fetchAgain),
      ),
      refresh$.pipe(map(() => fetchFirst)),
    )
  }

  return (id, fields, options = {}) => {
    const normalized = normalizeFields(fields)
    const key = `${options.dataset ?? ''}|${id}|${normalized.join(',')}`
    let observed = cache.get(key)
    if (!observed) {
      observed = triggers(id, options.dataset).pipe(
        switchMap((fetch) =>
          fetch({id, fields: normalized}).pipe(
            catchError((err: unknown) => {
              // Keep showing what we had; the next change or refresh tries again.
              context.onError(err instanceof Error ? err : new Error(String(err)))
              return EMPTY
            }),
          ),
        ),
        distinctUntilChanged(isEqual),
        finalize(() => cache.delete(key)),
        shareReplay({bufferSize: 1, refCount: true}),
        takeUntil(disposed$),
      )
      cache.set(key, observed)
    }
    return observed
  }
}
