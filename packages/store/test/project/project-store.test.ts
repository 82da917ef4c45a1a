import {firstValueFrom} from 'rxjs'
import {afterAll, beforeAll, expect, it} from 'vitest'
import {createProjectStore, PROJECT_API_VERSION} from '../../src/project/index.js'
import {recordingProxy, startLake, type StartedLake} from '../support/lake.js'

let lake: StartedLake
let proxy: Awaited<ReturnType<typeof recordingProxy>>

beforeAll(async () => {
  lake = await startLake()
  proxy = await recordingProxy(lake.lake)
})
afterAll(async () => {
  await proxy.close()
  await lake.stop()
})

it('reads the project and its datasets at API version 2021-12-15 (spec 002 §7), once each', async () => {
  expect(PROJECT_API_VERSION).toBe('2021-12-15')
  // The workspace's client speaks a newer version; the project calls keep theirs.
  const client = lake.client({url: proxy.url})
  // A dataset exists once something is written to it.
  await lake.client().createOrReplace({_id: 'project-probe', _type: 'probe'})
  const project = createProjectStore({client, projectId: client.config().projectId!})
  const info = await firstValueFrom(project.get())
  expect(info.id).toBe(client.config().projectId)
  const datasets = await firstValueFrom(project.getDatasets())
  expect(datasets.map((dataset) => dataset.name)).toContain(client.config().dataset)
  await firstValueFrom(project.get())
  const calls = proxy.requests.filter((request) => request.path.includes('/projects/'))
  expect(calls.map((request) => request.path)).toEqual([
    `/v2021-12-15/projects/${client.config().projectId}`,
    `/v2021-12-15/projects/${client.config().projectId}/datasets`,
  ])
})
