import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {addUser} from './helpers/sign-in.js'
import {DATASET, PROJECT_ID, lakeClient, request, startLake, type TestLake} from './helpers/start-lake.js'

/** Endpoints the studio calls for hosted features the lake does not have, through @sanity/client. */

let t: TestLake
beforeAll(async () => {
  t = await startLake({config: {projectId: PROJECT_ID, datasets: [DATASET, 'production']}})
})
afterAll(() => t.stop())

const client = () => lakeClient(t.url, {apiVersion: '2025-02-19'})

describe('studio endpoints without a hosted feature behind them', () => {
  it('project grants: read for everyone, update for administrators, no invite or deployStudio', async () => {
    const grants = await client().request<Record<string, {name: string; grants: {name: string}[]}[]>>({
      url: `/projects/${PROJECT_ID}/grants`,
    })
    expect(grants['sanity.project']).toEqual([
      expect.objectContaining({
        name: 'administrator',
        title: 'Administrator',
        isCustom: false,
        grants: [
          {name: 'read', params: {}},
          {name: 'update', params: {}},
        ],
      }),
    ])
    expect(grants['sanity.project.members'][0].grants).toEqual([{name: 'read', params: {}}])
    const editor = await addUser(t.lake, {email: 'ed@example.com', roles: ['editor']})
    const token = t.lake.kernel.tokens.createSessionToken(
      editor.id,
      new Date(Date.now() + 60_000).toISOString(),
    ).token
    const asEditor = lakeClient(t.url, {token})
    const editorGrants = await asEditor.request<Record<string, {grants: {name: string}[]}[]>>({
      url: `/projects/${PROJECT_ID}/grants`,
    })
    expect(editorGrants['sanity.project'][0].grants).toEqual([{name: 'read', params: {}}])
    expect((await request(t.url, '/v2025-02-19/projects/other/grants')).status).toBe(404)
  })

  it('user applications, journeys, schedules and the dataset ping answer as for a project without them', async () => {
    expect(await client().request({url: `/projects/${PROJECT_ID}/user-applications`})).toEqual([])
    for (const journey of [
      'comments',
      'asset-limit',
      'document-limit',
      'content-releases',
      'scheduled-drafts',
    ]) {
      const res = await request(t.url, `/v2025-02-19/journey/${journey}`, {token: null})
      expect({journey, status: res.status, body: res.body}).toEqual({journey, status: 200, body: null})
    }
    expect(await client().request({url: `/schedules/${PROJECT_ID}/${DATASET}`, query: {limit: '1'}})).toEqual(
      {
        schedules: [],
      },
    )
    const schedule = await request(t.url, `/v2025-02-19/schedules/${PROJECT_ID}/${DATASET}`, {
      body: {documents: [{documentId: 'a'}], executeAt: new Date().toISOString()},
    })
    expect(schedule.status).toBe(501)
    expect((schedule.body as {message: string}).message).toContain('Scheduled publishing is not available')
    expect(await client().request({url: `/data/ping/${DATASET}`})).toEqual({pong: true})
    expect((await request(t.url, '/v2025-02-19/data/ping/Not_Valid')).status).toBe(400)
  })

  it('datasets filter by datasetProfile and addonFor: no comments add-on dataset', async () => {
    const all = await client().request<{name: string; datasetProfile: string}[]>({
      url: `/projects/${PROJECT_ID}/datasets`,
    })
    expect(all.map((dataset) => dataset.name)).toEqual(['production', DATASET].sort())
    const content = await client().request<unknown[]>({
      url: `/projects/${PROJECT_ID}/datasets?datasetProfile=content`,
    })
    expect(content).toHaveLength(2)
    expect(
      await client().request({
        url: `/projects/${PROJECT_ID}/datasets?datasetProfile=comments&addonFor=${DATASET}`,
      }),
    ).toEqual([])
  })
})
