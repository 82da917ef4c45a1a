import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {corsStoreOf} from '../../src/cors/origin-policy.js'
import {createLake} from '../../src/index.js'
import {PROJECT_ID, request, startLake, type TestLake} from '../helpers/start-lake.js'
import {cookieOf, expectResponsive, rawRequest} from './auth-support.js'

/**
 * Issue 12, items 5 and 8, requests: 'allow credentials' was only a response header, so a page on an
 * origin allowed without credentials could still make cookie-carrying writes; JSON endpoints took
 * text/plain (a form's simple request); the Host header was trusted (DNS rebinding); reads created
 * datasets.
 */

const MUTATE = '/v2025-02-19/data/mutate/test'
const STUDIO = 'https://studio.example'
const ANYONE = 'https://anyone.example'

let t: TestLake
let cookie: string

beforeAll(async () => {
  t = await startLake({config: {projectId: PROJECT_ID}})
  const cors = corsStoreOf(t.lake.kernel)
  cors.add(STUDIO, {allowCredentials: true})
  cors.add('*', {allowCredentials: false})
  cors.add('https://*.preview.example', {allowCredentials: false})
  cookie = await cookieOf(t.lake, t.url, 'ada@example.com', ['administrator'])
})
afterAll(() => t.stop())

const create = (id: string) => ({mutations: [{create: {_id: id, _type: 'post'}}]})

describe('cookies from origins allowed without credentials', () => {
  test('a page on such an origin cannot write, or read as the visitor, with their cookie', async () => {
    for (const origin of [ANYONE, 'https://pr-7.preview.example']) {
      const write = await request(t.url, MUTATE, {
        token: null,
        headers: {origin, cookie},
        body: create('written-by-a-page'),
      })
      expect(write.status).toBe(401)
      expect((write.body as {message: string}).message).toBe(
        `Missing credentials: cookies are not accepted from ${origin}, which may call this lake without credentials only`,
      )
      const me = await request(t.url, '/v1/users/me', {token: null, headers: {origin, cookie}})
      expect(me.status).toBe(401)
    }
    expect(await t.client.getDocument('written-by-a-page')).toBeUndefined()
    await expectResponsive(t.url)
  })

  test('held up, and still does: the credentialed studio, and a token from any allowed origin, work', async () => {
    const fromStudio = await request(t.url, MUTATE, {
      token: null,
      headers: {origin: STUDIO, cookie},
      body: create('from-the-studio'),
    })
    expect(fromStudio.status).toBe(200)
    const withToken = await request(t.url, MUTATE, {headers: {origin: ANYONE}, body: create('with-a-token')})
    expect(withToken.status).toBe(200)
    // A disallowed origin's writes are refused before anything else.
    corsStoreOf(t.lake.kernel).remove('*')
    try {
      const evil = await request(t.url, MUTATE, {
        token: null,
        headers: {origin: 'https://evil.example', cookie},
        body: create('from-evil'),
      })
      expect(evil.status).toBe(403)
    } finally {
      corsStoreOf(t.lake.kernel).add('*', {allowCredentials: false})
    }
    await expectResponsive(t.url)
  })
})

describe('held up, and still does: the management pages', () => {
  test("a form posted from another page, even one allowed by '*', changes nothing", async () => {
    const apiPage = `${t.url}/manage/project/${PROJECT_ID}/api`
    const html = await (await fetch(apiPage, {headers: {cookie}})).text()
    const csrf = /name="csrf" value="([0-9a-f]+)"/.exec(html)![1]
    const form = new URLSearchParams({
      csrf,
      action: 'cors-add',
      origin: 'https://planted.example',
      credentials: '1',
    })
    for (const origin of [ANYONE, 'https://evil.example']) {
      const response = await fetch(apiPage, {
        method: 'POST',
        redirect: 'manual',
        headers: {cookie, origin, 'content-type': 'application/x-www-form-urlencoded'},
        body: form.toString(),
      })
      expect([303, 403]).toContain(response.status)
    }
    expect(corsStoreOf(t.lake.kernel).exact('https://planted.example')).toBeUndefined()
    await expectResponsive(t.url)
  })
})

describe('JSON endpoints need a JSON content type', () => {
  test('a form can post text/plain or urlencoded without a preflight: refused with 415', async () => {
    const payload = JSON.stringify(create('from-a-form'))
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      for (const path of [MUTATE, '/v2025-02-19/data/actions/test', '/v2025-02-19/data/query/test']) {
        const response = await request(t.url, path, {
          token: null,
          headers: {origin: STUDIO, cookie, 'content-type': type},
          rawBody: payload,
        })
        expect(response.status, `${type} to ${path}`).toBe(415)
        expect((response.body as {message: string}).message).toBe(
          `Content-Type must be application/json (got "${type.split(';')[0]}")`,
        )
      }
    }
    const none = await rawRequest(t.url, MUTATE, {
      method: 'POST',
      headers: {cookie, origin: STUDIO},
      body: payload,
    })
    expect(none.status).toBe(415)
    expect(await t.client.getDocument('from-a-form')).toBeUndefined()
    await expectResponsive(t.url)
  })

  test('application/json with a charset, and @sanity/client, still work', async () => {
    const response = await request(t.url, MUTATE, {
      headers: {'content-type': 'application/json; charset=utf-8'},
      body: create('json-with-charset'),
    })
    expect(response.status).toBe(200)
    await t.client.create({_id: 'from-the-client', _type: 'post'})
    expect(await t.client.fetch('count(*[_id in ["json-with-charset", "from-the-client"]])')).toBe(2)
    await expectResponsive(t.url)
  })
})

