import {filter, firstValueFrom} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {WebSocket} from 'ws'
import {createPresenceStore, type PresenceStore, type PresenceStoreOptions} from '../../src/presence/index.js'
import {startLake, waitFor, type StartedLake} from '../support/lake.js'
import {cuttableServer, memoryStorage, observer, usersFrom} from './presence-helpers.js'

let lake: StartedLake
let ada: {id: string; token: string}
let bob: {id: string; token: string}
const stores: PresenceStore[] = []

beforeAll(async () => {
  lake = await startLake()
  ada = await lake.user('Ada Lovelace')
  bob = await lake.user('Bob Babbage')
})
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose()
  vi.useRealTimers()
})
afterAll(() => lake.stop())

function store(token: string, options: Partial<PresenceStoreOptions> = {}): PresenceStore {
  const created = createPresenceStore({
    url: lake.url,
    dataset: 'test',
    token,
    WebSocket,
    sessionStorage: memoryStorage(),
    getUsers: usersFrom(lake.client()),
    ...options,
  })
  stores.push(created)
  return created
}

function connected(presence: PresenceStore): Promise<unknown> {
  return firstValueFrom(presence.connectionStatus$.pipe(filter((status) => status === 'connected')))
}

describe('presence between two stores on a real lake', () => {
  it('announces, answers the roll call, and resolves users per document', async () => {
    const first = store(ada.token)
    first.setLocation([{documentId: 'drafts.book', path: ['title']}])
    await connected(first)
    await new Promise((resolve) => setTimeout(resolve, 300))

    // A later session learns about the first through its roll call.
    const second = store(bob.token)
    const present = await firstValueFrom(
      second.documentPresence('book').pipe(filter((list) => list.length > 0)),
    )
    expect(present).toEqual([
      {
        user: {
          id: ada.id,
          displayName: 'Ada Lovelace',
          imageUrl: expect.stringContaining('https://example.com/'),
        },
        sessionId: first.sessionId,
        documentId: 'drafts.book',
        path: ['title'],
        lastActiveAt: expect.any(String),
      },
    ])
    const everyone = await firstValueFrom(second.globalPresence$.pipe(filter((list) => list.length > 0)))
    expect(everyone).toMatchObject([
      {
        user: {id: ada.id},
        status: 'online',
        locations: [{documentId: 'drafts.book'}],
        sessions: [{sessionId: first.sessionId}],
      },
    ])

    // And the first hears about the second when it announces.
    second.setLocation([{documentId: 'book', path: ['body', {_key: 'p1'}]}])
    const atBook = await firstValueFrom(
      first.documentPresence('drafts.book').pipe(filter((list) => list.length > 0)),
    )
    expect(atBook).toMatchObject([
      {user: {id: bob.id, displayName: 'Bob Babbage'}, path: ['body', {_key: 'p1'}]},
    ])

    // Moving away leaves the document's presence.
    first.setLocation([{documentId: 'other'}])
    await firstValueFrom(
      second.globalPresence$.pipe(filter((list) => list[0]?.locations[0]?.documentId === 'other')),
    )
    expect(await firstValueFrom(second.documentPresence('book'))).toEqual([])

    // Disposing says goodbye.
    first.dispose()
    await firstValueFrom(second.globalPresence$.pipe(filter((list) => list.length === 0)))
  })

  it('debug presence: show_own shows this session, fake_others adds the fake people where it is', async () => {
    const plain = store(ada.token)
    plain.setLocation([{documentId: 'drafts.debugged', path: ['title']}])
    expect(await firstValueFrom(plain.documentPresence('debugged'))).toEqual([])

    const debugged = store(ada.token, {currentUserId: ada.id, debugPresence: ['show_own', 'fake_others']})
    debugged.setLocation([{documentId: 'drafts.debugged', path: ['title']}])
    const present = await firstValueFrom(
      debugged
        .documentPresence('debugged')
        .pipe(filter((list) => list.some((entry) => entry.user.id === ada.id))),
    )
    expect(present.map((entry) => [entry.user.displayName, entry.path])).toEqual(
      expect.arrayContaining([
        ['Ada Lovelace', ['title']],
        ['Grace Hopper', []],
        ['Alan Turing', ['title']],
        ['Katherine Johnson', ['title']],
      ]),
    )
    expect(present.filter((entry) => entry.sessionId === debugged.sessionId)).toHaveLength(1)
    // Only this store pretends: the other session sees Ada once, and no fake people.
    const others = await firstValueFrom(
      plain.documentPresence('debugged').pipe(filter((list) => list.length > 0)),
    )
    expect(others.map((entry) => entry.user.displayName)).toEqual(['Ada Lovelace'])
  })

  it('announces changes once per 200 ms of quiet, and every 30 s anyway', async () => {
    const watcher = await observer(lake.url, lake.adminToken)
    try {
      vi.useFakeTimers({toFake: ['setInterval']})
      const presence = store(ada.token)
      await connected(presence)
      const fromSession = () =>
        watcher.messages.filter((m) => m.type === 'state' && m.sessionId === presence.sessionId)
      await waitFor(() => fromSession().length === 1, 'the announcement on connect')
      for (let i = 0; i < 5; i++) presence.setLocation([{documentId: `doc-${i}`}])
      await waitFor(() => fromSession().length === 2, 'one debounced announcement')
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(fromSession()).toHaveLength(2)
      expect(fromSession()[1]).toMatchObject({
        userId: ada.id,
        locations: [{documentId: 'doc-4', type: 'document', path: []}],
      })

      vi.advanceTimersByTime(30_000)
      await waitFor(() => fromSession().length === 3, 'the periodic announcement')
    } finally {
      watcher.close()
    }
  })

  it('sends a roll call on connect, which the others answer with a fresh announcement', async () => {
    const watcher = await observer(lake.url, lake.adminToken)
    try {
      const first = store(ada.token)
      first.setLocation([{documentId: 'book'}])
      await connected(first)
      const statesOfFirst = () =>
        watcher.messages.filter((m) => m.type === 'state' && m.sessionId === first.sessionId)
      await waitFor(() => statesOfFirst().length === 1, 'the first announcement')
      const second = store(bob.token)
      await waitFor(
        () => watcher.messages.some((m) => m.type === 'rollCall' && m.sessionId === second.sessionId),
        'the roll call',
      )
      await waitFor(() => statesOfFirst().length === 2, 'the answer to the roll call')
      expect(statesOfFirst()[1]).toMatchObject({locations: [{documentId: 'book'}]})
    } finally {
      watcher.close()
    }
  })

  it('keeps a 16-character session id in session storage', () => {
    const storage = memoryStorage()
    const first = store(ada.token, {sessionStorage: storage})
    expect(first.sessionId).toMatch(/^[A-Za-z0-9]{16}$/)
    expect([...storage.items.values()]).toEqual([first.sessionId])
    expect(store(ada.token, {sessionStorage: storage}).sessionId).toBe(first.sessionId)
    expect(store(ada.token).sessionId).not.toBe(first.sessionId)
  })

  it('reconnects after the connection drops, and is found again', async () => {
    const server = await cuttableServer(lake.lake)
    try {
      const dropping = store(ada.token, {url: server.url})
      dropping.setLocation([{documentId: 'book'}])
      await connected(dropping)
      const other = store(bob.token)
      await firstValueFrom(other.documentPresence('book').pipe(filter((list) => list.length === 1)))

      server.cut()
      await firstValueFrom(other.documentPresence('book').pipe(filter((list) => list.length === 0)))
      await firstValueFrom(dropping.connectionStatus$.pipe(filter((status) => status === 'reconnecting')))
      await connected(dropping)
      const back = await firstValueFrom(
        other.documentPresence('book').pipe(filter((list) => list.length === 1)),
      )
      expect(back[0].sessionId).toBe(dropping.sessionId)
    } finally {
      await server.close()
    }
  })

  it('reports refused messages and unknown events without dropping the connection', async () => {
    const errors: string[] = []
    const presence = store(ada.token, {onError: (error) => errors.push(error.message)})
    await connected(presence)
    // Over the limit of 100 locations: the lake refuses the announcement.
    presence.setLocation(Array.from({length: 101}, (_, i) => ({documentId: `doc-${i}`})))
    await waitFor(() => errors.length > 0, 'the refusal')
    expect(errors[0]).toMatch(/100/)
    expect(await firstValueFrom(presence.connectionStatus$)).toBe('connected')
  })

  it('does not resolve a user twice', async () => {
    const getUsers = usersFrom(lake.client())
    const watching = store(bob.token, {getUsers})
    await connected(watching)
    const moving = store(ada.token)
    for (let i = 0; i < 3; i++) {
      moving.setLocation([{documentId: `doc-${i}`}])
      await firstValueFrom(
        watching.globalPresence$.pipe(filter((list) => list[0]?.locations[0]?.documentId === `doc-${i}`)),
      )
    }
    expect(getUsers.calls).toEqual([[ada.id]])
  })
})
