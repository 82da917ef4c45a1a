import {mkdirSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {fileURLToPath} from 'node:url'
import {chromium, type Browser, type Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {PASSWORD, addUser} from './helpers/sign-in.js'
import {PROJECT_ID, startLake, type TestLake} from './helpers/start-lake.js'

const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url))

/**
 * A stand-in for the studio on its own origin: it offers the lake's provider as a link, and after the
 * redirect back it either trades `#sid=` for a token (token mode) or calls the lake with the browser's
 * cookie (cookie mode), then shows who `/users/me` says is signed in.
 */
function originPage(lakeUrl: string): string {
  return `<!doctype html><meta charset="utf-8"><title>Studio stand-in</title>
<a id="sign-in" href="#">Sign in</a> <pre id="result">working</pre>
<script type="module">
const lake = ${JSON.stringify(lakeUrl)}
const result = document.getElementById('result')
const params = new URLSearchParams(location.search)
const show = (value) => { result.textContent = JSON.stringify(value) }
try {
  const {providers} = await (await fetch(lake + '/v2021-06-07/auth/providers')).json()
  const login = new URL(providers[0].url)
  login.searchParams.set('origin', location.origin + location.pathname + location.search)
  login.searchParams.set('projectId', ${JSON.stringify(PROJECT_ID)})
  if (params.get('mode') === 'cookie') login.searchParams.set('type', 'cookie')
  else login.searchParams.set('withSid', 'true')
  document.getElementById('sign-in').href = login.href

  const sid = new URLSearchParams(location.hash.slice(1)).get('sid')
  if (sid) {
    history.replaceState(null, '', location.pathname + location.search)
    const fetched = await fetch(lake + '/v2021-06-07/auth/fetch?sid=' + encodeURIComponent(sid))
    const {token} = await fetched.json()
    const me = await fetch(lake + '/v2021-06-07/users/me', {headers: {authorization: 'Bearer ' + token}})
    show({mode: 'token', status: me.status, user: await me.json(), hash: location.hash})
  } else if (params.get('mode') === 'cookie') {
    const me = await fetch(lake + '/v2021-06-07/users/me', {credentials: 'include'})
    show({mode: 'cookie', status: me.status, user: await me.json(), visibleCookies: document.cookie})
  } else {
    show({mode: 'none'})
  }
} catch (error) {
  show({error: String(error)})
}
</script>`
}

let t: TestLake
let origin: Server
let originUrl: string
let browser: Browser

beforeAll(async () => {
  mkdirSync(ARTIFACTS, {recursive: true})
  let lakeUrl = ''
  origin = createServer((req, res) => {
    if (!req.url?.startsWith('/studio')) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, {'content-type': 'text/html; charset=utf-8'}).end(originPage(lakeUrl))
  })
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`
  // The stand-in studio's origin is allowed with credentials, as the dev studio's is in dev mode.
  t = await startLake({
    config: {projectId: PROJECT_ID, projectName: 'Tessera', dev: true, devOrigins: [originUrl]},
  })
  lakeUrl = t.url
  await addUser(t.lake, {email: 'ada@example.com', name: 'Ada Lovelace', roles: ['editor']})
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await t?.stop()
  await new Promise<void>((resolve) => origin?.close(() => resolve()))
})

async function openSignIn(page: Page, mode: 'token' | 'cookie'): Promise<void> {
  await page.goto(`${originUrl}/studio${mode === 'cookie' ? '?mode=cookie' : ''}`)
  await page.waitForFunction("document.getElementById('result')?.textContent !== 'working'")
  await page.click('#sign-in')
  await page.waitForURL((url) => url.pathname === '/v1/auth/login/tessera')
}

// Page-side code is given as strings: this package compiles without the DOM library.
function computedStyle(page: Page, selector: string, property: string): Promise<string> {
  return page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`)
}

async function result(page: Page): Promise<Record<string, unknown>> {
  await page.waitForURL((url) => url.href.startsWith(`${originUrl}/studio`))
  await page.waitForFunction("document.getElementById('result')?.textContent !== 'working'")
  return JSON.parse((await page.textContent('#result')) ?? 'null') as Record<string, unknown>
}

describe('signing in with real Chromium', () => {
  it('token mode: the page redirects with #sid=, the origin trades it for a token and calls /users/me', async () => {
    const page = await browser.newPage({viewport: {width: 900, height: 640}})
    await openSignIn(page, 'token')
    expect(await page.title()).toBe('Sign in · Tessera')
    // The email field has focus on arrival, with a visible focus ring.
    expect(await page.evaluate('document.activeElement?.id')).toBe('email')
    expect(await computedStyle(page, '#email', 'outlineStyle')).toBe('solid')
    // People can see where the sign-in goes back to.
    expect(await page.textContent('.return')).toBe(`You will return to ${new URL(originUrl).host}`)
    await page.screenshot({path: `${ARTIFACTS}sign-in.png`})

    await page.getByLabel('Email').fill('ada@example.com')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', {name: 'Sign in'}).click()
    const outcome = await result(page)
    expect(outcome).toMatchObject({
      mode: 'token',
      status: 200,
      user: {name: 'Ada Lovelace', email: 'ada@example.com', roles: [{name: 'editor', title: 'Editor'}]},
      hash: '',
    })
    await page.close()
  })

  it('a wrong password shows the error on the page, in red, and keeps the email', async () => {
    const page = await browser.newPage({viewport: {width: 900, height: 640}})
    await openSignIn(page, 'token')
    await page.getByLabel('Email').fill('ada@example.com')
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', {name: 'Sign in'}).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect((await alert.textContent())?.replace(/^!/, '')).toBe('Invalid email or password')
    expect(await computedStyle(page, '#sign-in-error', 'color')).toBe('rgb(179, 38, 30)')
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com')
    expect(await page.evaluate('document.activeElement?.id')).toBe('password')
    expect(await page.getAttribute('#password', 'aria-describedby')).toBe('sign-in-error')
    await page.screenshot({path: `${ARTIFACTS}sign-in-error.png`})

    // Correcting the password on the same page still returns to the origin.
    await page.getByLabel('Password').fill(PASSWORD)
    await page.keyboard.press('Enter')
    expect(await result(page)).toMatchObject({mode: 'token', status: 200, user: {email: 'ada@example.com'}})
    await page.close()
  })

  it('cookie mode: an HttpOnly cookie signs the origin in for credentialed calls', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await openSignIn(page, 'cookie')
    await page.getByLabel('Email').fill('ada@example.com')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', {name: 'Sign in'}).click()
    const outcome = await result(page)
    expect(outcome).toMatchObject({mode: 'cookie', status: 200, user: {name: 'Ada Lovelace'}})
    expect(outcome.visibleCookies).toBe('') // HttpOnly: scripts cannot read the session
    const [cookie] = await context.cookies(t.url)
    expect(cookie).toMatchObject({name: 'tessera_session', httpOnly: true, sameSite: 'Lax', path: '/'})

    // Signing out from the origin ends the session; the next credentialed call is a 401.
    const afterLogout = await page.evaluate(async (lake) => {
      await fetch(lake + '/v1/auth/logout', {method: 'POST', credentials: 'include'})
      return (await fetch(lake + '/v1/users/me', {credentials: 'include'})).status
    }, t.url)
    expect(afterLogout).toBe(401)
    await context.close()
  })
})
