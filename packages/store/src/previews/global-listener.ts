import type {SanityClient} from '@sanity/client'
import {filter, type Observable, retry, share, shareReplay, timer} from 'rxjs'
import {expectWelcomeFirst} from '../client/listen-query.js'
import {PREVIEW_LISTEN_TAG} from './constants.js'
import {WITHOUT_RESULT} from '../client/listen-options.js'

export interface GlobalListener {
  /** Replays the last welcome: each (re)connection, after which everything observed is refetched. */
  welcome$: Observable<unknown>
  /** Changed document ids, as they happen. */
  mutations$: Observable<{documentId: string}>
}

const MAX_RETRY_DELAY_MS = 240_000

/**
 * One listener for the whole dataset, shared by every observed preview and open only while something
 * is observed. It carries no documents (previews refetch only the fields they need; see WITHOUT_RESULT).
 */
export function createGlobalListener(client: SanityClient): GlobalListener {
  const events$ = client
    .listen(
      '*[!(_id in path("_.**"))]',
      {},
      {
        events: ['welcome', 'mutation'],
        ...WITHOUT_RESULT,
        includeMutations: false,
        visibility: 'query',
        tag: PREVIEW_LISTEN_TAG,
      },
    )
    .pipe(
      expectWelcomeFirst(),
      // A listener that cannot connect tries again, waiting longer each time.
      retry({delay: (_error, count) => timer(Math.min(100 * 2 ** (count - 1), MAX_RETRY_DELAY_MS))}),
      share(),
    )
  return {
    welcome$: events$.pipe(
      filter((event) => event.type === 'welcome'),
      shareReplay({bufferSize: 1, refCount: true}),
    ),
    mutations$: events$.pipe(
      filter((event): event is typeof event & {documentId: string} => event.type === 'mutation'),
    ),
  }
}
