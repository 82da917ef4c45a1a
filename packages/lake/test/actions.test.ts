import type {Action, SanityDocument} from '@sanity/client'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {createAction as create, editAction as edit, publishAction as publish} from './helpers/actions.js'
import {clientError, expectErrorBody} from './helpers/client-error.js'
import {datasetSnapshot} from './helpers/snapshot.js'
import {request, startLake, type TestLake} from './helpers/start-lake.js'

let lake: TestLake

beforeEach(async () => {
  lake = await startLake()
})
afterEach(async () => {
  await lake.stop()
})

async function getDoc(id: string): Promise<SanityDocument | undefined> {
  return lake.client.getDocument(id)
}

describe('actions: create', () => {
  it('creates the draft, echoing the transaction id as its _rev', async () => {
    const result = await lake.client.action(create('p1', {title: 'Hello'}), {transactionId: 'tx-create'})
    expect(result).toEqual({transactionId: 'tx-create'})
    const draft = await getDoc('drafts.p1')
    expect(draft).toMatchObject({_id: 'drafts.p1', _type: 'post', title: 'Hello', _rev: 'tx-create'})
    expect(await getDoc('p1')).toBeUndefined()
  })

  it('generates a transaction id when none is given', async () => {
    const {transactionId} = await lake.client.action(create('p1', {}))
    expect(transactionId).toMatch(/^[A-Za-z0-9]{22}$/)
    expect((await getDoc('drafts.p1'))?._rev).toBe(transactionId)
  })

  it('fails with 409 for an existing draft with ifExists "fail", and leaves it alone with "ignore"', async () => {
    await lake.client.action(create('p1', {title: 'First'}))
    const before = await getDoc('drafts.p1')

    const error = await clientError(lake.client.action(create('p1', {title: 'Second'}, 'fail')), 409)
    expect(error.message).toContain('drafts.p1')
    expect(error.message).toContain('already exists')

    await lake.client.action(create('p1', {title: 'Second'}, 'ignore'))
    expect(await getDoc('drafts.p1')).toEqual(before)
  })

  it('fails with 409 when the document is already published', async () => {
    await lake.client.create({_id: 'p1', _type: 'post', title: 'Live'})
    const error = await clientError(lake.client.action(create('p1', {title: 'New'})), 409)
    expect(error.message).toContain('"p1" is already published')
    expect(await getDoc('drafts.p1')).toBeUndefined()
  })

  it('accepts the published id as attributes._id and rejects any other id with 400', async () => {
    await lake.client.action(create('p1', {_id: 'p1', title: 'By published id'}))
    expect(await getDoc('drafts.p1')).toMatchObject({_id: 'drafts.p1', title: 'By published id'})
    expect(await getDoc('p1')).toBeUndefined()

    const error = await clientError(lake.client.action(create('p2', {_id: 'drafts.other'})), 400)
    expect(error.message).toContain('attributes._id')
    expect(error.message).toContain('drafts.other')
    expect(await getDoc('drafts.other')).toBeUndefined()
  })
})

describe('actions: edit', () => {
  it('patches an existing draft', async () => {
    await lake.client.action(create('p1', {title: 'Draft', count: 1}))
    await lake.client.action(edit('p1', {set: {title: 'Edited'}, inc: {count: 2}}), {
      transactionId: 'tx-edit',
    })
    expect(await getDoc('drafts.p1')).toMatchObject({title: 'Edited', count: 3, _rev: 'tx-edit'})
  })

  it('materialises the draft from the published document, which stays untouched', async () => {
    const published = await lake.client.create({_id: 'p1', _type: 'post', title: 'Live', tags: ['a']})
    await new Promise((resolve) => setTimeout(resolve, 5))
    await lake.client.action(edit('p1', {set: {title: 'Changed'}}))

    expect(await getDoc('p1')).toEqual(published)
    const draft = await getDoc('drafts.p1')
    expect(draft).toMatchObject({_id: 'drafts.p1', _type: 'post', title: 'Changed', tags: ['a']})
    expect(draft?._createdAt).toBe(published._createdAt)
    expect(draft?._rev).not.toBe(published._rev)
  })

  it('fails with 409 naming the document when neither draft nor published exists', async () => {
    const error = await clientError(lake.client.action(edit('ghost', {set: {title: 'x'}})), 409)
    expect(error.message).toContain('drafts.ghost')
    expect(await getDoc('drafts.ghost')).toBeUndefined()
  })

  it('checks a patch ifRevisionID against the document the edit starts from', async () => {
    const live = await lake.client.create({_id: 'p1', _type: 'post', title: 'Live'})
    const stale = await clientError(
      lake.client.action(edit('p1', {ifRevisionID: 'stale', set: {title: 'x'}})),
      409,
    )
    expect(stale.message).toContain(`"p1" has revision "${live._rev}", expected "stale"`)
    expect(await getDoc('drafts.p1')).toBeUndefined()

    await lake.client.action(edit('p1', {ifRevisionID: live._rev, set: {title: 'Locked edit'}}))
    expect(await getDoc('drafts.p1')).toMatchObject({title: 'Locked edit'})
  })

  it('reports a malformed patch as a 400 naming the action and draft', async () => {
    await lake.client.action(create('p1', {}))
    const error = await clientError(lake.client.action(edit('p1', {frobnicate: {a: 1}})), 400)
    expect(error.message).toContain('Action at index 0 (edit)')
    expect(error.message).toContain('drafts.p1')
    expect(error.message).toContain('frobnicate')
  })
})

