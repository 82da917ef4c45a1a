import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {expectErrorBody} from './helpers/client-error.js'
import {PASSWORD, addUser, getWithHost, pageError, postSignIn, sidOf} from './helpers/sign-in.js'
import {corsStoreOf} from '../src/cors/origin-policy.js'
import {PROJECT_ID, lakeClient, request, startLake, type TestLake} from './helpers/start-lake.js'

const ORIGIN = 'http://studio.test:3333/studio'

let t: TestLake
beforeEach(async () => {
  t = await startLake({config: {projectId: PROJECT_ID}})
  // The studio's origin must be on the project's CORS allow-list for sign-ins to be sent back to it.
  corsStoreOf(t.lake.kernel).add(new URL(ORIGIN).origin, {allowCredentials: true})
  await addUser(t.lake, {email: 'ada@example.com', name: 'Ada Lovelace', roles: ['editor']})
})
afterEach(async () => {
  vi.useRealTimers()
  await t.stop()
})

async function me(token: string | null, headers: Record<string, string> = {}) {
  return request(t.url, '/v2021-06-07/users/me', {token, headers})
}

describe('GET /auth/providers', () => {
  it("lists the lake's own sign-in page, addressed by the Host the caller used", async () => {
    const response = await request(t.url, '/v2021-06-07/auth/providers', {token: null})
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      thirdPartyLogin: false,
      sso: {},
      providers: [{name: 'tessera', title: 'Tessera', url: `${t.url}/v1/auth/login/tessera`}],
    })
    t.lake.kernel.config.allowedHosts = ['lake.example.com']
    const viaProxy = await getWithHost(t.url, '/v1/auth/providers', 'lake.example.com:8443')
    expect(viaProxy.body).toMatchObject({
      providers: [{url: 'http://lake.example.com:8443/v1/auth/login/tessera'}],
    })
    // Hosts the lake does not serve, malformed ones included, never reach a handler.
    const malformed = await getWithHost(t.url, '/v1/auth/providers', 'evil.example"><script>')
    expect(malformed.status).toBe(421)
  })

  it('adds the configured providers, and ignores a stale token so signing in stays possible', async () => {
    const other = await startLake({
      config: {
        authProviders: [{name: 'saml-corp', title: 'Corporate SSO', url: 'https://sso.example/login'}],
      },
    })
    try {
      const response = await request(other.url, '/v1/auth/providers', {token: 'tk-forged'})
      expect(response.status).toBe(200)
      expect((response.body as {providers: {name: string}[]}).providers.map((p) => p.name)).toEqual([
        'tessera',
        'saml-corp',
      ])
    } finally {
      await other.stop()
    }
  })
})

