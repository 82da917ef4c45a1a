export type ListenTransition = 'appear' | 'update' | 'disappear'

/** A Mendoza patch: a flat array of opcodes and arguments (see the `mendoza` package). */
export type MendozaPatch = unknown[]

export interface MendozaEffects {
  apply: MendozaPatch
  revert: MendozaPatch
}

/** The `mutation` event of the listen stream, one per affected document per transaction. */
export interface MutationEvent {
  eventId: string
  documentId: string
  transactionId: string
  transition: ListenTransition
  identity: string
  mutations: unknown[]
  effects?: MendozaEffects
  previousRev?: string
  resultRev?: string
  result?: Record<string, unknown>
  previous?: Record<string, unknown> | null
  timestamp: string
  visibility: 'query' | 'transaction'
  transactionTotalEvents: number
  transactionCurrentEvent: number
}

export interface WelcomeEvent {
  listenerName: string
}
