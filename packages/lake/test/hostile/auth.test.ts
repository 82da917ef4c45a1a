import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest'
import {corsStoreOf} from '../../src/cors/origin-policy.js'
import {PASSWORD, addUser, pageError, postSignIn, sidOf} from '../helpers/sign-in.js'
import {PROJECT_ID, request, startLake, type TestLake} from '../helpers/start-lake.js'
import {cookieOf, expectResponsive, rawRequest} from './auth-support.js'

/**
 * Issue 12, items 5 and 8, sign-in: the one-time sid went to any origin the CORS list allowed (`*`
 * included: account takeover by link), anyone could lock any account out, the session cookie lacked
 * `Secure` behind a TLS proxy, the first of several session cookies won and a malformed one gave 500.
 */

const ADA = {email: 'ada@example.com', password: PASSWORD}
const STUDIO = 'https://studio.example'

let t: TestLake
beforeEach(async () => {
  t = await startLake({config: {projectId: PROJECT_ID}})
  await addUser(t.lake, {email: ADA.email, name: 'Ada', roles: ['administrator']})
  corsStoreOf(t.lake.kernel).add(STUDIO, {allowCredentials: true})
})
afterEach(async () => {
  vi.useRealTimers()
  await t.stop()
})

function signInLink(origin: string, extra: Record<string, string> = {}): string {
  return `${t.url}/v1/auth/login/tessera?${new URLSearchParams({origin, withSid: 'true', ...extra})}`
}

describe('where a sign-in may be sent', () => {
  test('a crafted link never hands the sid to an origin allowed by "*", a wildcard or without credentials', async () => {
    const cors = corsStoreOf(t.lake.kernel)
    cors.add('*', {allowCredentials: false})
    cors.add('https://*.preview.example', {allowCredentials: true})
    cors.add('https://viewer.example', {allowCredentials: false})
    for (const origin of [
      'https://attacker.example/callback',
      'https://pr-1.preview.example/',
      'https://viewer.example/studio',
    ]) {
      const page = await fetch(signInLink(origin))
      expect(page.status).toBe(400)
      expect(pageError(await page.text())).toBe(
        `This lake does not send sign-ins back to ${new URL(origin).origin}`,
      )
      // The victim types their password anyway (the form posts to the same link).
      const post = await postSignIn(t.url, ADA, {origin, withSid: 'true'})
      expect(post.status).toBe(400)
      expect(post.location).toBeNull()
      expect(post.cookie).toBeNull()
    }
    await expectResponsive(t.url)
  })

  test('held up, and still does: an exact entry with credentials gets the sid; look-alikes do not', async () => {
    const signedIn = await postSignIn(t.url, ADA, {origin: `${STUDIO}/desk`, withSid: 'true'})
    expect(signedIn.status).toBe(303)
    const sid = sidOf(signedIn.location)
    expect((await request(t.url, `/v1/auth/fetch?sid=${sid}`, {token: null})).status).toBe(200)
    for (const origin of [
      'https://studio.example.attacker.example',
      'http://studio.example',
      'https://studio.example:8443',
      'https://user@studio.example',
      'javascript:alert(1)//studio.example',
    ]) {
      const post = await postSignIn(t.url, ADA, {origin, withSid: 'true'})
      expect(post.status).toBe(400)
      expect(post.location).toBeNull()
    }
    await expectResponsive(t.url)
  })

  test('development origins: loopback on any port for a lake reached locally, never from a public name', async () => {
    for (const origin of ['http://localhost:5173/', 'http://127.0.0.1:9999/studio', 'http://[::1]:3333/']) {
      const post = await postSignIn(t.url, ADA, {origin, withSid: 'true'})
      expect(post.status).toBe(303)
      expect(post.location!.startsWith(origin)).toBe(true)
    }
    // The same lake reached by its public name (outside dev mode) sends nothing to loopback addresses.
    t.lake.kernel.config.publicUrl = 'https://lake.example.com'
    const body = new URLSearchParams(ADA).toString()
    const path = `/v1/auth/login/tessera?${new URLSearchParams({origin: 'http://localhost:5173/', withSid: 'true'})}`
    const headers = {host: 'lake.example.com', 'content-type': 'application/x-www-form-urlencoded'}
    const remote = await rawRequest(t.url, path, {method: 'POST', headers, body})
    expect(remote.status).toBe(400)
    expect(remote.headers.location).toBeUndefined()
    await expectResponsive(t.url)
  })
})

