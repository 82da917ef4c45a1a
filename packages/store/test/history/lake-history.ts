import type {SanityClient} from '@sanity/client'

/** Creates the draft of `id`, returning the transaction id. */
export async function createDraft(
  client: SanityClient,
  id: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const result = await client.create({_id: `drafts.${id}`, _type: 'book', title: 'First', ...fields})
  return result._rev
}

/** One transaction that sets `counter` on the draft, creating it from the published copy if needed. */
export async function editDraft(client: SanityClient, id: string, counter: number): Promise<string> {
  const draftId = `drafts.${id}`
  const transaction = client.transaction()
  if (!(await client.getDocument(draftId))) {
    const published = await client.getDocument(id)
    if (!published) throw new Error(`neither ${draftId} nor ${id} exists`)
    const {_rev: _r, _updatedAt: _u, ...content} = published
    transaction.createIfNotExists({...content, _id: draftId})
  }
  const result = await transaction.patch(draftId, (patch) => patch.set({counter})).commit()
  return result.transactionId
}

/** Publishes the draft in one transaction (published written, draft deleted), as the publish action does. */
export async function publish(
  client: SanityClient,
  id: string,
): Promise<{transactionId: string; timestamp: string}> {
  const draft = await client.getDocument(`drafts.${id}`)
  if (!draft) throw new Error(`no draft of ${id}`)
  const {_rev: _r, _updatedAt: _u, _createdAt: _c, ...content} = draft
  const result = await client
    .transaction()
    .createOrReplace({...content, _id: id, _type: draft._type})
    .delete(`drafts.${id}`)
    .commit()
  const published = await client.getDocument(id)
  return {transactionId: result.transactionId, timestamp: published!._updatedAt}
}