describe('actions: unpublish, discard, delete, replaceDraft', () => {
  it('unpublish deletes the published document and keeps its content as the draft', async () => {
    const live = await lake.client.create({_id: 'p1', _type: 'post', title: 'Live'})
    await lake.client.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.p1',
      publishedId: 'p1',
    })
    expect(await getDoc('p1')).toBeUndefined()
    const draft = await getDoc('drafts.p1')
    expect(draft).toMatchObject({_id: 'drafts.p1', _type: 'post', title: 'Live', _createdAt: live._createdAt})
  })

  it('unpublish keeps an existing draft as it is, and fails with 409 when nothing is published', async () => {
    await lake.client.create({_id: 'p1', _type: 'post', title: 'Live'})
    await lake.client.action(edit('p1', {set: {title: 'Work in progress'}}))
    const unpublish: Action = {
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.p1',
      publishedId: 'p1',
    }
    await lake.client.action(unpublish)
    expect(await getDoc('drafts.p1')).toMatchObject({title: 'Work in progress'})

    const error = await clientError(lake.client.action(unpublish), 409)
    expect(error.message).toContain('"p1" is not published')
  })

  it('unpublish fails with 409 while another document strongly references the published one', async () => {
    await lake.client.create({_id: 'author-1', _type: 'author', name: 'Ann'})
    await lake.client.create({_id: 'p1', _type: 'post', author: {_type: 'reference', _ref: 'author-1'}})
    const before = await datasetSnapshot(lake.client)
    const error = await clientError(
      lake.client.action({
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.author-1',
        publishedId: 'author-1',
      }),
      409,
    )
    expect(error.message).toContain('"author-1" cannot be deleted')
    expect(error.details).toMatchObject({type: 'actionError'})
    expect(await datasetSnapshot(lake.client)).toEqual(before)
  })

  it('discard deletes the draft, and fails with 409 when there is none', async () => {
    await lake.client.create({_id: 'p1', _type: 'post', title: 'Live'})
    await lake.client.action(edit('p1', {set: {title: 'Draft'}}))
    const discard: Action = {actionType: 'sanity.action.document.discard', draftId: 'drafts.p1'}
    await lake.client.action(discard)
    expect(await getDoc('drafts.p1')).toBeUndefined()
    expect(await getDoc('p1')).toMatchObject({title: 'Live'})

    const error = await clientError(lake.client.action(discard), 409)
    expect(error.message).toContain('no draft "drafts.p1" to discard')
  })

  it('delete removes the published document and the listed drafts', async () => {
    await lake.client.create({_id: 'p1', _type: 'post'})
    await lake.client.action(edit('p1', {set: {title: 'Draft'}}))
    await lake.client.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'p1',
      includeDrafts: ['drafts.p1'],
    })
    expect(await getDoc('p1')).toBeUndefined()
    expect(await getDoc('drafts.p1')).toBeUndefined()
  })

  it('delete refuses to orphan an unlisted draft and fails when nothing exists', async () => {
    await lake.client.create({_id: 'p1', _type: 'post'})
    await lake.client.action(edit('p1', {set: {title: 'Draft'}}))
    const unlisted = await clientError(
      lake.client.action({actionType: 'sanity.action.document.delete', publishedId: 'p1', includeDrafts: []}),
      409,
    )
    expect(unlisted.message).toContain('"drafts.p1" exists and is not listed')
    expect(await getDoc('p1')).toBeDefined()

    const missing = await clientError(
      lake.client.action({
        actionType: 'sanity.action.document.delete',
        publishedId: 'ghost',
        includeDrafts: ['drafts.ghost'],
      }),
      409,
    )
    expect(missing.message).toContain('none of "ghost", "drafts.ghost" exists')
  })

  it('replaceDraft replaces the draft content, or creates the draft', async () => {
    await lake.client.action(create('p1', {title: 'Old', extra: true}))
    const created = await getDoc('drafts.p1')
    const replace = (title: string, publishedId = 'p1'): Action => ({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId,
      attributes: {_id: `drafts.${publishedId}`, _type: 'post', title},
    })
    await lake.client.action(replace('New'))
    const replaced = await getDoc('drafts.p1')
    expect(replaced).toMatchObject({_id: 'drafts.p1', title: 'New', _createdAt: created?._createdAt})
    expect(replaced?.extra).toBeUndefined()

    await lake.client.action(replace('Fresh', 'p2'))
    expect(await getDoc('drafts.p2')).toMatchObject({title: 'Fresh'})
  })
})

