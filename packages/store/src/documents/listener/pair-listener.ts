import type {SanityClient} from '@sanity/client'
import {Observable} from 'rxjs'
import {WITHOUT_RESULT} from '../../client/listen-options.js'
import {expectWelcomeFirst} from '../../client/listen-query.js'
import type {IdPair} from '../ids.js'
import type {DocumentSnapshot, RemoteMutationEvent} from '../types.js'

export const PAIR_LISTENER_TAG = 'document.pair-listener'
export const PAIR_SNAPSHOT_TAG = 'document.snapshots'

export type PairListenEvent =
  {type: 'welcome'} | {type: 'reconnect'} | {type: 'mutation'; event: RemoteMutationEvent}

/**
 * The one listen request of a pair: both ids, Mendoza effects without the mutations, and the events
 * the pair needs (a `welcome` after every (re)connect, which is when snapshots must be fetched). The
 * client reconnects by itself after a dropped connection.
 */
export function listenToPair(client: SanityClient, idPair: IdPair): Observable<PairListenEvent> {
  return new Observable<PairListenEvent>((subscriber) => {
    const subscription = client
      .listen(
        '*[_id in [$publishedId, $draftId]]',
        {publishedId: idPair.publishedId, draftId: idPair.draftId},
        {
          events: ['welcome', 'mutation', 'reconnect'],
          effectFormat: 'mendoza',
          ...WITHOUT_RESULT,
          includePreviousRevision: false,
          // The pair applies the Mendoza effects (the change itself, small); the mutations would repeat
          // what every commit of a draft carries, its whole starting document (`createIfNotExists`), to
          // everyone looking at it, on every commit: hundreds of KB per second of typing in a large one.
          includeMutations: false,
          tag: PAIR_LISTENER_TAG,
        },
      )
      // A first event other than welcome fails the listener (the pair retries it with backoff).
      .pipe(expectWelcomeFirst())
      .subscribe({
        next(event) {
          if (event.type === 'welcome') subscriber.next({type: 'welcome'})
          else if (event.type === 'reconnect') subscriber.next({type: 'reconnect'})
          else if (event.type === 'mutation') {
            subscriber.next({type: 'mutation', event: event as unknown as RemoteMutationEvent})
          }
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      })
    return () => subscription.unsubscribe()
  })
}

export interface PairSnapshots {
  draft: DocumentSnapshot | null
  published: DocumentSnapshot | null
}

/** Both documents by id in one request (a missing or unreadable one is null). */
export async function fetchPairSnapshots(client: SanityClient, idPair: IdPair): Promise<PairSnapshots> {
  const [published, draft] = await client.getDocuments<Record<string, unknown>>(
    [idPair.publishedId, idPair.draftId],
    {tag: PAIR_SNAPSHOT_TAG},
  )
  return {
    published: (published as DocumentSnapshot | null) ?? null,
    draft: (draft as DocumentSnapshot | null) ?? null,
  }
}
