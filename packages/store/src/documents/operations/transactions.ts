import type {SanityClient} from '@sanity/client'
import type {DocumentAction, Mutation} from '@tessera/types'
import {createTransactionId} from '../transaction-id.js'

/** Request tags of the operations' transactions (spec 002 §7); commits use `document.commit`. */
export const OPERATION_TAGS = {
  publish: 'document.publish',
  unpublish: 'document.unpublish',
  discardChanges: 'document.discard-changes',
  delete: 'document.delete',
  duplicate: 'document.duplicate',
  restore: 'document.restore',
} as const

/** Sends document actions as one transaction; returns its id (chosen here, so it can be awaited). */
export async function sendActions(
  client: SanityClient,
  actions: DocumentAction[],
  tag: string,
): Promise<string> {
  const transactionId = createTransactionId()
  await client.action(actions as Parameters<SanityClient['action']>[0], {
    transactionId,
    tag,
    skipCrossDatasetReferenceValidation: true,
  })
  return transactionId
}

/** Sends mutations as one transaction (async visibility, no documents back); returns its id. */
export async function sendMutations(
  client: SanityClient,
  mutations: Mutation[],
  tag: string,
): Promise<string> {
  const transactionId = createTransactionId()
  await client.mutate(mutations as Parameters<SanityClient['mutate']>[0], {
    transactionId,
    tag,
    visibility: 'async',
    returnDocuments: false,
    skipCrossDatasetReferenceValidation: true,
  })
  return transactionId
}
