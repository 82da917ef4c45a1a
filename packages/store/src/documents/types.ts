import type {MutationEvent} from '@tessera/types'

/**
 * A document as the pair holds it. Documents from the lake carry every system field; a draft that only
 * exists locally (created by the first edit, not yet committed) may lack `_rev` and `_updatedAt`.
 */
export interface DocumentSnapshot {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [field: string]: unknown
}

/** The fields of a listen `mutation` event the document store reads. */
export type RemoteMutationEvent = Pick<
  MutationEvent,
  | 'documentId'
  | 'transactionId'
  | 'transition'
  | 'previousRev'
  | 'resultRev'
  | 'timestamp'
  | 'effects'
  | 'mutations'
  | 'transactionTotalEvents'
  | 'transactionCurrentEvent'
>
