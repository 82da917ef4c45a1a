import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {expectErrorBody} from './helpers/client-error.js'
import {lakeClient, request, startLake, type TestLake} from './helpers/start-lake.js'

const LAKE_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {version: string}
).version

const TRIAL = {
  showOnLoad: {
    id: 'welcome-trial',
    dialogType: 'popover',
    headingText: 'Your trial',
    daysLeft: 12,
    totalDays: 30,
  },
  showOnClick: {id: 'trial-details', dialogType: 'dialog', headingText: 'Trial details'},
}

describe('GET /help', () => {
  let lake: TestLake
  beforeAll(async () => {
    lake = await startLake()
  })
  afterAll(() => lake.stop())

  test('answers anyone with a documentation section and the lake’s version', async () => {
    const response = await request(lake.url, '/v1/help?m=3.99.0&locale=en-US&tag=module.version-check', {
      token: null,
    })
    expect(response.status).toBe(200)
    const body = response.body as {resources: {sectionArray: unknown[]}; latestVersion: string}
    expect(body.latestVersion).toBe(LAKE_VERSION)
    expect(body.resources.sectionArray.length).toBeGreaterThan(0)
    for (const section of body.resources.sectionArray) {
      expect(section).toMatchObject({_key: expect.any(String), items: expect.any(Array)})
      for (const item of (section as {items: unknown[]}).items) {
        expect(item).toMatchObject({
          _key: expect.any(String),
          _type: 'externalLink',
          title: expect.any(String),
          url: expect.stringMatching(/^https:\/\//),
        })
      }
    }
  })

  test('answers what the config says', async () => {
    const sectionArray = [
      {
        _key: 'team',
        sectionTitle: 'Our team',
        items: [
          {
            _key: 'wiki',
            _type: 'externalLink' as const,
            title: 'Editorial guide',
            url: 'https://wiki.example/guide',
          },
          {_key: 'about', _type: 'internalAction' as const, type: 'about-studio', title: 'About'},
        ],
      },
    ]
    const configured = await startLake({config: {help: {sectionArray, latestVersion: '9.9.9'}}})
    try {
      // The studio's own client asks with credentials; an unmodified @sanity/client gets the same answer.
      const body = await lakeClient(configured.url, {apiVersion: '1'}).request({
        uri: '/help',
        query: {m: '3.0.0', locale: 'nb-NO'},
      })
      expect(body).toEqual({resources: {title: expect.any(String), sectionArray}, latestVersion: '9.9.9'})
    } finally {
      await configured.stop()
    }
  })
})

describe('the trial journey', () => {
  test('is empty unless configured', async () => {
    const lake = await startLake()
    try {
      for (const token of [null, undefined]) {
        const response = await request(lake.url, '/v2023-12-11/journey/trial?studioVersion=3.0.0', {token})
        expect(response).toMatchObject({status: 200, body: {}})
      }
    } finally {
      await lake.stop()
    }
  })

  test('answers the configured trial; a dismissed on-load dialog stays dismissed for that caller', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-trial-'))
    const lake = await startLake({dir, config: {trial: TRIAL}})
    const ada = lake.lake.kernel.tokens.createRobotToken({roles: ['editor']}).token
    const grace = lake.lake.kernel.tokens.createRobotToken({roles: ['editor']}).token
    const path = '/v2023-12-11/journey/trial?studioVersion=3.0.0'
    try {
      expect((await request(lake.url, path, {token: ada})).body).toEqual(TRIAL)
      const dismissed = await request(lake.url, '/v2023-12-11/journey/trial/welcome-trial', {
        method: 'POST',
        token: ada,
      })
      expect(dismissed.status).toBe(204)
      expect((await request(lake.url, path, {token: ada})).body).toEqual({showOnClick: TRIAL.showOnClick})
      expect((await request(lake.url, path, {token: grace})).body).toEqual(TRIAL)
    } finally {
      await lake.stop()
    }
    // The dismissal is stored, so it survives a restart.
    const again = await startLake({dir, config: {trial: TRIAL}})
    try {
      expect((await request(again.url, path, {token: ada})).body).toEqual({showOnClick: TRIAL.showOnClick})
    } finally {
      await again.stop()
      rmSync(dir, {recursive: true, force: true})
    }
  })

  test('a malformed dialog id is a 400', async () => {
    const lake = await startLake()
    try {
      const response = await request(lake.url, `/v2023-12-11/journey/trial/${'x'.repeat(201)}`, {
        method: 'POST',
      })
      expect(response.status).toBe(400)
      expectErrorBody(response.body, 400)
    } finally {
      await lake.stop()
    }
  })
})

