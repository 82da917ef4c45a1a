import type {ListenTransition, MutationEvent} from '@tessera/types'
import type {StoredTransaction} from '../storage/types.js'
import type {DocumentMatcher} from './listen-filter.js'

export interface EventOptions {
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  mendoza: boolean
}

/**
 * The `mutation` events one listener gets for a transaction: one per changed document that matches
 * the listener's filter before or after the change. The transaction counters count this listener's
 * events, so a client can tell when it has seen the whole transaction.
 */
export function mutationEventsFor(
  transaction: StoredTransaction,
  matches: DocumentMatcher,
  options: EventOptions,
): MutationEvent[] {
  const relevant = transaction.changes
    .map((change) => ({change, before: matches(change.before), after: matches(change.after)}))
    .filter(({before, after}) => before || after)
  return relevant.map(({change, before, after}, i) => {
    const transition: ListenTransition = !before ? 'appear' : !after ? 'disappear' : 'update'
    const event: MutationEvent = {
      eventId: `${transaction.id}#${change.id}`,
      documentId: change.id,
      transactionId: transaction.id,
      transition,
      identity: transaction.author,
      mutations: options.includeMutations ? change.mutations : [],
      resultRev: transaction.id,
      timestamp: transaction.timestamp,
      visibility: 'query',
      transactionTotalEvents: relevant.length,
      transactionCurrentEvent: i + 1,
    }
    if (change.before) event.previousRev = change.before._rev
    if (options.mendoza) event.effects = change.effects
    if (options.includeResult && change.after) event.result = change.after
    if (options.includePreviousRevision) event.previous = change.before
    return event
  })
}