describe('the sign-in page', () => {
  it('serves an HTML form that keeps the query in its target', async () => {
    const query = `origin=${encodeURIComponent(ORIGIN)}&projectId=${PROJECT_ID}&withSid=true`
    const response = await fetch(`${t.url}/v1/auth/login/tessera?${query}`, {
      headers: {cookie: 'tessera_session=stale'},
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await response.text()
    expect(html).toContain('<label for="email">Email</label>')
    expect(html).toContain('<label for="password">Password</label>')
    expect(html).toContain(`action="/v1/auth/login/tessera?${query.replaceAll('&', '&#38;')}"`)
  })

  it('refuses to send a sign-in to an origin that is not on the CORS allow-list', async () => {
    const origin = 'https://phishing.example/studio'
    const page = await fetch(`${t.url}/v1/auth/login/tessera?origin=${encodeURIComponent(origin)}`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('This lake does not send sign-ins back to https://phishing.example')
    const post = await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD}, {origin})
    expect(post.location).toBeNull()
    expect(post.cookie).toBeNull()
  })

  it('refuses origins that are not http(s) URLs', async () => {
    for (const origin of ['javascript:alert(1)', 'ftp://files.example', 'not a url']) {
      const response = await fetch(`${t.url}/v1/auth/login/tessera?origin=${encodeURIComponent(origin)}`)
      expect(response.status).toBe(400)
      expect(pageError(await response.text())).toBeTruthy()
      const post = await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD}, {origin})
      expect(post.status).toBe(400)
      expect(post.cookie).toBeNull()
    }
  })

  it('token mode redirects to the origin with a one-time sid that /auth/fetch trades for a token', async () => {
    const signIn = await postSignIn(
      t.url,
      {email: 'ada@example.com', password: PASSWORD},
      {origin: ORIGIN, projectId: PROJECT_ID, withSid: 'true'},
    )
    expect(signIn.status).toBe(303)
    expect(signIn.cookie).toBeNull()
    expect(signIn.location!.startsWith(`${ORIGIN}#sid=`)).toBe(true)
    const sid = sidOf(signIn.location)
    expect(sid.length).toBeGreaterThanOrEqual(20)

    const exchange = await request(t.url, `/v2021-06-07/auth/fetch?sid=${sid}`, {token: null})
    expect(exchange.status).toBe(200)
    const {token} = exchange.body as {token: string}
    expect(token).toEqual(expect.any(String))

    const client = lakeClient(t.url, {token, apiVersion: '2021-06-07'})
    const user = await client.users.getById('me')
    expect(user).toMatchObject({
      id: expect.stringMatching(/^u/),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      provider: 'tessera',
      roles: [{name: 'editor', title: 'Editor'}],
    })

    const again = await request(t.url, `/v2021-06-07/auth/fetch?sid=${sid}`, {token: null})
    expect(again.status).toBe(401)
    expectErrorBody(again.body, 401)
  })

  it("another caller cannot reuse someone's sid once it has been exchanged", async () => {
    await addUser(t.lake, {email: 'mallory@example.com'})
    const ada = sidOf(
      (
        await postSignIn(
          t.url,
          {email: 'ada@example.com', password: PASSWORD},
          {origin: ORIGIN, type: 'token'},
        )
      ).location,
    )
    const mallory = sidOf(
      (
        await postSignIn(
          t.url,
          {email: 'mallory@example.com', password: PASSWORD},
          {origin: ORIGIN, type: 'token'},
        )
      ).location,
    )
    const malloryToken = (
      (await request(t.url, `/v1/auth/fetch?sid=${mallory}`, {token: null})).body as {token: string}
    ).token
    const adaToken = (
      (await request(t.url, `/v1/auth/fetch?sid=${ada}`, {token: null})).body as {token: string}
    ).token
    // Mallory tries Ada's sid (seen in a log, say), with and without her own credentials.
    expect((await request(t.url, `/v1/auth/fetch?sid=${ada}`, {token: malloryToken})).status).toBe(401)
    expect((await request(t.url, `/v1/auth/fetch?sid=${ada}`, {token: null})).status).toBe(401)
    expect((await request(t.url, `/v1/auth/fetch?sid=${ada.slice(0, -1)}x`, {token: null})).status).toBe(401)
    expect(((await me(adaToken)).body as {email: string}).email).toBe('ada@example.com')
    expect(((await me(malloryToken)).body as {email: string}).email).toBe('mallory@example.com')
  })

  it('a sid expires after two minutes', async () => {
    const sid = sidOf(
      (
        await postSignIn(
          t.url,
          {email: 'ada@example.com', password: PASSWORD},
          {origin: ORIGIN, withSid: 'true'},
        )
      ).location,
    )
    vi.useFakeTimers({toFake: ['Date']})
    vi.setSystemTime(Date.now() + 2 * 60 * 1000 + 1000)
    const response = await request(t.url, `/v1/auth/fetch?sid=${sid}`, {token: null})
    expect(response.status).toBe(401)
    expect(expectErrorBody(response.body, 401).message).toMatch(/sid/)
    expect((await request(t.url, '/v1/auth/fetch', {token: null})).status).toBe(400)
  })

  it('cookie mode sets an HttpOnly SameSite session cookie and redirects without a sid', async () => {
    const signIn = await postSignIn(
      t.url,
      {email: 'ada@example.com', password: PASSWORD},
      {origin: ORIGIN, type: 'cookie'},
    )
    expect(signIn.status).toBe(303)
    expect(signIn.location).toBe(ORIGIN)
    expect(signIn.cookie).toMatch(/^tessera_session=tk/)
    const line = signIn.setCookie.find((cookie) => cookie.startsWith('tessera_session='))!
    expect(line).toContain('HttpOnly')
    expect(line).toContain('SameSite=Lax')
    expect(line).toContain('Path=/')
    expect(line).toContain(`Max-Age=${30 * 24 * 60 * 60}`)
    expect(line).not.toContain('Secure') // plain http here

    const response = await me(null, {cookie: signIn.cookie!})
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({email: 'ada@example.com', role: 'editor'})
  })

  it('dual mode (the default) does both; without an origin the page says who signed in', async () => {
    const dual = await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD}, {origin: ORIGIN})
    expect(dual.status).toBe(303)
    expect(dual.cookie).toMatch(/^tessera_session=/)
    expect((await request(t.url, `/v1/auth/fetch?sid=${sidOf(dual.location)}`, {token: null})).status).toBe(
      200,
    )

    const direct = await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD})
    expect(direct.status).toBe(200)
    expect(direct.text).toContain('You are signed in as Ada Lovelace')
    expect((await me(null, {cookie: direct.cookie!})).status).toBe(200)
  })

  it('refuses a form posted from another site (login CSRF)', async () => {
    const response = await postSignIn(
      t.url,
      {email: 'ada@example.com', password: PASSWORD},
      {origin: ORIGIN},
      {origin: 'https://evil.example'},
    )
    expect(response.status).toBe(403)
    expect(response.cookie).toBeNull()
    expect(response.location).toBeNull()
  })

  it('answers a wrong password and an unknown email the same way', async () => {
    const timed = async (email: string) => {
      const started = performance.now()
      const response = await postSignIn(t.url, {email, password: 'wrong password!'}, {origin: ORIGIN})
      return {response, ms: performance.now() - started}
    }
    const wrong = [await timed('ada@example.com'), await timed('ada@example.com')]
    const unknown = [await timed('nobody@example.com'), await timed('nobody@example.com')]
    for (const {response} of [...wrong, ...unknown]) {
      expect(response.status).toBe(401)
      expect(pageError(response.text)).toBe('Invalid email or password')
      expect(response.cookie).toBeNull()
      expect(response.location).toBeNull()
    }
    // Both run scrypt: an unknown email is not answered noticeably faster.
    const fastest = (runs: {ms: number}[]) => Math.min(...runs.map((run) => run.ms))
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) / 4)
  })
})

