import {execFile} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {clientError} from './helpers/client-error.js'
import {lakeClient, request, startLake, type TestLake} from './helpers/start-lake.js'
import {databaseForDir} from './helpers/test-storage.js'
import {lakeCliArgs, PACKAGE_DIR} from './helpers/lake-cli.js'

const QUERY = '/v2025-02-19/data/query/test?query=*%5B_type%3D%3D%22post%22%5D'
const MUTATE = '/v2025-02-19/data/mutate/test'

const STUDIO = 'https://studio.example'
const VIEWER = 'https://viewer.example'
const EVIL = 'https://evil.example'

/**
 * Runs `tessera-lake <args>` (built or from source, see `lakeCliArgs`), as a user would; in the PostgreSQL test run on the
 * database of the `--dir` given (as a deployment sets TESSERA_DATABASE_URL).
 */
async function lakeCli(...args: string[]): Promise<{code: number; stdout: string; stderr: string}> {
  const dirArg = args.indexOf('--dir')
  const database = dirArg === -1 ? undefined : await databaseForDir(args[dirArg + 1])
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...lakeCliArgs(), ...args],
      {cwd: PACKAGE_DIR, env: database ? {...process.env, TESSERA_DATABASE_URL: database} : process.env},
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({code, stdout, stderr})
      },
    )
  })
}

function corsHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => name.startsWith('access-control-')))
}

let lake: TestLake

beforeAll(async () => {
  lake = await startLake()
  // Added while the lake runs: the allow-list is read on every request.
  const added = await Promise.all([
    lakeCli('cors', 'add', STUDIO, '--credentials', '--dir', lake.dir),
    lakeCli('cors', 'add', VIEWER, '--dir', lake.dir),
    lakeCli('cors', 'add', 'https://*.preview.example', '--dir', lake.dir),
  ])
  expect(added.map((result) => result.code)).toEqual([0, 0, 0])
}, 60_000)

afterAll(() => lake.stop())

