import {firstValueFrom, filter} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {
  createHistoryStore,
  fetchVersionsAfter,
  replayTransactions,
  type TimelineState,
} from '../../src/history/index.js'
import {startLake, type StartedLake} from '../support/lake.js'
import {createDraft, publish} from './lake-history.js'

let lake: StartedLake

beforeAll(async () => {
  lake = await startLake()
})
afterAll(() => lake.stop())

describe('replaying a range of history (the change viewer)', () => {
  it('rebuilds the versions after each chunk and says who changed each field', async () => {
    const client = lake.client()
    const bob = await lake.user('Bob', ['editor'])
    const other = lake.client({token: bob.token})
    await createDraft(client, 'replayed', {title: 'First', summary: 'One'})
    await publish(client, 'replayed')
    await client.create({_id: 'drafts.replayed', _type: 'book', title: 'First', summary: 'One'})
    await client.patch('drafts.replayed').set({title: 'Second'}).commit()
    await other.patch('drafts.replayed').set({summary: 'Two', pages: 3}).commit()

    const store = createHistoryStore({client})
    const controller = await store.loadTimelineController('replayed')
    try {
      const state = await firstValueFrom(
        controller.state$.pipe(filter((s: TimelineState) => !s.isLoading && !s.hasMoreHistory)),
      )
      const [edits, published] = state.chunks
      expect([edits.type, published.type]).toEqual(['editDraft', 'publish'])

      const last = controller.transactionsBetween(published.end - 1, published.end)[0]
      const from = await fetchVersionsAfter(client, 'replayed', published, last)
      expect(from.draft).toBeNull()
      expect(from.published).toMatchObject({title: 'First', summary: 'One'})

      // The published copy as it is now, unchanged since the publish: no request needed.
      const now = await client.getDocument('replayed')
      let requests = 0
      const counting = new Proxy(client, {
        get: (target, property, receiver) =>
          property === 'request'
            ? (...args: unknown[]) => {
                requests++
                return (target.request as (...a: unknown[]) => unknown)(...args)
              }
            : Reflect.get(target, property, receiver),
      })
      const known = await fetchVersionsAfter(counting, 'replayed', published, last, {
        draft: null,
        published: now ?? null,
      })
      expect(requests).toBe(0)
      expect(known).toEqual({draft: null, published: now})

      const range = controller.transactionsBetween(published.end, Number.POSITIVE_INFINITY)
      const replayed = replayTransactions(from, range)
      const current = await client.getDocument('drafts.replayed')
      expect(replayed.draft).toMatchObject({title: 'Second', summary: 'Two', pages: 3})
      // Effects leave out the system fields the lake sets (_rev, _updatedAt); the content is exact.
      const content = (doc: Record<string, unknown> | null | undefined) =>
        Object.fromEntries(Object.entries(doc ?? {}).filter(([key]) => !key.startsWith('_')))
      expect(content(replayed.draft)).toEqual(content(current))
      expect(replayed.published).toEqual(from.published)
      const authors = (field: string) => [...(replayed.authorsByField.get(field) ?? [])]
      expect(authors('summary')).toEqual([bob.id])
      expect(authors('pages')).toEqual([bob.id])
      expect(authors('title')).toHaveLength(1)
      expect(authors('title')).not.toEqual([bob.id])

      // The initial chunk stands for "nothing yet".
      const initial = state.chunks.at(-1)!
      expect(initial.type).toBe('initial')
      expect(await fetchVersionsAfter(client, 'replayed', initial, undefined)).toEqual({
        draft: null,
        published: null,
      })
    } finally {
      store.dispose()
    }
  })
})
