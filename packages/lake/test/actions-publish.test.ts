import type {SanityDocument} from '@sanity/client'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {createAction as create, editAction as edit, publishAction as publish} from './helpers/actions.js'
import {clientError} from './helpers/client-error.js'
import {collectEvents} from './helpers/collect-events.js'
import {datasetSnapshot} from './helpers/snapshot.js'
import {startLake, type TestLake} from './helpers/start-lake.js'

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

describe('actions: publish', () => {
  it('replaces the published document with the draft and deletes the draft, keeping _createdAt', async () => {
    const first = await lake.client.create({_id: 'p1', _type: 'post', title: 'Old'})
    await lake.client.action(edit('p1', {set: {title: 'New'}}))
    const {transactionId} = await lake.client.action(publish('p1'))

    const published = await getDoc('p1')
    expect(published).toMatchObject({_id: 'p1', _type: 'post', title: 'New', _rev: transactionId})
    expect(published?._createdAt).toBe(first._createdAt)
    expect(await getDoc('drafts.p1')).toBeUndefined()
  })

  it('fails with 409 when there is no draft to publish', async () => {
    await lake.client.create({_id: 'p1', _type: 'post'})
    const error = await clientError(lake.client.action(publish('p1')), 409)
    expect(error.message).toContain('no draft "drafts.p1" to publish')
  })

  it('publishes when both revision locks match', async () => {
    const live = await lake.client.create({_id: 'p1', _type: 'post', title: 'Old'})
    await lake.client.action(edit('p1', {set: {title: 'New'}}))
    const draft = await getDoc('drafts.p1')
    await lake.client.action(
      publish('p1', {ifDraftRevisionId: draft?._rev, ifPublishedRevisionId: live._rev}),
    )
    expect(await getDoc('p1')).toMatchObject({title: 'New'})
    expect(await getDoc('drafts.p1')).toBeUndefined()
  })

  it('fails with 409 naming the document and both revisions when a lock does not match, changing nothing', async () => {
    const live = await lake.client.create({_id: 'p1', _type: 'post', title: 'Old'})
    await lake.client.action(edit('p1', {set: {title: 'New'}}))
    const draft = (await getDoc('drafts.p1')) as SanityDocument
    const before = await datasetSnapshot(lake.client)

    const draftError = await clientError(
      lake.client.action(publish('p1', {ifDraftRevisionId: 'stale-draft', ifPublishedRevisionId: live._rev})),
      409,
    )
    expect(draftError.message).toContain(
      `draft "drafts.p1" has revision "${draft._rev}", expected "stale-draft"`,
    )

    const publishedError = await clientError(
      lake.client.action(publish('p1', {ifDraftRevisionId: draft._rev, ifPublishedRevisionId: 'stale-live'})),
      409,
    )
    expect(publishedError.message).toContain(
      `"p1" has revision "${live._rev}", expected revision "stale-live"`,
    )
    expect(await datasetSnapshot(lake.client)).toEqual(before)
  })

  it('strengthens _strengthenOnPublish references whose target exists, anywhere in the document', async () => {
    await lake.client.create({_id: 'author-1', _type: 'author', name: 'Ann'})
    const weakRef = (ref: string, key?: string) => ({
      ...(key ? {_key: key} : {}),
      _type: 'reference',
      _ref: ref,
      _weak: true,
      _strengthenOnPublish: {type: 'author'},
    })
    await lake.client.action(
      create('p1', {
        author: weakRef('author-1'),
        meta: {reviewers: [weakRef('author-1', 'r1'), weakRef('author-2', 'r2')]},
        plainWeak: {_type: 'reference', _ref: 'author-1', _weak: true},
      }),
    )
    await lake.client.action(publish('p1'))

    const published = await getDoc('p1')
    expect(published?.author).toEqual({_type: 'reference', _ref: 'author-1'})
    expect(published?.meta).toEqual({
      reviewers: [
        {_key: 'r1', _type: 'reference', _ref: 'author-1'},
        // The target does not exist yet: the reference stays weak and marked for a later publish.
        weakRef('author-2', 'r2'),
      ],
    })
    // A weak reference without the marker is weak by design.
    expect(published?.plainWeak).toEqual({_type: 'reference', _ref: 'author-1', _weak: true})

    // Strong now: the target can no longer be deleted.
    const error = await clientError(lake.client.delete('author-1'), 409)
    expect(error.message).toContain('p1')
  })

  it('counts a target published later in the same request', async () => {
    await lake.client.action([
      create('author-1', {_type: 'author', name: 'Ann'}),
      create('p1', {
        author: {_type: 'reference', _ref: 'author-1', _weak: true, _strengthenOnPublish: {type: 'author'}},
      }),
      publish('p1'),
      publish('author-1'),
    ])
    expect((await getDoc('p1'))?.author).toEqual({_type: 'reference', _ref: 'author-1'})
    expect(await getDoc('author-1')).toMatchObject({name: 'Ann'})
  })

  it("strengthens a published document's marked reference when its target is published later", async () => {
    const marked = {_type: 'reference', _ref: 'author-1', _weak: true, _strengthenOnPublish: {type: 'author'}}
    await lake.client.action([
      create('author-1', {_type: 'author', name: 'Ann'}),
      create('p1', {author: marked}),
      publish('p1'),
    ])
    // The author is only a draft: the published post keeps the reference weak and marked.
    expect((await getDoc('p1'))?.author).toEqual(marked)
    await lake.client.action(publish('author-1'))
    expect((await getDoc('p1'))?.author).toEqual({_type: 'reference', _ref: 'author-1'})
    // Strong now: the author can no longer be deleted.
    await clientError(lake.client.delete('author-1'), 409)
  })

  it('keeps a reference weak when its marker says weak: true', async () => {
    await lake.client.create({_id: 'author-1', _type: 'author'})
    await lake.client.action(
      create('p1', {
        author: {
          _type: 'reference',
          _ref: 'author-1',
          _weak: true,
          _strengthenOnPublish: {type: 'author', weak: true},
        },
      }),
    )
    await lake.client.action(publish('p1'))
    expect((await getDoc('p1'))?.author).toEqual({_type: 'reference', _ref: 'author-1', _weak: true})
  })

  it('sends listen events carrying each document its own mutation', async () => {
    await lake.client.action(create('p1', {title: 'Hi'}))
    const listener = await collectEvents(lake.client, '*[_type == "post"]')
    await lake.client.action(publish('p1'), {transactionId: 'tx-publish'})
    const events = (
      await listener.until((all) => all.filter((e) => e.type === 'mutation').length === 2)
    ).filter((e) => e.type === 'mutation')
    listener.stop()
    const byId = new Map(events.map((event) => [event.documentId, event]))
    expect(byId.get('p1')).toMatchObject({transactionId: 'tx-publish', transition: 'appear'})
    expect(byId.get('p1')?.mutations).toEqual([
      {createOrReplace: expect.objectContaining({_id: 'p1', title: 'Hi'})},
    ])
    expect(byId.get('drafts.p1')).toMatchObject({transactionId: 'tx-publish', transition: 'disappear'})
    expect(byId.get('drafts.p1')?.mutations).toEqual([{delete: {id: 'drafts.p1'}}])
  })
})