describe('sign-in throttling', () => {
  test('an attacker failing on an account from one address does not lock its owner out elsewhere', async () => {
    t.lake.kernel.config.trustedProxies = ['127.0.0.1']
    const attacker = {'x-forwarded-for': '203.0.113.66'}
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await postSignIn(t.url, {...ADA, password: `guess ${i}`}, {}, attacker)).status)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
    const owner = await postSignIn(t.url, ADA, {}, {'x-forwarded-for': '198.51.100.7'})
    expect(owner.status).toBe(200)
    await expectResponsive(t.url)
  })

  test('held up, and still does: forwarding headers from an untrusted peer are ignored', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const spoofed = {'x-forwarded-for': `198.51.100.${i}`}
      statuses.push((await postSignIn(t.url, {...ADA, password: `guess ${i}`}, {}, spoofed)).status)
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2)
    await expectResponsive(t.url)
  })

  test('behind a trusted proxy the client is the nearest untrusted X-Forwarded-For entry', async () => {
    t.lake.kernel.config.trustedProxies = ['127.0.0.1', '10.0.0.0/8']
    // The client prepends a made-up address; the proxies append the real one (and their own).
    const via = (client: string, i: number) => ({'x-forwarded-for': `192.0.2.${i}, ${client}, 10.1.2.3`})
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await postSignIn(t.url, {...ADA, password: `guess ${i}`}, {}, via('203.0.113.66', i))).status,
      )
    }
    expect(statuses.slice(5)).toEqual([429, 429])
    // Another client behind the same proxies is not delayed.
    expect((await postSignIn(t.url, ADA, {}, via('198.51.100.7', 99))).status).toBe(200)
    await expectResponsive(t.url)
  })
})