describe('rate limiting', () => {
  /** Sign-in attempts as if from `address`, through a proxy the lake trusts. */
  const from = (address: string) => ({'x-forwarded-for': address})
  const later = (seconds: number) => {
    vi.useFakeTimers({toFake: ['Date']})
    vi.setSystemTime(Date.now() + seconds * 1000)
  }

  it('after 5 failures for one account from one address, each attempt waits, twice as long each time', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await postSignIn(t.url, {email: 'ADA@example.com', password: `guess ${i}`})).status).toBe(401)
    }
    const blocked = await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD}, {origin: ORIGIN})
    expect(blocked.status).toBe(429)
    expect(blocked.cookie).toBeNull()
    expect(blocked.location).toBeNull()
    expect(blocked.headers.get('retry-after')).toBe('1')
    expect(pageError(blocked.text)).toBe('Too many failed sign-in attempts. Try again in 1 second.')

    later(1.1)
    expect((await postSignIn(t.url, {email: 'ada@example.com', password: 'guess 5'})).status).toBe(401)
    const second = await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD})
    expect(second.headers.get('retry-after')).toBe('2')
    later(2.1)
    expect((await postSignIn(t.url, {email: 'ada@example.com', password: 'guess 6'})).status).toBe(401)
    expect(
      (await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD})).headers.get('retry-after'),
    ).toBe('4')
    // Once the wait is over the right password works.
    later(4.1)
    const signedIn = await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD}, {origin: ORIGIN})
    expect(signedIn.status).toBe(303)
  })

  it('the wait grows to at most 15 minutes', async () => {
    vi.useFakeTimers({toFake: ['Date']})
    for (let i = 0; i < 16; i++) {
      // Each guess as soon as its wait is over: 1 s after the fifth failure, then 2 s, 4 s, ...
      if (i >= 5) vi.setSystemTime(Date.now() + Math.min(2 ** (i - 5), 900) * 1000 + 100)
      expect((await postSignIn(t.url, {email: 'ada@example.com', password: `guess ${i}`})).status).toBe(401)
    }
    const blocked = await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD})
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60)
    expect(pageError(blocked.text)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.')
  })

  it("someone failing at another address does not delay the account's owner", async () => {
    t.lake.kernel.config.trustedProxies = ['127.0.0.1']
    for (let i = 0; i < 8; i++) {
      await postSignIn(t.url, {email: 'ada@example.com', password: `guess ${i}`}, {}, from('203.0.113.9'))
    }
    const attacker = await postSignIn(
      t.url,
      {email: 'ada@example.com', password: PASSWORD},
      {},
      from('203.0.113.9'),
    )
    expect(attacker.status).toBe(429)
    const owner = await postSignIn(
      t.url,
      {email: 'ada@example.com', password: PASSWORD},
      {},
      from('198.51.100.4'),
    )
    expect(owner.status).toBe(200)
  })

  it('also delays one address trying many accounts', async () => {
    const strict = await startLake({limits: {signInFreeFailuresPerAddress: 3}})
    try {
      await addUser(strict.lake, {email: 'ada@example.com'})
      for (let i = 0; i < 3; i++) {
        const guess = await postSignIn(strict.url, {email: `guess${i}@example.com`, password: 'whatever1'})
        expect(guess.status).toBe(401)
      }
      const blocked = await postSignIn(strict.url, {email: 'ada@example.com', password: PASSWORD})
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await strict.stop()
    }
  })

  it('counts parallel guesses before their passwords are checked', async () => {
    const attempts = await Promise.all(
      Array.from({length: 12}, (_, i) =>
        postSignIn(t.url, {email: 'ada@example.com', password: `parallel ${i}`}),
      ),
    )
    const statuses = attempts.map((attempt) => attempt.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(7)
  })

  it('a successful sign-in clears the failures of that account at that address', async () => {
    for (let i = 0; i < 4; i++) await postSignIn(t.url, {email: 'ada@example.com', password: `guess ${i}`})
    expect((await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD})).status).toBe(200)
    for (let i = 0; i < 5; i++) {
      expect((await postSignIn(t.url, {email: 'ada@example.com', password: `again ${i}`})).status).toBe(401)
    }
    expect((await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD})).status).toBe(429)
  })
})