describe('telemetry', () => {
  const batch = {
    projectId: 'tessera',
    batch: [
      {
        type: 'log',
        name: 'Studio Session Started',
        version: 1,
        sessionId: 's1',
        createdAt: '2025-01-01T00:00:00Z',
      },
      {
        type: 'log',
        name: 'Document Published',
        version: 1,
        sessionId: 's1',
        createdAt: '2025-01-01T00:01:00Z',
      },
    ],
  }

  function storedBatches(
    lake: TestLake,
  ): {project_id: string; user_id: string; event_count: number; batch: string}[] {
    const {sql} = lake.lake.kernel
    // In SQLite the table is made on the first stored batch (PostgreSQL's schema has it from the start).
    const madeYet =
      sql.dialect === 'postgres' ||
      sql.prepare("SELECT 1 FROM sqlite_master WHERE name = 'telemetry_batches'").get()
    if (!madeYet) return []
    return sql
      .prepare('SELECT project_id, user_id, event_count, batch FROM telemetry_batches ORDER BY id')
      .all() as {project_id: string; user_id: string; event_count: number; batch: string}[]
  }

  test('consent is denied unless configured, and batches are then dropped', async () => {
    const lake = await startLake()
    try {
      const status = await request(lake.url, '/v2023-12-18/intake/telemetry-status')
      expect(status).toMatchObject({status: 200, body: {status: 'denied'}})
      const sent = await request(lake.url, '/v2023-12-18/intake/batch', {body: batch})
      expect(sent.status).toBe(204)
      expect(storedBatches(lake)).toEqual([])
    } finally {
      await lake.stop()
    }
  })

  test('with consent granted, batches are stored in the lake and nowhere else', async () => {
    const lake = await startLake({config: {telemetry: {consent: 'granted'}}})
    try {
      const client = lakeClient(lake.url, {apiVersion: '2023-12-18'})
      expect(await client.request({uri: '/intake/telemetry-status'})).toEqual({status: 'granted'})
      await client.request({uri: '/intake/batch', method: 'POST', body: batch})
      // A beacon on page exit sends the same JSON as text/plain.
      const beacon = await request(lake.url, '/v2023-12-18/intake/batch', {
        headers: {'content-type': 'text/plain;charset=UTF-8'},
        rawBody: JSON.stringify({projectId: 'tessera', batch: batch.batch.slice(0, 1)}),
      })
      expect(beacon.status).toBe(204)
      const rows = storedBatches(lake)
      expect(rows.map((row) => [row.project_id, row.event_count])).toEqual([
        ['tessera', 2],
        ['tessera', 1],
      ])
      expect(JSON.parse(rows[0].batch)).toEqual(batch.batch)
      expect(rows[0].user_id).not.toBe('anonymous')
    } finally {
      await lake.stop()
    }
  })

  test('the intake keeps batches of signed-in callers only, and needs a well-formed, bounded body', async () => {
    const lake = await startLake({
      config: {telemetry: {consent: 'granted'}},
      limits: {telemetryMaxBatchBytes: 1024},
    })
    try {
      expect((await request(lake.url, '/v2023-12-18/intake/telemetry-status', {token: null})).status).toBe(
        401,
      )
      // A beacon sent as the page closes may go without credentials: accepted, and dropped.
      expect((await request(lake.url, '/v2023-12-18/intake/batch', {body: batch, token: null})).status).toBe(
        204,
      )
      const bad = await request(lake.url, '/v2023-12-18/intake/batch', {rawBody: '{"batch": '})
      expect(bad.status).toBe(400)
      expectErrorBody(bad.body, 400)
      expect((await request(lake.url, '/v2023-12-18/intake/batch', {body: {batch: 'all'}})).status).toBe(400)
      const huge = {projectId: 'tessera', batch: [{type: 'log', data: 'x'.repeat(2048)}]}
      const tooLarge = await request(lake.url, '/v2023-12-18/intake/batch', {body: huge})
      expect(tooLarge.status).toBe(413)
      expect(storedBatches(lake)).toEqual([])
    } finally {
      await lake.stop()
    }
  })
})