describe('actions: transactions and validation', () => {
  it('fails every action when one fails: nothing is written', async () => {
    await lake.client.create({_id: 'p1', _type: 'post', title: 'Live'})
    const before = await datasetSnapshot(lake.client)
    const error = await clientError(
      lake.client.action([edit('p1', {set: {title: 'Changed'}}), publish('ghost'), create('p3', {})]),
      409,
    )
    expect(error.message).toContain('Action at index 1 (publish)')
    expect(error.details).toMatchObject({
      type: 'actionError',
      items: [{index: 1, error: {id: 'drafts.ghost'}}],
    })
    expect(await datasetSnapshot(lake.client)).toEqual(before)
  })

  it('rejects an unknown actionType with 400 naming it and listing the known ones', async () => {
    const response = await request(lake.url, '/v2025-02-19/data/actions/test', {
      body: {actions: [{actionType: 'sanity.action.document.frobnicate', publishedId: 'p1'}]},
    })
    expect(response.status).toBe(400)
    const body = expectErrorBody(response.body, 400)
    expect(body.message).toContain('"sanity.action.document.frobnicate"')
    expect(body.message).toContain('sanity.action.document.publish')
    expect(body.message).toContain('sanity.action.document.replaceDraft')
  })

  it('rejects a missing required field with 400 naming it', async () => {
    const error = await clientError(
      lake.client.action({
        actionType: 'sanity.action.document.edit',
        publishedId: 'p1',
        draftId: 'drafts.p1',
      } as Action),
      400,
    )
    expect(error.message).toContain('"patch" is required')

    const missingActions = await request(lake.url, '/v2025-02-19/data/actions/test', {body: {}})
    expect(missingActions.status).toBe(400)
    expect(expectErrorBody(missingActions.body, 400).message).toContain('"actions" is required')
  })

  it('rejects a draft id that does not belong to the published id', async () => {
    const error = await clientError(
      lake.client.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.other',
        publishedId: 'p1',
      }),
      400,
    )
    expect(error.message).toContain('"draftId" must be "drafts.p1"')
  })

  it('writes nothing on dryRun but still answers with the transaction id', async () => {
    const result = await lake.client.action(create('p1', {title: 'Dry'}), {
      dryRun: true,
      transactionId: 'tx-dry',
    })
    expect(result).toEqual({transactionId: 'tx-dry'})
    expect(await getDoc('drafts.p1')).toBeUndefined()
    // The id was not used up: a real run may take it.
    await lake.client.action(create('p1', {title: 'Wet'}), {transactionId: 'tx-dry'})
    expect(await getDoc('drafts.p1')).toMatchObject({title: 'Wet', _rev: 'tx-dry'})
  })

  it('runs a request of several actions as one transaction, visible as every document’s _rev', async () => {
    await lake.client.create({_id: 'other', _type: 'post', title: 'Other'})
    const {transactionId} = await lake.client.action(
      [create('p1', {title: 'One'}), publish('p1'), edit('other', {set: {title: 'Edited'}})],
      {transactionId: 'tx-multi'},
    )
    expect(transactionId).toBe('tx-multi')
    const docs = await lake.client.fetch<SanityDocument[]>('*[_rev == $rev] | order(_id asc)', {
      rev: 'tx-multi',
    })
    expect(docs.map((doc) => doc._id)).toEqual(['drafts.other', 'p1'])

    const reused = await clientError(lake.client.action(create('p2', {}), {transactionId: 'tx-multi'}), 409)
    expect(reused.message).toContain('tx-multi')
  })
})