describe('the allow-list', () => {
  test('requests without an Origin (servers, scripts, tests) are unaffected', async () => {
    const response = await request(lake.url, QUERY)
    expect(response.status).toBe(200)
    expect(corsHeaders(response.headers)).toEqual({})
    await lake.client.create({_type: 'post', title: 'from a script'})
    expect(await lake.client.fetch('count(*[_type == "post"])')).toBeGreaterThan(0)
  })

  test('an origin allowed with credentials gets its origin echoed and credentials allowed', async () => {
    const response = await request(lake.url, QUERY, {headers: {origin: STUDIO}})
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('vary')).toMatch(/Origin/)
    const write = await request(lake.url, MUTATE, {
      headers: {origin: STUDIO},
      body: {mutations: [{create: {_id: 'from-studio', _type: 'post'}}]},
    })
    expect(write.status).toBe(200)
  })

  test('an origin allowed without credentials is not told credentials are fine', async () => {
    const response = await request(lake.url, QUERY, {headers: {origin: VIEWER}})
    expect(response.headers.get('access-control-allow-origin')).toBe(VIEWER)
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('a wildcard entry covers subdomains, not the domain itself or look-alikes', async () => {
    const allowed = await request(lake.url, QUERY, {headers: {origin: 'https://pr-12.preview.example'}})
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://pr-12.preview.example')
    for (const origin of [
      'https://preview.example',
      'https://evilpreview.example',
      'http://a.preview.example',
    ]) {
      const refused = await request(lake.url, QUERY, {headers: {origin}})
      expect(corsHeaders(refused.headers)).toEqual({})
    }
  })

  test('a preflight from an allowed origin lists the methods and headers the client and EventSource use', async () => {
    const response = await request(lake.url, MUTATE, {
      method: 'OPTIONS',
      headers: {
        origin: STUDIO,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    const methods = response.headers.get('access-control-allow-methods') ?? ''
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(methods).toContain(method)
    const headers = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    for (const header of [
      'authorization',
      'content-type',
      'x-sanity-project-id',
      'last-event-id',
      'cache-control',
    ]) {
      expect(headers).toContain(header)
    }
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0)
  })

  test('a disallowed origin gets no CORS headers, and its preflights and writes are refused', async () => {
    const read = await request(lake.url, QUERY, {headers: {origin: EVIL}})
    expect(read.status).toBe(200)
    expect(corsHeaders(read.headers)).toEqual({})

    const preflight = await request(lake.url, MUTATE, {
      method: 'OPTIONS',
      headers: {origin: EVIL, 'access-control-request-method': 'POST'},
    })
    expect(preflight.status).toBe(403)
    expect(corsHeaders(preflight.headers)).toEqual({})

    // A "simple" cross-origin POST needs no preflight: it must not run with the user's cookie.
    const write = await request(lake.url, MUTATE, {
      headers: {origin: EVIL, 'content-type': 'text/plain'},
      rawBody: JSON.stringify({mutations: [{create: {_id: 'from-evil', _type: 'post'}}]}),
    })
    expect(write.status).toBe(403)
    expect(corsHeaders(write.headers)).toEqual({})
    expect((write.body as {message: string}).message).toContain('cors add')
    expect(await lake.client.getDocument('from-evil')).toBeUndefined()
  })

  test('an unmodified @sanity/client on a disallowed origin cannot write', async () => {
    const client = lakeClient(lake.url, {headers: {Origin: EVIL}})
    await clientError(client.create({_id: 'from-evil-client', _type: 'post'}), 403)
    expect(await lake.client.getDocument('from-evil-client')).toBeUndefined()
  })

  test('the studio’s CORS check: a credentialed call is blocked while /ping answers any origin', async () => {
    const me = await request(lake.url, '/v2021-06-07/users/me', {headers: {origin: EVIL}})
    expect(me.headers.get('access-control-allow-origin')).toBeNull()
    const ping = await request(lake.url, '/v2021-06-07/ping', {headers: {origin: EVIL}, token: null})
    expect(ping.headers.get('access-control-allow-origin')).toBe('*')
    expect(ping.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('the lake’s own origin is always allowed', async () => {
    const response = await request(lake.url, QUERY, {headers: {origin: lake.url}})
    expect(response.headers.get('access-control-allow-origin')).toBe(lake.url)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    // Behind a TLS-terminating proxy the browser's origin is https while the lake sees http.
    const proxied = lake.url.replace('http:', 'https:')
    const write = await request(lake.url, MUTATE, {
      headers: {origin: proxied},
      body: {mutations: [{create: {_id: 'same-origin', _type: 'post'}}]},
    })
    expect(write.status).toBe(200)
    expect(write.headers.get('access-control-allow-origin')).toBe(proxied)
  })

  test('the dev studio’s origin is allowed only in dev mode', async () => {
    const devStudio = 'http://localhost:3333'
    const refused = await request(lake.url, QUERY, {headers: {origin: devStudio}})
    expect(corsHeaders(refused.headers)).toEqual({})

    const dev = await startLake({config: {dev: true}})
    try {
      for (const origin of [devStudio, 'http://127.0.0.1:3333']) {
        const response = await request(dev.url, QUERY, {headers: {origin}})
        expect(response.headers.get('access-control-allow-origin')).toBe(origin)
        expect(response.headers.get('access-control-allow-credentials')).toBe('true')
      }
      expect(corsHeaders((await request(dev.url, QUERY, {headers: {origin: EVIL}})).headers)).toEqual({})
    } finally {
      await dev.stop()
    }

    const custom = await startLake({config: {dev: true, devOrigins: ['http://localhost:5173']}})
    try {
      const response = await request(custom.url, QUERY, {headers: {origin: 'http://localhost:5173'}})
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
      expect(corsHeaders((await request(custom.url, QUERY, {headers: {origin: devStudio}})).headers)).toEqual(
        {},
      )
    } finally {
      await custom.stop()
    }
  })
})

describe('tessera-lake cors', () => {
  let dir: string

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-cors-'))
  })

  afterAll(() => rmSync(dir, {recursive: true, force: true}))

  test('add, list and remove, with origins normalized', async () => {
    const added = await lakeCli('cors', 'add', 'HTTPS://Studio.Example:443/', '--credentials', '--dir', dir)
    expect(added).toMatchObject({code: 0, stdout: 'Allowed https://studio.example (with credentials)\n'})
    expect((await lakeCli('cors', 'add', 'http://localhost:3333', '--dir', dir)).stdout).toContain(
      'Allowed http://localhost:3333 (without credentials)',
    )
    const updated = await lakeCli('cors', 'add', 'https://studio.example', '--dir', dir)
    expect(updated.stdout).toContain('Updated https://studio.example (without credentials)')

    const listed = await lakeCli('cors', 'list', '--dir', dir)
    expect(listed.code).toBe(0)
    const lines = listed.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t').slice(0, 2))
    expect(lines).toEqual([
      ['https://studio.example', 'no credentials'],
      ['http://localhost:3333', 'no credentials'],
    ])

    expect(await lakeCli('cors', 'remove', 'https://studio.example', '--dir', dir)).toMatchObject({code: 0})
    const again = await lakeCli('cors', 'remove', 'https://studio.example', '--dir', dir)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('not in the allow-list')
    expect((await lakeCli('cors', 'list', '--dir', dir)).stdout).not.toContain('studio.example')
  }, 60_000)

  test('invalid origins are refused with a reason', async () => {
    const cases: [string[], RegExp][] = [
      [['https://studio.example/desk'], /Invalid origin/],
      [['ftp://files.example'], /Invalid origin/],
      [['https://user@studio.example'], /user name/],
      [['https://studio.*.example'], /first label/],
      [['*', '--credentials'], /cannot allow credentials/],
    ]
    const results = await Promise.all(cases.map(([args]) => lakeCli('cors', 'add', ...args, '--dir', dir)))
    results.forEach((result, i) => {
      expect(result.code).toBe(2)
      expect(result.stderr).toMatch(cases[i][1])
    })
    expect((await lakeCli('cors', 'add', '--dir', dir)).code).toBe(2)
    expect((await lakeCli('cors', 'list', '--dir', dir)).stdout).not.toContain('studio.example')
  }, 60_000)

  test('"*" lets every origin read, never with credentials', async () => {
    const open = await startLake()
    try {
      expect((await lakeCli('cors', 'add', '*', '--dir', open.dir)).code).toBe(0)
      const response = await request(open.url, QUERY, {headers: {origin: 'https://anyone.example'}})
      expect(response.headers.get('access-control-allow-origin')).toBe('https://anyone.example')
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
      // Removing it takes effect on the running lake at once.
      expect((await lakeCli('cors', 'remove', '*', '--dir', open.dir)).code).toBe(0)
      const after = await request(open.url, QUERY, {headers: {origin: 'https://anyone.example'}})
      expect(corsHeaders(after.headers)).toEqual({})
    } finally {
      await open.stop()
    }
  }, 60_000)
})
