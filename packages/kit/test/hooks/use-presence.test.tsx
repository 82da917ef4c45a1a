// @vitest-environment jsdom
import {cleanup, renderHook, waitFor} from '@testing-library/react'
import type {WorkspaceKernel} from '@tessera/store'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {useDocumentPresence, useGlobalPresence} from '../../src/hooks/use-presence.js'
import {startLake, type TestLake} from '../support/lake.js'
import {createTestKernel, workspaceWrapper} from '../support/workspace.js'

let lake: TestLake
let watcher: WorkspaceKernel
let typist: WorkspaceKernel
let typistId: string

beforeAll(async () => {
  lake = await startLake()
  watcher = createTestKernel(lake.url, (await lake.user('Ada Watcher')).token, {presence: true})
  const typistUser = await lake.user('Tom Typist')
  typistId = typistUser.id
  typist = createTestKernel(lake.url, typistUser.token, {presence: true})
})

afterEach(cleanup)

afterAll(async () => {
  watcher.dispose()
  typist.dispose()
  await lake.stop()
})

describe('presence hooks', () => {
  it('show another user at a document and in the dataset', async () => {
    const {result} = renderHook(
      () => ({atDocument: useDocumentPresence('post-1'), everyone: useGlobalPresence()}),
      {wrapper: workspaceWrapper(watcher)},
    )
    expect(result.current.atDocument).toEqual([])

    typist.presence?.setLocation([{documentId: 'drafts.post-1', path: ['title']}])
    await waitFor(() => expect(result.current.atDocument).toHaveLength(1), {timeout: 5000})
    expect(result.current.atDocument[0]).toMatchObject({
      user: {id: typistId, displayName: 'Tom Typist'},
      path: ['title'],
    })
    await waitFor(() => expect(result.current.everyone.map((entry) => entry.user.id)).toContain(typistId))
  })

  it('are empty when the kernel has no presence', () => {
    const kernel = createTestKernel(lake.url, 'unused')
    const {result} = renderHook(() => [useDocumentPresence('post-1'), useGlobalPresence()], {
      wrapper: workspaceWrapper(kernel),
    })
    expect(result.current).toEqual([[], []])
    kernel.dispose()
  })
})
