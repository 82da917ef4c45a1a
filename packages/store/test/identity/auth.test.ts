import {firstValueFrom, filter} from 'rxjs'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {
  CorsOriginError,
  createAuthStore,
  providerDisplayName,
  tokenStorageKey,
  type AuthStore,
  type AuthStoreOptions,
} from '../../src/auth/index.js'
import {createMemoryStorage} from '../../src/settings/index.js'
import {browserFetch} from './browser-fetch.js'
import {
  PASSWORD,
  PROJECT_ID,
  postSignIn,
  recordingProxy,
  startTestLake,
  testLocation,
  type TestLake,
} from './lake.js'

const STUDIO = 'http://studio.test'
let lake: TestLake
let ada: {id: string}
const stores: AuthStore[] = []
const channels: BroadcastChannel[] = []

function authStore(options: Partial<AuthStoreOptions> = {}): AuthStore {
  const store = createAuthStore({
    projectId: PROJECT_ID,
    apiHost: lake.url,
    storage: createMemoryStorage(),
    loginMethod: 'token',
    broadcast: null,
    location: null,
    ...options,
  })
  stores.push(store)
  return store
}

function channel(name: string): BroadcastChannel {
  const created = new BroadcastChannel(name)
  channels.push(created)
  return created
}

/** Signs Ada in through the lake's page at a login URL and returns the hash the studio is sent back with. */
async function signInHash(store: AuthStore): Promise<string> {
  const [provider] = await store.getProviders()
  const redirect = await postSignIn(store.loginUrl(provider, {origin: STUDIO}), 'ada@example.com', PASSWORD)
  return new URL(redirect).hash
}

function sessionToken(userId: string): {id: string; token: string} {
  return lake.lake.kernel.tokens.createSessionToken(userId, new Date(Date.now() + 3_600_000).toISOString())
}

function storedToken(token: string): Storage {
  const storage = createMemoryStorage()
  storage.setItem(tokenStorageKey(PROJECT_ID), JSON.stringify({token, time: new Date().toISOString()}))
  return storage
}

beforeAll(async () => {
  // The lake sends sign-ins back only to origins that may call it: the studio's is a dev origin here.
  lake = await startTestLake({
    dev: true,
    devOrigins: ['http://allowed.test', STUDIO],
    features: ['studioLabs'],
  })
  ada = await lake.lake.kernel.users.add({
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    password: PASSWORD,
    roles: ['editor', 'viewer'],
  })
})

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose()
  for (const open of channels.splice(0)) open.close()
})

afterAll(() => lake.stop())

describe('creating the store', () => {
  it("refuses a missing project id with 'Invalid project id'", () => {
    expect(() => createAuthStore({projectId: '', apiHost: lake.url})).toThrow(new Error('Invalid project id'))
  })
})

describe('providers and the login URL', () => {
  it('lists the lake providers and builds URLs for each login method', async () => {
    const store = authStore()
    const providers = await store.getProviders()
    expect(providers).toEqual([{name: 'tessera', title: 'Tessera', url: `${lake.url}/v1/auth/login/tessera`}])
    expect(store.loginUrl(providers[0], {origin: STUDIO, basePath: '/studio'})).toBe(
      `${lake.url}/v1/auth/login/tessera?origin=http%3A%2F%2Fstudio.test%2Fstudio&projectId=tessera&withSid=true`,
    )
    expect(authStore({loginMethod: 'dual'}).loginUrl(providers[0], {origin: `${STUDIO}/`})).toBe(
      `${lake.url}/v1/auth/login/tessera?origin=http%3A%2F%2Fstudio.test&projectId=tessera&type=dual`,
    )
    expect(
      authStore({loginMethod: 'cookie'}).loginUrl(providers[0], {origin: STUDIO, basePath: 'cms/'}),
    ).toBe(
      `${lake.url}/v1/auth/login/tessera?origin=http%3A%2F%2Fstudio.test%2Fcms&projectId=tessera&type=cookie`,
    )
    const page = await fetch(store.loginUrl(providers[0], {origin: STUDIO}))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('studio.test')
  })

  it('names providers as the studio shows them', () => {
    expect(
      ['google', 'github', 'sanity', 'saml-acme', 'tessera'].map((name) =>
        providerDisplayName({name, title: `T:${name}`}),
      ),
    ).toEqual(['Google', 'GitHub', 'Sanity', 'SAML/SSO', 'T:tessera'])
  })

  it('reads features, and none when the call fails', async () => {
    expect(await authStore().getFeatures()).toEqual(['studioLabs'])
    expect(await authStore({apiHost: 'http://127.0.0.1:9'}).getFeatures()).toEqual([])
  })
})

