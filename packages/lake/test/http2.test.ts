import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {request as httpsRequest} from 'node:https'
import {connect, type ClientHttp2Session} from 'node:http2'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import WebSocket from 'ws'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {createLake, type Lake} from '../src/index.js'
import {createAdminToken} from './helpers/start-lake.js'

let dir: string
let lake: Lake
let url: string
let token: string
let ca: string
const sessions: ClientHttp2Session[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-lake-h2-'))
  lake = createLake({dir})
  ;({url} = await lake.listen(0, '127.0.0.1', {tls: 'development'}))
  token = createAdminToken(lake)
  // The development certificate is self-signed: trusting it as its own authority checks it for real.
  ca = readFileSync(join(dir, 'tls', 'dev-cert.pem'), 'utf8')
})

afterAll(async () => {
  for (const session of sessions) session.destroy()
  await lake.close()
  rmSync(dir, {recursive: true, force: true})
})

function h2Session(): ClientHttp2Session {
  const session = connect(url, {ca})
  sessions.push(session)
  return session
}

/** One HTTP/2 stream: resolves with the status once headers arrive; `text` collects the body. */
function h2Request(
  session: ClientHttp2Session,
  path: string,
  init: {method?: string; body?: unknown} = {},
): Promise<{status: number; text: () => string; done: Promise<void>; close: () => void}> {
  const stream = session.request({
    ':method': init.method ?? 'GET',
    ':path': path,
    authorization: `Bearer ${token}`,
    ...(init.body ? {'content-type': 'application/json'} : {}),
  })
  if (init.body) stream.end(JSON.stringify(init.body))
  else stream.end()
  let text = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => (text += chunk))
  const done = new Promise<void>((resolve) => stream.on('close', () => resolve()))
  return new Promise((resolve, reject) => {
    stream.once('response', (headers) =>
      resolve({status: Number(headers[':status']), text: () => text, done, close: () => stream.close()}),
    )
    stream.once('error', reject)
  })
}

async function until(check: () => boolean): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > 5000) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('HTTP/2 over TLS', () => {
  test('ten listen streams and writes share one connection', async () => {
    const session = h2Session()
    const listeners = await Promise.all(
      Array.from({length: 10}, () =>
        h2Request(session, `/v2025-02-19/data/listen/test?query=${encodeURIComponent('*[_type == "post"]')}`),
      ),
    )
    for (const listener of listeners) expect(listener.status).toBe(200)
    await until(() => listeners.every((listener) => listener.text().includes('event: welcome')))
    // Past the six connections a browser allows per host over HTTP/1.1, requests still go through.
    const write = await h2Request(session, '/v2025-02-19/data/mutate/test', {
      method: 'POST',
      body: {mutations: [{create: {_id: 'h2-post', _type: 'post', title: 'over h2'}}]},
    })
    expect(write.status).toBe(200)
    await write.done
    await until(() => listeners.every((listener) => listener.text().includes('h2-post')))
    const query = await h2Request(
      session,
      `/v2025-02-19/data/query/test?query=${encodeURIComponent('*[_id == "h2-post"][0].title')}`,
    )
    await query.done
    expect(JSON.parse(query.text())).toMatchObject({result: 'over h2'})
    for (const listener of listeners) listener.close()
  })

  test('HTTP/1.1 clients and presence WebSockets work on the same port', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = httpsRequest(
        `${url}/v2025-02-19/data/ping/test`,
        {ca, headers: {authorization: `Bearer ${token}`}},
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => resolve(`${res.statusCode} ${res.httpVersion} ${text}`))
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(body).toBe('200 1.1 {"pong":true}')

    const ws = new WebSocket(`${url.replace('https', 'wss')}/v2022-06-30/socket/test`, {
      ca,
      headers: {authorization: `Bearer ${token}`},
    })
    await new Promise((resolve, reject) => {
      ws.once('open', resolve)
      ws.once('error', reject)
    })
    ws.close()
  })

  test('sign-in URLs and cookies are the https ones', async () => {
    const session = h2Session()
    const providers = await h2Request(session, '/v2025-02-19/auth/providers')
    await providers.done
    expect(providers.status).toBe(200)
    expect(providers.text()).toContain(`${url}/`)
  })

  test('the development certificate is kept in the lake directory and used again', async () => {
    const first = readFileSync(join(dir, 'tls', 'dev-cert.pem'), 'utf8')
    const again = createLake({dir})
    try {
      await again.listen(0, '127.0.0.1', {tls: 'development'})
      expect(readFileSync(join(dir, 'tls', 'dev-cert.pem'), 'utf8')).toBe(first)
    } finally {
      await again.close()
    }
  })
})