describe('tokens and sessions', () => {
  async function sessionToken(): Promise<string> {
    const signIn = await postSignIn(
      t.url,
      {email: 'ada@example.com', password: PASSWORD},
      {origin: ORIGIN, type: 'token'},
    )
    return (
      (await request(t.url, `/v1/auth/fetch?sid=${sidOf(signIn.location)}`, {token: null})).body as {
        token: string
      }
    ).token
  }

  it('refuses forged, expired and revoked tokens with 401', async () => {
    const forged = await me('tk' + 'A'.repeat(43))
    expect(forged.status).toBe(401)
    expectErrorBody(forged.body, 401)
    expect((await me('not even a token')).status).toBe(401)
    expect((await me(null)).status).toBe(401)

    const expired = t.lake.kernel.tokens.createRobotToken({
      roles: ['editor'],
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    })
    expect((await me(expired.token)).status).toBe(401)

    const robot = t.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label: 'CI'})
    expect((await me(robot.token)).status).toBe(200)
    t.lake.kernel.tokens.revoke(robot.id)
    expect((await me(robot.token)).status).toBe(401)
  })

  it('a session lasts the configured lifetime', async () => {
    const token = await sessionToken()
    expect((await me(token)).status).toBe(200)
    vi.useFakeTimers({toFake: ['Date']})
    vi.setSystemTime(Date.now() + 30 * 24 * 60 * 60 * 1000 + 1000)
    expect((await me(token)).status).toBe(401)
  })

  it('logout revokes the calling session token and clears the cookie', async () => {
    const token = await sessionToken()
    const other = await sessionToken()
    const response = await request(t.url, '/v2021-06-07/auth/logout', {method: 'POST', token})
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/^tessera_session=; .*Max-Age=0/)
    expect((await me(token)).status).toBe(401)
    expect((await me(other)).status).toBe(200)

    const cookie = (await postSignIn(t.url, {email: 'ada@example.com', password: PASSWORD}, {type: 'cookie'}))
      .cookie!
    expect(
      (await request(t.url, '/v1/auth/logout', {method: 'POST', token: null, headers: {cookie}})).status,
    ).toBe(200)
    expect((await me(null, {cookie})).status).toBe(401)
    // Logging out again with the dead cookie is not an error.
    expect(
      (await request(t.url, '/v1/auth/logout', {method: 'POST', token: null, headers: {cookie}})).status,
    ).toBe(200)
  })

  it('logout leaves robot tokens alone', async () => {
    const robot = t.lake.kernel.tokens.createRobotToken({roles: ['editor'], label: 'CI'})
    expect((await request(t.url, '/v1/auth/logout', {method: 'POST', token: robot.token})).status).toBe(200)
    expect((await me(robot.token)).status).toBe(200)
  })

  it('removing a user ends their sessions and voids their pending sids', async () => {
    const token = await sessionToken()
    const signIn = await postSignIn(
      t.url,
      {email: 'ada@example.com', password: PASSWORD},
      {origin: ORIGIN, type: 'token'},
    )
    const user = t.lake.kernel.users.getByEmail('ada@example.com')!
    t.lake.kernel.users.remove(user.id)
    expect((await me(token)).status).toBe(401)
    expect((await request(t.url, `/v1/auth/fetch?sid=${sidOf(signIn.location)}`, {token: null})).status).toBe(
      401,
    )
  })
})

describe('GET /ping and /features', () => {
  it('ping answers without credentials, even with a stale one', async () => {
    expect(await request(t.url, '/v2021-06-07/ping', {token: null})).toMatchObject({
      status: 200,
      body: 'PONG',
    })
    expect(await request(t.url, '/v1/ping', {token: 'tk-stale'})).toMatchObject({status: 200, body: 'PONG'})
  })

  it('features come from the config (empty by default)', async () => {
    expect(await lakeClient(t.url, {apiVersion: '2021-06-07'}).request({uri: '/features'})).toEqual([])
    const other = await startLake({config: {features: ['privateDataset']}})
    try {
      expect((await request(other.url, '/v1/features')).body).toEqual(['privateDataset'])
    } finally {
      await other.stop()
    }
  })
})
