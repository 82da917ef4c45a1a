import {firstValueFrom, filter} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createHistoryStore, type TimelineController, type TimelineState} from '../../src/history/index.js'
import {recordingProxy, startLake, waitFor, type StartedLake} from '../support/lake.js'
import {createDraft, editDraft, publish} from './lake-history.js'

let lake: StartedLake

beforeAll(async () => {
  lake = await startLake({
    roles: {reader: {title: 'Reader', grants: [{filter: 'true', permissions: ['read']}]}},
  })
})
afterAll(() => lake.stop())

function settled(controller: TimelineController): Promise<TimelineState> {
  return firstValueFrom(
    controller.state$.pipe(
      filter(
        (state) =>
          !state.isLoading && (state.chunks.length > 0 || state.error !== null || !state.hasMoreHistory),
      ),
    ),
  )
}

describe('history against a real lake', () => {
  it('reads transactions a page of 50 at a time, newest first, paging back with toTransaction', async () => {
    const client = lake.client()
    await createDraft(client, 'paged')
    for (let counter = 1; counter <= 120; counter++) await editDraft(client, 'paged', counter)

    const proxy = await recordingProxy(lake.lake)
    const store = createHistoryStore({client: lake.client({url: proxy.url})})
    try {
      const first = await store.getTransactions(['paged', 'drafts.paged'])
      expect(first).toHaveLength(50)
      const times = first.map((line) => Date.parse(line.timestamp))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(first[0].mutations).toBeUndefined()
      expect(first[0].effects?.['drafts.paged']?.apply).toBeDefined()
      expect(first[0].documentIDs).toEqual(['drafts.paged'])

      const [request] = proxy.requests
      expect(request.path).toBe('/v2025-02-19/data/history/test/transactions/paged,drafts.paged')
      expect(Object.fromEntries(request.query)).toEqual({
        tag: 'tessera.history',
        effectFormat: 'mendoza',
        excludeContent: 'true',
        excludeMutations: 'true',
        includeIdentifiedDocumentsOnly: 'true',
        reverse: 'true',
        limit: '50',
      })

      const second = await store.getTransactions(['paged', 'drafts.paged'], {toTransaction: first[49].id})
      expect(second[0].id).toBe(first[49].id)
      expect(second).toHaveLength(50)

      // The timeline pages back until it has 10 chunks or the history ends: here everything is one
      // create chunk (121 transactions within 5 minutes), so all three pages are read.
      proxy.requests.length = 0
      const controller = await store.loadTimelineController('paged', {live: false})
      const state = await firstValueFrom(
        controller.state$.pipe(filter((s) => !s.hasMoreHistory && !s.isLoading)),
      )
      const pages = proxy.requests.filter((r) => r.path.includes('/data/history/'))
      expect(pages.map((r) => r.query.get('toTransaction') !== null)).toEqual([false, true, true])
      expect(state.error).toBeNull()
      expect(state.chunks.map((chunk) => chunk.type)).toEqual(['create', 'initial'])
      expect(state.chunks[0].end - state.chunks[0].start).toBe(121)
      controller.dispose()
    } finally {
      store.dispose()
      await proxy.close()
    }
  })

  it('stops paging at 10 chunks and pages back further for a selection it has not read', async () => {
    const client = lake.client()
    await createDraft(client, 'cycles')
    const publishes: {transactionId: string; timestamp: string}[] = []
    for (let cycle = 0; cycle < 30; cycle++) {
      for (let edit = 0; edit < 3; edit++) await editDraft(client, 'cycles', cycle * 10 + edit)
      publishes.push(await publish(client, 'cycles'))
    }

    const proxy = await recordingProxy(lake.lake)
    const store = createHistoryStore({client: lake.client({url: proxy.url})})
    const controller = await store.loadTimelineController('drafts.cycles', {live: false})
    try {
      const first = await settled(controller)
      const historyRequests = () => proxy.requests.filter((r) => r.path.includes('/data/history/')).length
      expect(historyRequests()).toBe(1)
      expect(first.hasMoreHistory).toBe(true)
      expect(first.chunks.length).toBeGreaterThanOrEqual(10)
      expect(first.chunks.slice(0, 4).map((chunk) => chunk.type)).toEqual([
        'publish',
        'editDraft',
        'publish',
        'editDraft',
      ])
      expect(first.selectionState).toBe('inactive')

      controller.loadMore()
      await waitFor(() => historyRequests() === 2 && !controller.getState().isLoading, 'a second page')
      expect(controller.getState().hasMoreHistory).toBe(true)

      // The first publish is older than both pages: selecting it reads older pages until found.
      const firstPublish = publishes[0]
      controller.setRange(null, `${Date.parse(firstPublish.timestamp)}/${firstPublish.transactionId}`)
      expect(controller.getState().selectionState).toBe('loading')
      const selected = await firstValueFrom(
        controller.state$.pipe(filter((s) => s.selectionState !== 'loading')),
      )
      expect(selected.selectionState).toBe('rev')
      expect(selected.revChunk).toMatchObject({id: firstPublish.transactionId, type: 'publish'})
      expect(historyRequests()).toBe(3)
      expect(selected.hasMoreHistory).toBe(false)

      // Since after rev is invalid; since before rev is a range; the last-published marker too.
      const chunks = controller.getState().chunks
      const [latestPublish, , olderPublish] = chunks
      controller.setRange(controller.createTimeId(latestPublish), controller.createTimeId(olderPublish))
      expect(controller.getState().selectionState).toBe('invalid')
      controller.setRange(controller.createTimeId(olderPublish), null)
      expect(controller.getState()).toMatchObject({
        selectionState: 'range',
        sinceChunk: olderPublish,
        revChunk: null,
      })
      controller.selectRevision(chunks[1])
      expect(controller.getState()).toMatchObject({
        selectionState: 'range',
        sinceChunk: olderPublish,
        revChunk: chunks[1],
      })
      controller.selectRevision(chunks[3])
      // The since (olderPublish) is no longer before the revision: the last publish before it stands in.
      expect(controller.getState()).toMatchObject({
        since: '@lastPublished',
        selectionState: 'range',
        revChunk: chunks[3],
      })
      expect(controller.getState().sinceChunk?.index).toBeLessThan(chunks[3].index)
      expect(controller.getState().sinceChunk?.type).toBe('publish')
      controller.setRange(null, null)
      expect(controller.getState().selectionState).toBe('inactive')
    } finally {
      store.dispose()
      await proxy.close()
    }
  })

  it('follows new transactions live', async () => {
    const client = lake.client()
    await createDraft(client, 'live')
    const store = createHistoryStore({client})
    const controller = await store.loadTimelineController('live')
    try {
      const first = await settled(controller)
      expect(first.chunks.map((chunk) => chunk.type)).toEqual(['create', 'initial'])
      const rev = await editDraft(client, 'live', 1)
      const merged = await firstValueFrom(controller.state$.pipe(filter((s) => s.chunks[0]?.id === rev)))
      expect(merged.chunks[0]).toMatchObject({type: 'create', end: merged.chunks[0].start + 2})
      const published = await publish(client, 'live')
      const afterPublish = await firstValueFrom(
        controller.state$.pipe(filter((s) => s.chunks[0]?.id === published.transactionId)),
      )
      expect(afterPublish.chunks.map((chunk) => chunk.type)).toEqual(['publish', 'create', 'initial'])
      expect(afterPublish.chunks[0]).toMatchObject({draftState: 'missing', publishedState: 'present'})
    } finally {
      store.dispose()
    }
  })

  it('reads history before the listener connects, and starts over if a change fell in between', async () => {
    const client = lake.client()
    await createDraft(client, 'early')
    await editDraft(client, 'early', 1)
    // The listener's request is held back until released: history is read meanwhile.
    let release: () => void = () => {}
    const listening = new Promise<void>((resolve) => (release = resolve))
    const proxy = await recordingProxy(lake.lake, (req, res) => {
      if (!req.url?.includes('/data/listen/')) return false
      void listening.then(() => lake.lake.handler(req, res))
      return true
    })
    const store = createHistoryStore({client: lake.client({url: proxy.url})})
    const historyReads = () => proxy.requests.filter((r) => r.path.includes('/data/history/'))
    try {
      const controller = await store.loadTimelineController('early')
      const first = await settled(controller)
      expect(first.chunks[0]).toMatchObject({type: 'create', end: first.chunks[0].start + 2})
      expect(historyReads()).toHaveLength(1)
      // A change no listener reports: committed before it is connected.
      const missed = await editDraft(client, 'early', 2)
      release()
      const caughtUp = await firstValueFrom(
        controller.state$.pipe(filter((s) => !s.isLoading && s.chunks[0]?.id === missed)),
      )
      expect(caughtUp.chunks[0].end - caughtUp.chunks[0].start).toBe(3)
      // Read again: the check from the newest line read, then the timeline from the start.
      const [, check, again] = historyReads()
      expect(Object.fromEntries(check.query)).toMatchObject({
        reverse: 'false',
        fromTransaction: first.chunks[0].id,
      })
      expect(again.query.get('fromTransaction')).toBeNull()

      // Nothing missed: the check is the only read after the first page.
      const quiet = await store.loadTimelineController('early')
      await settled(quiet)
      const before = historyReads().length
      await waitFor(() => historyReads().length === before + 1, 'the check after the welcome')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(historyReads()).toHaveLength(before + 1)
      expect(quiet.getState().chunks[0].id).toBe(missed)
    } finally {
      store.dispose()
      await proxy.close()
    }
  })

  it('reports a refused history request and stops fetching', async () => {
    await createDraft(lake.client(), 'secret-history')
    const proxy = await recordingProxy(lake.lake)
    const store = createHistoryStore({
      client: lake.client({url: proxy.url, token: lake.robotToken(['reader'])}),
    })
    try {
      const controller = await store.loadTimelineController('secret-history', {live: false})
      const state = await firstValueFrom(controller.state$.pipe(filter((s) => s.error !== null)))
      expect(state.error?.message).toBe(
        'Permission denied: not allowed to read the history of document "drafts.secret-history" (requires "history")',
      )
      expect(state.isLoading).toBe(false)
      controller.setRange(null, '1/x')
      controller.loadMore()
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(proxy.requests.filter((r) => r.path.includes('/data/history/'))).toHaveLength(1)
    } finally {
      store.dispose()
      await proxy.close()
    }
  })

  it('reads documents at a revision or a time, not both', async () => {
    const client = lake.client()
    const created = await createDraft(client, 'at-rev', {title: 'Then'})
    await client.patch('drafts.at-rev').set({title: 'Now'}).commit()
    const store = createHistoryStore({client})
    try {
      expect(await store.getDocumentAtRevision('at-rev', created)).toMatchObject({
        _id: 'drafts.at-rev',
        title: 'Then',
      })
      expect(await store.getDocumentAtRevision('at-rev', 'no-such-revision')).toBeNull()
      const [now] = await store.getHistory(['drafts.at-rev'], {time: new Date().toISOString()})
      expect(now).toMatchObject({title: 'Now'})
      await expect(
        store.getHistory(['drafts.at-rev'], {time: new Date().toISOString(), revision: created}),
      ).rejects.toThrow(new Error("getHistory can't handle both time and revision parameters"))
    } finally {
      store.dispose()
    }
  })
})