describe('the Host header', () => {
  test('DNS rebinding: a page whose name resolves to the lake is refused, cookie and all', async () => {
    const port = new URL(t.url).port
    const rebound = `rebind.attacker.example:${port}`
    for (const [method, path] of [
      ['GET', '/v1/users/me'],
      ['GET', '/v2025-02-19/data/query/test?query=*'],
      ['POST', MUTATE],
    ]) {
      const response = await rawRequest(t.url, path, {
        method,
        headers: {
          host: rebound,
          origin: `http://${rebound}`,
          cookie,
          'content-type': 'application/json',
        },
        body: method === 'POST' ? JSON.stringify(create('rebound')) : undefined,
      })
      expect(response.status).toBe(421)
      expect(JSON.parse(response.text)).toMatchObject({
        statusCode: 421,
        message: expect.stringContaining(`This lake does not answer to the host "${rebound}"`),
      })
    }
    expect(await t.client.getDocument('rebound')).toBeUndefined()
    await expectResponsive(t.url)
  })

  test('local names, IP addresses, publicUrl and allowedHosts are served', async () => {
    const port = new URL(t.url).port
    t.lake.kernel.config.publicUrl = 'https://lake.example.com'
    t.lake.kernel.config.allowedHosts = ['intranet-lake']
    try {
      for (const host of [
        `localhost:${port}`,
        `studio.localhost:${port}`,
        `127.0.0.1:${port}`,
        `[::1]:${port}`,
        `192.168.1.20:${port}`,
        'lake.example.com',
        'LAKE.EXAMPLE.COM.',
        `intranet-lake:${port}`,
      ]) {
        const response = await rawRequest(t.url, '/v1/ping', {headers: {host}})
        expect(response.status, host).toBe(200)
      }
      for (const host of [
        'lake.example.com.attacker.example',
        'example.com',
        'intranet-lake.evil',
        '"><x>',
      ]) {
        expect((await rawRequest(t.url, '/v1/ping', {headers: {host}})).status, host).toBe(421)
      }
    } finally {
      t.lake.kernel.config.publicUrl = null
      t.lake.kernel.config.allowedHosts = []
    }
    await expectResponsive(t.url)
  })

  test('a bad publicUrl or trustedProxies entry stops the lake at start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-lake-'))
    try {
      expect(() => createLake({dir, config: {publicUrl: 'lake.example.com'}})).toThrow(
        '"publicUrl" is not a URL: "lake.example.com"',
      )
      expect(() => createLake({dir, config: {trustedProxies: ['10.0.0.0/33']}})).toThrow(
        '"trustedProxies" entry "10.0.0.0/33" is not an IP address or a CIDR range',
      )
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
    await expectResponsive(t.url)
  })
})

describe('datasets are not created by reads', () => {
  test('reads of made-up datasets answer as empty datasets and keep nothing', async () => {
    for (let i = 0; i < 50; i++) {
      const name = `made-up-${i}`
      const response = await request(t.url, `/v2025-02-19/data/query/${name}?query=count(*)`)
      expect(response.body).toMatchObject({result: 0})
      expect((await request(t.url, `/v2025-02-19/data/doc/${name}/x`)).status).toBe(200)
    }
    expect(t.lake.kernel.dataset('made-up-1')).not.toBe(t.lake.kernel.dataset('made-up-1'))
    // A write refused by the grants does not create one either; a committed write does.
    const viewer = t.lake.kernel.tokens.createRobotToken({roles: ['viewer']}).token
    const refused = await request(t.url, '/v2025-02-19/data/mutate/made-up-2', {
      token: viewer,
      body: create('refused'),
    })
    expect(refused.status).toBe(403)
    expect(t.lake.kernel.dataset('made-up-2')).not.toBe(t.lake.kernel.dataset('made-up-2'))
    await t.client.withConfig({dataset: 'made-up-3'}).create({_id: 'first', _type: 'post'})
    expect(t.lake.kernel.dataset('made-up-3')).toBe(t.lake.kernel.dataset('made-up-3'))
    expect(await t.client.withConfig({dataset: 'made-up-3'}).fetch('count(*)')).toBe(1)
    await expectResponsive(t.url)
  })
})
