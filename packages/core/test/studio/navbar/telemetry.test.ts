import {startTestLake, TEST_DATASET, TEST_PROJECT_ID, type TestLake} from '@tessera/lake/testing'
import {createWorkspaceClient} from '@tessera/store'
import {createServer, type IncomingMessage} from 'node:http'
import type {AddressInfo} from 'node:net'
import {Readable} from 'node:stream'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  createTelemetry,
  TELEMETRY_FLUSH_INTERVAL_MS,
  type TelemetryEnvironment,
} from '../../../src/studio/telemetry/create-telemetry.js'

let lake: TestLake | undefined
let proxy: IntakeProxy | undefined

afterEach(async () => {
  vi.useRealTimers()
  await proxy?.close()
  await lake?.stop()
  lake = proxy = undefined
})

interface IntakeProxy {
  url: string
  /** The parsed bodies of every `POST /intake/batch` that reached the lake. */
  batches: {projectId: string; batch: {name: string; data?: unknown}[]}[]
  close(): Promise<void>
}

/** A server in front of the lake's handler that records the batches the studio sends. */
async function intakeProxy(test: TestLake): Promise<IntakeProxy> {
  const batches: IntakeProxy['batches'] = []
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/intake/batch')) return void test.lake.handler(req, res)
    // Read the body here, then hand the lake a copy of the request with the same body.
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      batches.push(JSON.parse(body.toString('utf8')))
      const copy = Object.assign(Readable.from([body]), {
        method: req.method,
        url: req.url,
        headers: req.headers,
        socket: req.socket,
      }) as unknown as IncomingMessage
      void test.lake.handler(copy, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    batches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function start(consent: 'granted' | 'denied') {
  lake = await startTestLake({config: {telemetry: {consent}}})
  proxy = await intakeProxy(lake)
  const {token} = await lake.user('Ada')
  const client = createWorkspaceClient({
    projectId: TEST_PROJECT_ID,
    dataset: TEST_DATASET,
    apiHost: proxy.url,
    token,
  })
  return {proxy, client}
}

/** Polls with real timeouts (the tests fake only intervals) until `done`, for at most 5 s. */
async function until(done: () => boolean): Promise<void> {
  const started = Date.now()
  while (!done()) {
    if (Date.now() - started > 5_000) throw new Error('timed out waiting for the lake')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** A pagehide the test fires itself, and the beacons it would send. */
function fakeEnvironment() {
  const listeners = new Set<() => void>()
  const beacons: {url: string; body: string}[] = []
  const environment: TelemetryEnvironment = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    sendBeacon: (url, body) => {
      beacons.push({url, body})
      return true
    },
  }
  return {environment, beacons, pagehide: () => listeners.forEach((listener) => listener())}
}

describe('telemetry', () => {
  it('sends one batch per flush interval once consent is granted', async () => {
    vi.useFakeTimers({toFake: ['setInterval', 'clearInterval']})
    const {proxy, client} = await start('granted')
    const telemetry = createTelemetry(client, {projectId: 'tessera', environment: null})
    expect(await telemetry.consent()).toBe('granted')

    telemetry.log('Tool switched', {tool: 'structure'})
    telemetry.log('Colour scheme changed', {scheme: 'dark'})
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_INTERVAL_MS - 1)
    expect(proxy.batches).toEqual([])

    await vi.advanceTimersByTimeAsync(1)
    await until(() => proxy.batches.length === 1)
    expect(proxy.batches[0]).toMatchObject({
      projectId: 'tessera',
      batch: [
        {name: 'Tool switched', data: {tool: 'structure'}},
        {name: 'Colour scheme changed', data: {scheme: 'dark'}},
      ],
    })

    // An interval with nothing logged sends nothing; the next event goes with the next interval.
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_INTERVAL_MS)
    expect(proxy.batches).toHaveLength(1)
    telemetry.log('Help opened')
    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_INTERVAL_MS)
    await until(() => proxy.batches.length === 2)
    expect(proxy.batches[1]?.batch).toMatchObject([{name: 'Help opened'}])
    telemetry.dispose()
  })

  it('sends nothing at all without consent, not even on page exit', async () => {
    vi.useFakeTimers({toFake: ['setInterval', 'clearInterval']})
    const {proxy, client} = await start('denied')
    const {environment, beacons, pagehide} = fakeEnvironment()
    const telemetry = createTelemetry(client, {projectId: 'tessera', environment})
    telemetry.log('Tool switched', {tool: 'structure'})
    expect(await telemetry.consent()).toBe('denied')
    telemetry.log('Help opened')

    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_INTERVAL_MS * 3)
    await telemetry.flush()
    pagehide()
    expect(beacons).toEqual([])
    expect(proxy.batches).toEqual([])
    telemetry.dispose()
  })

  it('sends what is left when the page is hidden, and nothing twice', async () => {
    vi.useFakeTimers({toFake: ['setInterval', 'clearInterval']})
    const {proxy, client} = await start('granted')
    const {environment, beacons, pagehide} = fakeEnvironment()
    const telemetry = createTelemetry(client, {projectId: 'tessera', environment})
    await telemetry.consent()
    telemetry.log('Tool switched', {tool: 'vision'})
    pagehide()
    // With a token the exit batch goes as a keepalive fetch (a beacon cannot carry the token).
    expect(beacons).toEqual([])
    await until(() => proxy.batches.length === 1)
    expect(proxy.batches[0]?.batch).toMatchObject([{name: 'Tool switched', data: {tool: 'vision'}}])

    await vi.advanceTimersByTimeAsync(TELEMETRY_FLUSH_INTERVAL_MS)
    expect(proxy.batches).toHaveLength(1)
    telemetry.dispose()
  })
})