describe('signing in with a sid', () => {
  it('exchanges the sid in the hash for a token, strips it and signs the user in', async () => {
    const hash = await signInHash(authStore())
    expect(hash).toMatch(/^#sid=[A-Za-z0-9_-]{20,}$/)
    const storage = createMemoryStorage()
    const location = testLocation(`${hash}&_debug_roles=viewer`)
    const store = authStore({storage, location})
    const state = await firstValueFrom(store.state$)
    expect(state).toEqual({
      authenticated: true,
      currentUser: {
        id: ada.id,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        provider: 'tessera',
        role: 'editor',
        roles: [
          {name: 'editor', title: 'Editor'},
          {name: 'viewer', title: 'Viewer'},
        ],
      },
      token: expect.any(String),
    })
    expect(location.replaced).toEqual(['#_debug_roles=viewer'])
    const stored = JSON.parse(storage.getItem(tokenStorageKey(PROJECT_ID)) ?? 'null') as {
      token: string
      time: string
    }
    expect(stored.token).toBe(state.token)
    expect(Math.abs(Date.parse(stored.time) - Date.now())).toBeLessThan(10_000)
    // The token is a real session on the lake.
    const me = await fetch(`${lake.url}/v1/users/me`, {headers: {Authorization: `Bearer ${stored.token}`}})
    expect(((await me.json()) as {id: string}).id).toBe(ada.id)
  })

  it('strips a sid the lake no longer accepts and stays signed out', async () => {
    const hash = await signInHash(authStore())
    await authStore({location: testLocation(hash)}).handleCallbackUrl()
    const location = testLocation(hash)
    const store = authStore({location})
    expect(await store.handleCallbackUrl()).toBe(false)
    expect(location.hash).toBe('')
    expect(await firstValueFrom(store.state$)).toEqual({authenticated: false, currentUser: null, token: null})
  })

  it('ignores hash values too short to be a sid', async () => {
    const location = testLocation('#sid=short')
    expect(await authStore({location}).handleCallbackUrl()).toBe(false)
    expect(location.replaced).toEqual([])
  })
})

describe('the stored token', () => {
  it('signs in with a stored token, and a 401 clears it and yields no user', async () => {
    const {id, token} = sessionToken(ada.id)
    const storage = storedToken(token)
    const first = await firstValueFrom(authStore({storage}).state$)
    expect(first.currentUser?.id).toBe(ada.id)
    expect(first.token).toBe(token)
    lake.lake.kernel.tokens.revoke(id)
    expect(await firstValueFrom(authStore({storage}).state$)).toEqual({
      authenticated: false,
      currentUser: null,
      token: null,
    })
    expect(storage.getItem(tokenStorageKey(PROJECT_ID))).toBeNull()
  })

  it('asks who is signed in at the subscription itself when there is no sid to exchange first', async () => {
    const {token} = sessionToken(ada.id)
    const asked: string[] = []
    const recordingFetch: typeof fetch = (input, init) => {
      asked.push(String(input))
      return fetch(input, init)
    }
    const store = authStore({storage: storedToken(token), location: testLocation('#pane=1'), fetch: recordingFetch})
    const states: unknown[] = []
    const subscription = store.state$.subscribe((state) => states.push(state))
    // Synchronously: a studio's first render subscribes, and the request must not wait for its end.
    expect(asked.map((url) => new URL(url).pathname)).toEqual(['/v2021-06-07/users/me'])
    await firstValueFrom(store.state$.pipe(filter((state) => state.authenticated)))
    expect(states).toHaveLength(1)
    subscription.unsubscribe()
  })

  it('in dual mode falls back to the session cookie when the stored token is dead', async () => {
    const dead = sessionToken(ada.id)
    lake.lake.kernel.tokens.revoke(dead.id)
    const cookie = sessionToken(ada.id).token
    // Node's fetch keeps no cookies: this one sends the browser's session cookie on credentialed calls.
    const withCookie: typeof fetch = (input, init = {}) => {
      const headers = new Headers(init.headers)
      if (init.credentials === 'include') headers.set('Cookie', `tessera_session=${cookie}`)
      return fetch(input, {...init, headers})
    }
    const storage = storedToken(dead.token)
    const state = await firstValueFrom(authStore({storage, loginMethod: 'dual', fetch: withCookie}).state$)
    expect(state).toMatchObject({authenticated: true, token: null, currentUser: {id: ada.id}})
    expect(storage.getItem(tokenStorageKey(PROJECT_ID))).toBeNull()
  })

  it('keeps tokens per project', async () => {
    const storage = storedToken(sessionToken(ada.id).token)
    expect(storage.getItem(tokenStorageKey('other-project'))).toBeNull()
    const other = createAuthStore({
      projectId: 'other-project',
      apiHost: lake.url,
      storage,
      loginMethod: 'token',
      broadcast: null,
      location: null,
    })
    stores.push(other)
    expect(other.getToken()).toBeNull()
  })

  it('asks nothing in token mode when there is no token', async () => {
    const proxy = await recordingProxy(lake.lake)
    try {
      expect((await firstValueFrom(authStore({apiHost: proxy.url}).state$)).authenticated).toBe(false)
      expect(proxy.requests).toEqual([])
      // Cookie and dual modes must ask: the session may be a cookie.
      expect(
        (await firstValueFrom(authStore({apiHost: proxy.url, loginMethod: 'dual'}).state$)).authenticated,
      ).toBe(false)
      expect(proxy.requests.map((request) => request.path)).toEqual(['/v2021-06-07/users/me'])
    } finally {
      await proxy.close()
    }
  })
})

describe('across tabs', () => {
  it('a sign-in and a sign-out in one tab reach the other', async () => {
    const storage = createMemoryStorage() // local storage is shared by the tabs of one origin
    const hash = await signInHash(authStore())
    const first = authStore({storage, location: testLocation(hash), broadcast: channel('tessera-auth')})
    const second = authStore({storage, broadcast: channel('tessera-auth')})
    const seen: boolean[] = []
    second.state$.subscribe((state) => seen.push(state.authenticated))
    await firstValueFrom(second.state$)
    expect(seen).toEqual([false])

    expect(await first.handleCallbackUrl()).toBe(true)
    const signedIn = await firstValueFrom(second.state$.pipe(filter((state) => state.authenticated)))
    expect(signedIn.currentUser?.id).toBe(ada.id)
    const token = signedIn.token

    await first.logout()
    await firstValueFrom(second.state$.pipe(filter((state) => !state.authenticated)))
    expect(seen).toEqual([false, true, false])
    expect(first.getToken()).toBeNull()
    // The lake ended the session too.
    const me = await fetch(`${lake.url}/v1/users/me`, {headers: {Authorization: `Bearer ${token}`}})
    expect(me.status).toBe(401)
  })
})

describe('network errors and CORS', () => {
  it('raises a CORS error carrying the project id when only the ping gets through', async () => {
    const token = sessionToken(ada.id).token
    const blocked = authStore({storage: storedToken(token), fetch: browserFetch('http://blocked.test')})
    const error = await firstValueFrom(blocked.state$).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CorsOriginError)
    expect(error).toMatchObject({projectId: PROJECT_ID})

    // Cookie sign-in (no preflight) is refused the same way.
    const dual = authStore({loginMethod: 'dual', fetch: browserFetch('http://blocked.test')})
    await expect(firstValueFrom(dual.state$)).rejects.toBeInstanceOf(CorsOriginError)

    // An origin on the lake's allow-list signs in.
    const allowed = authStore({storage: storedToken(token), fetch: browserFetch('http://allowed.test')})
    expect((await firstValueFrom(allowed.state$)).currentUser?.id).toBe(ada.id)
  })

  it("says 'Unknown network error attempting to reach {host}' for a failure without a message", async () => {
    const silent: typeof fetch = async () => {
      throw new TypeError('')
    }
    const store = authStore({loginMethod: 'dual', fetch: silent})
    await expect(firstValueFrom(store.state$)).rejects.toThrow(
      new Error(`Unknown network error attempting to reach ${new URL(lake.url).host}`),
    )
  })

  it('re-throws other network errors', async () => {
    const store = authStore({loginMethod: 'dual', apiHost: 'http://127.0.0.1:9'})
    await expect(firstValueFrom(store.state$)).rejects.toThrow('fetch failed')
  })
})
