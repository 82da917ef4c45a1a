import type {Action, SanityClient} from '@sanity/client'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {createAction, editAction, publishAction} from './helpers/actions.js'
import {request, startLake, type TestLake} from './helpers/start-lake.js'

let lake: TestLake
let client: SanityClient

beforeAll(async () => {
  lake = await startLake()
  client = lake.clientFor({apiVersion: '2025-02-19'})
})

afterAll(() => lake.stop())

interface EventsResponse {
  events: Record<string, Record<string, unknown>[]>
  nextCursor: string
}

/** The request Sanity's studio makes for its history panel (getInitialFetchEvents). */
function fetchEvents(documentId: string, limit: number, nextCursor?: string): Promise<EventsResponse> {
  const params = new URLSearchParams({limit: String(limit)})
  if (nextCursor) params.append('nextCursor', nextCursor)
  return client.request<EventsResponse>({
    url: `/data/history/${client.config().dataset}/events/documents/${documentId}?${params.toString()}`,
    tag: 'get-document-events',
  })
}

const action = async (a: Action) => (await client.action(a)).transactionId
const draftRev = async (id: string) => (await client.getDocument(`drafts.${id}`))?._rev

/**
 * A document's life through the studio's actions. Returns each step's transaction id and the draft's
 * revision that each publish published.
 */
async function documentLife(id: string) {
  const created = await action(createAction(id, {title: 'one'}))
  await action(editAction(id, {set: {title: 'two'}}))
  const firstPublishedDraftRev = await draftRev(id)
  const firstPublish = await action(publishAction(id))
  const redrafted = await action(editAction(id, {set: {title: 'three'}}))
  const discarded = await action({actionType: 'sanity.action.document.discard', draftId: `drafts.${id}`})
  const liveEdit = (await client.patch(id).set({title: 'live'}).commit())._rev
  const again = await action(editAction(id, {set: {title: 'four'}}))
  const secondPublishedDraftRev = await draftRev(id)
  const secondPublish = await action(publishAction(id))
  const unpublished = await action({
    actionType: 'sanity.action.document.unpublish',
    draftId: `drafts.${id}`,
    publishedId: id,
  })
  await action(editAction(id, {set: {title: 'five'}}))
  const thirdPublishedDraftRev = await draftRev(id)
  const thirdPublish = await action(publishAction(id))
  const deleted = await action({
    actionType: 'sanity.action.document.delete',
    includeDrafts: [],
    publishedId: id,
  })
  return {
    created,
    firstPublishedDraftRev,
    firstPublish,
    redrafted,
    discarded,
    liveEdit,
    again,
    secondPublishedDraftRev,
    secondPublish,
    unpublished,
    thirdPublishedDraftRev,
    thirdPublish,
    deleted,
  }
}

describe('Events API: GET /data/history/:dataset/events/documents/:id', () => {
  test('a draft sees its creations (also by unpublishing), discard, publications and the group deletion, newest first', async () => {
    const life = await documentLife('ev1')
    const {events, nextCursor} = await fetchEvents('drafts.ev1', 100)
    expect(nextCursor).toBe('')
    const common = {documentId: 'ev1', versionId: 'drafts.ev1', releaseId: '', author: expect.any(String)}
    expect(events['drafts.ev1']).toEqual([
      {
        type: 'deleteDocumentGroup',
        documentId: 'ev1',
        author: expect.any(String),
        timestamp: expect.any(String),
      },
      {
        ...common,
        type: 'publishDocumentVersion',
        revisionId: life.thirdPublish,
        versionRevisionId: life.thirdPublishedDraftRev,
        publishCause: 'document.publish',
        timestamp: expect.any(String),
      },
      {
        ...common,
        type: 'createDocumentVersion',
        versionRevisionId: life.unpublished,
        timestamp: expect.any(String),
      },
      {
        ...common,
        type: 'publishDocumentVersion',
        revisionId: life.secondPublish,
        versionRevisionId: life.secondPublishedDraftRev,
        publishCause: 'document.publish',
        timestamp: expect.any(String),
      },
      {
        ...common,
        type: 'createDocumentVersion',
        versionRevisionId: life.again,
        timestamp: expect.any(String),
      },
      {
        ...common,
        type: 'deleteDocumentVersion',
        versionRevisionId: life.redrafted,
        timestamp: expect.any(String),
      },
      {
        ...common,
        type: 'createDocumentVersion',
        versionRevisionId: life.redrafted,
        timestamp: expect.any(String),
      },
      {
        ...common,
        type: 'publishDocumentVersion',
        revisionId: life.firstPublish,
        versionRevisionId: life.firstPublishedDraftRev,
        publishCause: 'document.publish',
        timestamp: expect.any(String),
      },
      {
        ...common,
        type: 'createDocumentVersion',
        versionRevisionId: life.created,
        timestamp: expect.any(String),
      },
    ])
    // Timestamps are the transactions' own, newest first.
    const times = events['drafts.ev1'].map((event) => Date.parse(event.timestamp as string))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  test('the published document sees publications, live edits, unpublishing and deletion', async () => {
    const life = await documentLife('ev2')
    const {events} = await fetchEvents('ev2', 100)
    expect(events.ev2.map((event) => [event.type, event.revisionId ?? event.versionRevisionId])).toEqual([
      ['deleteDocumentGroup', undefined],
      ['publishDocumentVersion', life.thirdPublish],
      ['unpublishDocument', life.unpublished],
      ['publishDocumentVersion', life.secondPublish],
      ['updateLiveDocument', life.liveEdit],
      ['publishDocumentVersion', life.firstPublish],
    ])
  })

  test('pages through cursors: every event once, in order, also while new events are written', async () => {
    const id = 'ev3'
    await action(createAction(id, {title: 'start'}))
    await action(publishAction(id))
    for (let round = 0; round < 11; round++) {
      await client
        .patch(id)
        .set({title: `live ${round}`})
        .commit()
      await action(editAction(id, {set: {title: `draft ${round}`}}))
      await action(editAction(id, {set: {body: `edit ${round}`}}))
      await action(publishAction(id))
    }
    const all = (await fetchEvents(id, 1000)).events[id]
    expect(all).toHaveLength(1 + 11 * 2)

    const paged: Record<string, unknown>[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await fetchEvents(id, 5, cursor)
      paged.push(...page.events[id])
      expect(page.events[id].length).toBeLessThanOrEqual(5)
      cursor = page.nextCursor || undefined
      pages++
      // Newer events do not shift the pages still to come.
      if (pages === 2) await client.patch(id).set({title: 'meanwhile'}).commit()
    } while (cursor)
    expect(pages).toBe(5)
    expect(paged).toEqual(all)
  })

  test('a document that never existed has no events; bad cursors, limits and ids are refused', async () => {
    expect(await fetchEvents('drafts.never', 10)).toEqual({events: {'drafts.never': []}, nextCursor: ''})
    const badCursor = await request(
      lake.url,
      '/v2025-02-19/data/history/test/events/documents/x?nextCursor=abc',
    )
    expect(badCursor.status).toBe(400)
    const badLimit = await request(lake.url, '/v2025-02-19/data/history/test/events/documents/x?limit=0')
    expect(badLimit.status).toBe(400)
    const anonymous = await request(lake.url, '/v2025-02-19/data/history/test/events/documents/ev1', {
      token: null,
    })
    expect([401, 403]).toContain(anonymous.status)
  })
})
