import {compileSchema} from '@tessera/schema'
import {firstValueFrom, filter} from 'rxjs'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import WebSocket from 'ws'
import {createWorkspaceKernel, type WorkspaceKernel} from '../../src/index.js'
import type {WebSocketConstructor} from '../../src/presence/socket.js'
import {DATASET, PROJECT_ID, startLake, type StartedLake} from '../support/lake.js'

const schema = compileSchema({
  name: 'test',
  types: [
    {name: 'article', type: 'document', fields: [{name: 'title', type: 'string'}]},
    {name: 'setting', type: 'document', liveEdit: true, fields: [{name: 'value', type: 'string'}]},
  ],
})

let lake: StartedLake
let kernel: WorkspaceKernel

beforeEach(async () => {
  lake = await startLake()
  const user = await lake.user('Ada Editor', ['editor'])
  kernel = createWorkspaceKernel({
    projectId: PROJECT_ID,
    dataset: DATASET,
    apiHost: lake.url,
    token: user.token,
    currentUserId: user.id,
    schema,
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
})

afterEach(async () => {
  kernel.dispose()
  await lake.stop()
})

describe('createWorkspaceKernel', () => {
  it('wires every store to the same lake, signed in as the given user', async () => {
    const current = await kernel.users.getCurrentUser()
    expect(current?.name).toBe('Ada Editor')

    const handle = kernel.documents.pair('a1', 'article')
    await handle.whenReady()
    handle.getOperations().patch.execute([{set: {title: 'Hello'}}], {_type: 'article'})
    await handle.getOperations().publish.execute()
    expect(await lake.client().getDocument('a1')).toMatchObject({title: 'Hello'})
    handle.release()

    const preview = await firstValueFrom(
      kernel.previews.observeFields('a1', ['title']).pipe(filter((value) => value !== null)),
    )
    expect(preview).toMatchObject({title: 'Hello'})

    const permission = await firstValueFrom(
      kernel.grants.checkDocumentPermission('update', {_id: 'a1', _type: 'article'}),
    )
    expect(permission.granted).toBe(true)

    const transactions = await kernel.history.getTransactions(['a1', 'drafts.a1'])
    expect(transactions.length).toBeGreaterThan(0)
  })

  it('uses the schema for live-edit types: edits go to the published document', async () => {
    const handle = kernel.documents.pair('s1', 'setting')
    await handle.whenReady()
    expect(handle.liveEdit).toBe(true)
    handle.getOperations().patch.execute([{set: {value: 'on'}}], {_type: 'setting'})
    await handle.getOperations().commit.execute()
    expect(await lake.client().getDocument('s1')).toMatchObject({value: 'on'})
    expect(await lake.client().getDocument('drafts.s1')).toBeUndefined()
    handle.release()
  })

  it('reports the connection as connected and stops everything on dispose', async () => {
    const state = await firstValueFrom(
      kernel.connection.connectionState$.pipe(filter((s) => s.type === 'connected')),
    )
    expect(state.type).toBe('connected')
    kernel.dispose()
    await expect(kernel.users.getUser('anyone')).rejects.toThrow()
  })
})
