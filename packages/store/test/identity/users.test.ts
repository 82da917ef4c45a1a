import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {SYSTEM_USER_ID, createUserStore, type UserStore} from '../../src/users/index.js'
import {PASSWORD, recordingProxy, startTestLake, type TestLake} from './lake.js'

let lake: TestLake
let proxy: Awaited<ReturnType<typeof recordingProxy>>
let ada: {id: string}
let grace: {id: string}
let alan: {id: string}
const stores: UserStore[] = []

function userStore(token: string | null = lake.adminToken, url = proxy.url): UserStore {
  const store = createUserStore({client: lake.client(token, url)})
  stores.push(store)
  return store
}

const userRequests = () => proxy.requests.filter((request) => request.path.includes('/users/'))

beforeAll(async () => {
  lake = await startTestLake()
  const add = (email: string, name: string, profileImage?: string) =>
    lake.lake.kernel.users.add({email, name, password: PASSWORD, roles: ['editor'], profileImage})
  ada = await add('ada@example.com', 'Ada Lovelace', 'https://images.example/ada.png')
  grace = await add('grace@example.com', 'Grace Hopper')
  alan = await add('alan@example.com', 'Alan Turing')
  proxy = await recordingProxy(lake.lake)
})

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose()
  proxy.requests.length = 0
})

afterAll(async () => {
  await proxy.close()
  await lake.stop()
})

describe('user lookups', () => {
  it('batches lookups made together into one request and reads id, name and profileImage', async () => {
    const store = userStore()
    const [first, second, third, unknown] = await Promise.all([
      store.getUser(ada.id),
      store.getUser(grace.id),
      store.getUser(alan.id),
      store.getUser('no-such-user'),
    ])
    expect(first).toEqual({
      id: ada.id,
      displayName: 'Ada Lovelace',
      imageUrl: 'https://images.example/ada.png',
    })
    expect(second).toEqual({id: grace.id, displayName: 'Grace Hopper'})
    expect(third?.displayName).toBe('Alan Turing')
    expect(unknown).toBeNull()
    expect(userRequests()).toHaveLength(1)
    expect(userRequests()[0].path).toBe(`/v2021-06-07/users/${ada.id},${grace.id},${alan.id},no-such-user`)
  })

  it('caches: a second lookup of the same ids asks nothing', async () => {
    const store = userStore()
    await store.getUsers([ada.id, grace.id])
    expect(await store.getUsers([grace.id, 'no-such-user', ada.id])).toEqual([
      {id: grace.id, displayName: 'Grace Hopper'},
      {id: ada.id, displayName: 'Ada Lovelace', imageUrl: 'https://images.example/ada.png'},
    ])
    // Only the unknown id was new.
    expect(userRequests().map((request) => request.path)).toEqual([
      `/v2021-06-07/users/${ada.id},${grace.id}`,
      '/v2021-06-07/users/no-such-user',
    ])
    await store.getUser('no-such-user')
    expect(userRequests()).toHaveLength(2)
  })

  it('keeps caches per store (per workspace)', async () => {
    await userStore().getUser(ada.id)
    await userStore().getUser(ada.id)
    expect(userRequests()).toHaveLength(2)
  })

  it('splits large batches', async () => {
    const store = createUserStore({client: lake.client(lake.adminToken, proxy.url), maxBatchSize: 2})
    stores.push(store)
    const users = await store.getUsers([ada.id, grace.id, alan.id])
    expect(users.map((user) => user.displayName)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing'])
    expect(userRequests()).toHaveLength(2)
  })

  it('shows the system user with its fixed name without asking', async () => {
    expect(await userStore().getUser(SYSTEM_USER_ID)).toEqual({id: '<system>', displayName: 'System'})
    expect(userRequests()).toHaveLength(0)
  })

  it('resolves to null when the lake refuses the lookup with 403', async () => {
    // Our lake lets any signed-in caller look users up; a hosted lake answers 403 to non-members.
    // This proxy answers as the hosted one would for one token.
    const outsider = lake.tokenFor(['viewer'])
    const refusing = await recordingProxy(lake.lake, (req, res) => {
      if (req.url?.includes('/users/') && req.headers.authorization === `Bearer ${outsider}`) {
        res.writeHead(403, {'content-type': 'application/json'})
        res.end(
          JSON.stringify({error: 'Forbidden', message: 'Not a member of this project', statusCode: 403}),
        )
        return true
      }
      return false
    })
    try {
      const store = userStore(outsider, refusing.url)
      expect(await Promise.all([store.getUser(ada.id), store.getUser(grace.id)])).toEqual([null, null])
      expect(await userStore(lake.adminToken, refusing.url).getUser(ada.id)).toMatchObject({
        displayName: 'Ada Lovelace',
      })
    } finally {
      await refusing.close()
    }
  })

  it('rejects lookups on other failures and tries again next time', async () => {
    // No credentials: the lake answers 401.
    const store = userStore(null)
    await expect(store.getUser(ada.id)).rejects.toMatchObject({statusCode: 401})
    await expect(store.getUser(ada.id)).rejects.toMatchObject({statusCode: 401})
    expect(userRequests()).toHaveLength(2)
  })
})

describe('the current user', () => {
  it('is read from /users/me', async () => {
    const {token} = lake.lake.kernel.tokens.createSessionToken(
      ada.id,
      new Date(Date.now() + 60_000).toISOString(),
    )
    expect(await userStore(token).getCurrentUser()).toEqual({
      id: ada.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      profileImage: 'https://images.example/ada.png',
      provider: 'tessera',
      role: 'editor',
      roles: [{name: 'editor', title: 'Editor'}],
    })
  })

  it('is null for a caller the lake does not know (401)', async () => {
    expect(await userStore('not-a-token').getCurrentUser()).toBeNull()
  })
})