describe('the session cookie', () => {
  test('over https (a trusted proxy says so) it is SameSite=None; Secure with a __Host- name, and sign-in URLs are https', async () => {
    const providers = async (headers: Record<string, string>) =>
      (
        (await request(t.url, '/v1/auth/providers', {token: null, headers})).body as {
          providers: {url: string}[]
        }
      ).providers[0].url
    // Not believed from an untrusted peer.
    expect(await providers({'x-forwarded-proto': 'https'})).toMatch(/^http:\/\//)
    t.lake.kernel.config.trustedProxies = ['127.0.0.1']
    const https = {'x-forwarded-proto': 'https'}
    expect(await providers(https)).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/v1\/auth\/login\/tessera$/)
    const cookie = await cookieOf(t.lake, t.url, ADA.email, [], https)
    const signIn = await postSignIn(t.url, ADA, {type: 'cookie'}, https)
    const line = signIn.setCookie.find((value) => value.startsWith('__Host-tessera_session='))!
    expect(line).toMatch(/; Secure$/)
    // A studio on another site sends it with its API calls.
    expect(line).toContain('SameSite=None')
    expect(line).toContain('Path=/')
    expect(line).not.toContain('Domain')
    expect(cookie.startsWith('__Host-tessera_session=')).toBe(true)
    const me = await request(t.url, '/v1/users/me', {token: null, headers: {...https, cookie}})
    expect(me.status).toBe(200)
    // A plain-named cookie (planted over http, or by a sibling subdomain) does not count over https.
    const planted = cookie.replace('__Host-', '')
    const refused = await request(t.url, '/v1/users/me', {token: null, headers: {...https, cookie: planted}})
    expect(refused.status).toBe(401)
    await expectResponsive(t.url)
  })

  test('an https publicUrl makes it Secure too; X-Forwarded-Proto from an untrusted peer does not', async () => {
    const untrusted = await postSignIn(t.url, ADA, {type: 'cookie'}, {'x-forwarded-proto': 'https'})
    expect(untrusted.setCookie.join('\n')).not.toContain('Secure')
    // Browsers refuse SameSite=None without Secure: over http it stays Lax.
    expect(untrusted.setCookie.join('\n')).toContain('SameSite=Lax')
    expect(untrusted.cookie).toMatch(/^tessera_session=/)

    t.lake.kernel.config.publicUrl = 'https://lake.example.com'
    const body = new URLSearchParams(ADA).toString()
    const response = await rawRequest(t.url, '/v1/auth/login/tessera?type=cookie', {
      method: 'POST',
      headers: {host: 'lake.example.com', 'content-type': 'application/x-www-form-urlencoded'},
      body,
    })
    expect(response.status).toBe(200)
    expect(String(response.headers['set-cookie'])).toMatch(/^__Host-tessera_session=tk[^;]+;.*; Secure$/)
    await expectResponsive(t.url)
  })

  test('several session cookies are invalid credentials, whichever comes first', async () => {
    const ada = await cookieOf(t.lake, t.url, ADA.email)
    const mallory = await cookieOf(t.lake, t.url, 'mallory@example.com', ['viewer'])
    for (const cookie of [`${mallory}; ${ada}`, `${ada}; ${mallory}`, `${ada}; theme=dark; ${ada}`]) {
      const me = await request(t.url, '/v1/users/me', {token: null, headers: {cookie}})
      expect(me.status).toBe(401)
      expect((me.body as {message: string}).message).toContain('Several tessera_session cookies')
    }
    // Cookies sent as separate header lines are joined by Node: the same refusal.
    const split = await rawRequest(t.url, '/v1/users/me', {headers: {cookie: [mallory, ada]}})
    expect(split.status).toBe(401)
    await expectResponsive(t.url)
  })

  test('a malformed session cookie is a 401, never a 500', async () => {
    const values = ['%E0%A4%A', '%', 'tk abc', 'tk"quoted"', 'x'.repeat(5000), '\u00e9\u00e9', '']
    for (const value of values) {
      const response = await rawRequest(t.url, '/v1/users/me', {
        headers: {cookie: `tessera_session=${value}`},
      })
      expect(response.status, `cookie value ${JSON.stringify(value.slice(0, 20))}`).toBe(401)
      expect(JSON.parse(response.text)).toMatchObject({statusCode: 401})
      // The sign-in page does not read credentials: a broken cookie never blocks signing in again.
      const page = await rawRequest(t.url, '/v1/auth/login/tessera', {
        headers: {cookie: `tessera_session=${value}`},
      })
      expect(page.status).toBe(200)
    }
    await expectResponsive(t.url)
  })
})

describe('bounded session rows', () => {
  test('signing in again and again keeps at most maxSessionsPerUser sessions; expired ones go', async () => {
    const small = await startLake({limits: {maxSessionsPerUser: 3}})
    try {
      const user = await addUser(small.lake, {email: ADA.email})
      const expired = small.lake.kernel.tokens.createSessionToken(
        user.id,
        new Date(Date.now() - 1000).toISOString(),
      )
      const cookies: string[] = []
      for (let i = 0; i < 6; i++) cookies.push(await cookieOf(small.lake, small.url, ADA.email))
      const sessions = small.lake.kernel.tokens.list().filter((token) => token.kind === 'session')
      expect(sessions).toHaveLength(3)
      expect(sessions.some((token) => token.id === expired.id)).toBe(false)
      const me = (cookie: string) => request(small.url, '/v1/users/me', {token: null, headers: {cookie}})
      expect((await me(cookies[0])).status).toBe(401)
      expect((await me(cookies[5])).status).toBe(200)
      await expectResponsive(small.url)
    } finally {
      await small.stop()
    }
  })

  test('unexchanged sids are bounded per user', async () => {
    for (let i = 0; i < 15; i++) await postSignIn(t.url, ADA, {origin: STUDIO, withSid: 'true'})
    const row = t.lake.kernel.sql.prepare('SELECT COUNT(*) AS n FROM auth_sids').get() as {n: number}
    expect(row.n).toBeLessThanOrEqual(10)
    await expectResponsive(t.url)
  })
})
