import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {startTestLake, type TestLake} from '../documents/helpers/lake.js'
import {createWorkspaceClient, DEFAULT_API_VERSION, withApiVersion} from '../../src/client/index.js'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake.stop()
})

describe('createWorkspaceClient', () => {
  it('talks to the lake at apiHost as is, without the CDN, seeing drafts', async () => {
    const client = createWorkspaceClient({
      projectId: 'tessera',
      dataset: 'test',
      apiHost: lake.url,
      token: lake.token,
    })
    expect(client.config()).toMatchObject({
      projectId: 'tessera',
      dataset: 'test',
      apiVersion: DEFAULT_API_VERSION,
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
      perspective: 'raw',
    })
    expect(DEFAULT_API_VERSION).toBe('2025-02-19')
    await client.create({_id: 'drafts.hello', _type: 'greeting'})
    expect(await client.fetch('*[_type == "greeting"]._id')).toEqual(['drafts.hello'])
  })

  it('uses the project hostname of the hosted API when no apiHost is given', () => {
    const client = createWorkspaceClient({projectId: 'abc123', dataset: 'production', withCredentials: true})
    expect(client.config()).toMatchObject({useProjectHostname: true, withCredentials: true})
    expect(client.config().token).toBeUndefined()
    expect(client.getUrl('/ping')).toBe('https://abc123.api.sanity.io/v2025-02-19/ping')
  })

  it('withApiVersion keeps host and credentials', async () => {
    const client = createWorkspaceClient({
      projectId: 'tessera',
      dataset: 'test',
      apiHost: lake.url,
      token: lake.token,
    })
    const users = withApiVersion(client, '2021-06-07')
    expect(users.config()).toMatchObject({apiVersion: '2021-06-07', apiHost: lake.url, token: lake.token})
    expect(users.getUrl('/users/me')).toBe(`${lake.url}/v2021-06-07/users/me`)
    expect(await users.request({uri: '/users/me'})).toMatchObject({isRobot: true})
  })
})
