import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {SESSION_COOKIE} from '../src/auth/resolve-identity.js'
import {csrfToken} from '../src/manage/manage-context.js'
import {startTestLake, TEST_PROJECT_ID, type TestLake} from '../src/testing/index.js'

let lake: TestLake
let admin: {token: string; email: string}
let editor: {token: string}

beforeAll(async () => {
  lake = await startTestLake()
  admin = await lake.user('Ada Admin', ['administrator'])
  editor = await lake.user('Eddie Editor', ['editor'])
})
afterAll(() => lake?.stop())

const page = (path: string) => `${lake.url}/manage/project/${TEST_PROJECT_ID}${path}`

function get(path: string, token?: string) {
  return fetch(page(path), {redirect: 'manual', headers: token ? {Cookie: `${SESSION_COOKIE}=${token}`} : {}})
}

/** The CSRF token the page's forms carry for this session. */
async function formToken(path: string, token: string): Promise<string> {
  const html = await (await get(path, token)).text()
  const match = /name="csrf" value="([0-9a-f]+)"/.exec(html)
  if (!match) throw new Error('no csrf field on the page')
  return match[1]
}

async function post(path: string, token: string, fields: Record<string, string>) {
  return fetch(page(path), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Cookie: `${SESSION_COOKIE}=${token}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: lake.url,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('project management pages', () => {
  it('sends anonymous visitors to the sign-in page, returning to the page', async () => {
    const response = await get('/members')
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(location.pathname).toBe('/v1/auth/login/tessera')
    expect(location.searchParams.get('origin')).toBe(page('/members'))
  })

  it('refuses members without the administrator role, and unknown projects', async () => {
    const forbidden = await get('/api', editor.token)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.text()).toContain('needs the administrator role')
    const missing = await fetch(`${lake.url}/manage/project/elsewhere`, {
      headers: {Cookie: `${SESSION_COOKIE}=${admin.token}`},
    })
    expect(missing.status).toBe(404)
  })

  it('lists members; an added member can sign in, their role can change', async () => {
    const listing = await (await get('/members', admin.token)).text()
    expect(listing).toContain(admin.email)
    const csrf = await formToken('/members', admin.token)
    const added = await post('/members', admin.token, {
      csrf,
      action: 'add',
      name: '<script>alert(1)</script>',
      email: 'new.member@example.com',
      role: 'viewer',
      password: 'a-long-password',
    })
    const html = await added.text()
    expect(added.status).toBe(200)
    expect(html).toContain('new.member@example.com was added')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&#60;script&#62;')
    const member = lake.lake.kernel.users.getByEmail('new.member@example.com')!
    expect(
      await lake.lake.kernel.users.verifyPassword('new.member@example.com', 'a-long-password'),
    ).toBeTruthy()
    await post('/members', admin.token, {csrf, action: 'role', id: member.id, role: ''})
    expect(lake.lake.kernel.users.get(member.id)?.roles).toEqual([])
  })

  it('refuses forms without the session CSRF token', async () => {
    const response = await post('/members', admin.token, {csrf: 'nope', action: 'remove', id: 'x'})
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('This form has expired or came from another site')
  })

  it("pre-fills the studio's origin from the CORS dialog link; once added, credentialed calls pass", async () => {
    const origin = 'http://studio.example.test:4444'
    const form = await (
      await get(`/api?cors=add&origin=${encodeURIComponent(origin)}&credentials=`, admin.token)
    ).text()
    expect(form).toContain(`value="${origin}"`)
    expect(form).toContain('checked')
    expect(form).toContain('asked to be allowed')
    const before = await fetch(`${lake.url}/v1/users/me`, {headers: {Origin: origin}})
    expect(before.headers.get('access-control-allow-origin')).toBeNull()
    const csrf = await formToken('/api', admin.token)
    const added = await post('/api', admin.token, {csrf, action: 'cors-add', origin, credentials: '1'})
    expect(await added.text()).toContain('You can go back to the studio now')
    const after = await fetch(`${lake.url}/v1/users/me`, {headers: {Origin: origin}})
    expect(after.headers.get('access-control-allow-origin')).toBe(origin)
    expect(after.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('derives the CSRF token from the session, so another session cannot reuse it', () => {
    const tokenFor = (credential: string) =>
      csrfToken({req: {headers: {cookie: `${SESSION_COOKIE}=${credential}`}}} as never)
    expect(tokenFor('a')).not.toBe(tokenFor('b'))
  })
})
